/// An ``EventLoggerConfiguration`` the logger can't work with.
public enum EventLoggerConfigurationError: Error, CustomStringConvertible, Sendable {
  /// The base URL isn't an absolute http(s) URL.
  case baseURL(String)
  /// The queue folder is in an App Group container and the install folder is not in it: each
  /// process would number its events on the folder's one counter under an install of its own.
  case installOutsideSharedFolder(queue: String, install: String)
  /// Another logger of this process already delivers the folder's queue with other settings (the
  /// names of those that differ): the second one's would be silently ignored.
  case differsFromFolderLogger(folder: String, settings: [String])

  public var description: String {
    switch self {
    case .baseURL(let url): "The event server's base URL must be an http(s) URL with a host, not \(url)."
    case .installOutsideSharedFolder(let queue, let install):
      "The queue folder \(queue) is in an App Group, but the install folder \(install) is not in that "
        + "group: an app and its extensions would count as different users on one sequence. Leave "
        + "installFolder nil (the queue folder) or put it in the same App Group."
    case .differsFromFolderLogger(let folder, let settings):
      "Another logger of this process already delivers \(folder) with other \(settings.joined(separator: ", ")): "
        + "a folder's loggers share one queue and its delivery settings. Use the same configuration, or "
        + "another folder."
    }
  }
}
