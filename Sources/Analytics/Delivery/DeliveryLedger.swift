/// The report's `delivery` (api.md "Delivery"): per app version, the events received from the event
/// client's installs, the sequence numbers missing (gaps), the retries absorbed (duplicates) and the
/// measured loss rate; events without `seq` counted apart.
///
/// `seq` numbers one install's whole stream across every campaign, so the ledger covers every received
/// event whatever the report's campaign, source and date range: it is the same in every campaign's
/// report. The stores keep it as events arrive (``DeliveryLedgerWriter``), so reading it costs a few
/// rows and purging events changes none of its figures. A gap is counted once a later event of the
/// install has been on the server for ``grace``
/// seconds (events may still wait in a phone's queue before that).
///
/// ```swift
/// let ledger = try store.deliveryLedger(grace: DeliveryLedger.defaultGrace, now: EventDecoder.systemNow())
/// report.delivery = ledger   // JSON "delivery", CSV section, page and CLI table
/// ```
public struct DeliveryLedger: Hashable, Sendable {
  /// The default grace period: a day. The client delivers in order and retries with a backoff of at
  /// most an hour (a server's `Retry-After` included), but a phone may stay offline or the app
  /// unopened for hours with events queued behind a failed batch; a day covers a daily user's next
  /// launch while a loss still shows the next day.
  public static let defaultGrace: Int64 = 86_400
  /// The largest grace period accepted: ten years, in seconds.
  public static let maxGrace: Int64 = 315_360_000

  /// The grace period in seconds.
  public var grace: Int64
  /// One row per app version, in byte order of the version, sequenced events without a version last.
  public var rows: [DeliveryRow]
  /// Events received without `seq` (the previews, clients before the ledger); purges don't lower it.
  public var unsequenced: Int
  /// Retries of events without `seq` absorbed (ids already stored).
  public var unsequencedDuplicates: Int

  /// Creates a ledger.
  public init(grace: Int64, rows: [DeliveryRow] = [], unsequenced: Int = 0, unsequencedDuplicates: Int = 0) {
    self.grace = grace
    self.rows = rows
    self.unsequenced = unsequenced
    self.unsequencedDuplicates = unsequencedDuplicates
  }
}
