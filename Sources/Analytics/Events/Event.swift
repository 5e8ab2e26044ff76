/// One logged impression, banner tap or close, as validated and stored.
///
/// Times are epoch milliseconds. The report and purge go by ``eventTime``: the client's `ts` when it sent
/// one, else the server's receive time.
public struct Event: Hashable, Sendable {
  /// The idempotency key: 8–64 of `[A-Za-z0-9_-]`; a repeated id is stored once.
  public var id: String
  /// A known campaign id.
  public var campaign: String
  /// One of the campaign's variant ids.
  public var variant: String
  /// What happened.
  public var type: EventType
  /// `nil` for an impression, `.banner` for a tap, how the dialog was dismissed for a close.
  public var trigger: EventTrigger?
  /// The app's user or installation id, at most ``maxUserScalars`` Unicode scalars; `nil` when not sent.
  public var user: String?
  /// Whether the event came from the iOS app or a preview page.
  public var source: EventSource
  /// The client's time, epoch milliseconds, when it sent one.
  public var ts: Int64?
  /// The server's receive time, epoch milliseconds.
  public var receivedAt: Int64

  /// Creates an event from values already validated.
  public init(
    id: String, campaign: String, variant: String, type: EventType, trigger: EventTrigger? = nil,
    user: String? = nil, source: EventSource = .app, ts: Int64? = nil, receivedAt: Int64
  ) {
    self.id = id
    self.campaign = campaign
    self.variant = variant
    self.type = type
    self.trigger = trigger
    self.user = user
    self.source = source
    self.ts = ts
    self.receivedAt = receivedAt
  }

  /// The time reports and purges go by: `ts` when present, else `receivedAt`.
  public var eventTime: Int64 { ts ?? receivedAt }
}
