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
  /// The event client's install id (`InstallID`), 1–64 printable ASCII characters without spaces;
  /// `nil` when not sent (the previews, clients before the delivery ledger).
  public var install: String?
  /// The install's sequence number, 1 … 2⁵³ − 1, assigned when the client logged the event and one
  /// more for each event of that install (every campaign's); `nil` when not sent. Needs ``install``.
  public var seq: Int64?
  /// The app's version as its bundle says, 1–32 printable characters; `nil` when not sent.
  public var appVersion: String?
  /// The class of device; `nil` when not sent.
  public var device: EventDevice?

  /// Creates an event from values already validated.
  public init(
    id: String, campaign: String, variant: String, type: EventType, trigger: EventTrigger? = nil,
    user: String? = nil, source: EventSource = .app, ts: Int64? = nil, receivedAt: Int64,
    install: String? = nil, seq: Int64? = nil, appVersion: String? = nil, device: EventDevice? = nil
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
    self.install = install
    self.seq = seq
    self.appVersion = appVersion
    self.device = device
  }

  /// The time reports and purges go by: `ts` when present, else `receivedAt`.
  public var eventTime: Int64 { ts ?? receivedAt }
}
