import Analytics

/// The server's clock in store, writer and decoder tests: 2025-11-29T07:06:40Z.
public let fixtureNow: Int64 = 1_764_400_000_000

/// An event built directly (no validation), for store and writer tests; taps get `banner`, closes
/// `overlay` unless told.
public func makeEvent(
  _ id: String, campaign: String = "summer-sale", variant: String = "A", type: EventType = .impression,
  trigger: EventTrigger? = nil, user: String? = nil, source: EventSource = .app, ts: Int64? = nil,
  receivedAt: Int64 = fixtureNow
) -> Event {
  Event(
    id: id, campaign: campaign, variant: variant, type: type,
    trigger: trigger ?? (type == .tap ? .banner : type == .close ? .overlay : nil), user: user,
    source: source,
    ts: ts, receivedAt: receivedAt)
}
