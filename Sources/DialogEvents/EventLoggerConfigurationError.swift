/// An ``EventLoggerConfiguration`` the logger can't work with.
public enum EventLoggerConfigurationError: Error, CustomStringConvertible, Sendable {
  /// The base URL isn't an absolute http(s) URL.
  case baseURL(String)

  public var description: String {
    switch self {
    case .baseURL(let url): "The event server's base URL must be an http(s) URL with a host, not \(url)."
    }
  }
}
