/// One finished request, for the access log and metrics.
public struct RequestRecord: Sendable {
  public var method: String
  public var rawPath: String
  public var status: Int
  public var bytes: Int
  public var milliseconds: Double
  public var clientAddress: String
  /// The request's `X-Forwarded-For` header, if any (the app decides whether to trust it).
  public var forwardedFor: String?
}
