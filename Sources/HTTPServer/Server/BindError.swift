/// The server could not listen where it was told to: the host is no address of this machine, or the
/// address and port are taken or not available. Its description is the sentence a user acts on.
public struct BindError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why binding failed.
  public enum Reason: Sendable, Equatable {
    /// The host does not resolve to an address this machine can bind.
    case unknownHost
    /// libmicrohttpd could not listen (in use, or not available).
    case unavailable
  }

  /// The host as configured.
  public let host: String
  /// The port as configured.
  public let port: UInt16
  /// Why.
  public let reason: Reason

  /// A bind failure at `host`:`port`.
  public init(host: String, port: UInt16, reason: Reason) {
    self.host = host
    self.port = port
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .unknownHost: "The host \(host) is not an address this machine can bind."
    case .unavailable: "Could not listen on \(host):\(port): the address is in use or not available."
    }
  }
}
