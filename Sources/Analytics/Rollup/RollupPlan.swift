import Foundation

/// What a batch of newly stored events changes in the rollups, computed in Swift and written by the
/// store in the same transaction as the events (only events actually inserted: duplicates change
/// nothing).
///
/// Three tables (schema in each store):
/// - `rollup_units`: one row per (campaign, named user) holding, per source (``EventSource``: `app`,
///   `preview`), the user's first variant there, whether a second variant was seen (`mixed`) and the
///   counters d, t, c; the `all` scope's state is derived from the two (``RollupUnitState/all``). Issue 26
///   words it as a row per (campaign, scope, user): the same semantics in one row, so an event writes one
///   unit row instead of two (docs/benchmarks.md). On SQLite it is a view of the user's daily rows (no
///   row written at all; the writer keeps the states in its cache), on PostgreSQL a table;
/// - `rollup_daily`: one row per (campaign, source, day UTC, user or `''` for anonymous, variant) with
///   d, t, c and the row's first event (lowest `seq`, its app version and device: a named user's slice
///   is their earliest row's), re-aggregated per user at query time for whole-day ranges and the whole
///   campaign's sliced report (the anonymous events' slices are in `rollup_anonymous_slices`,
///   ``RollupAnonymousSlice``);
/// - `rollup_sums`: per (campaign, scope, variant, shard) the running sums of ``RollupSums``.
///
/// PostgreSQL upserts ``units`` (keys sorted), gets back each row's new state (``RollupUnitState``),
/// and ``sumsChanges(after:)`` turns old and new states of the event's source scopes and of `all` into
/// O(1) changes of the sums: the old contribution of the user taken out, the new one put in. That
/// covers every case exactly: a new tap of a unit with m taps and d impressions (Σm² + 2m + 1, Σmd + d
/// when m < d), a first impression after earlier taps moving the user from unmatched to a unit, a
/// second variant moving them to `multiple_variants`.
public struct RollupPlan: Sendable {
  /// One changed unit row: per source, the counters the batch adds, the lowest variant it names
  /// there and whether it names two (an empty part: no event of that source).
  public struct UnitChange: Sendable {
    public var campaign: String
    public var user: String
    public var app: RollupUnitPart
    public var preview: RollupUnitPart

    /// The row's key.
    public var key: RollupUnitKey { RollupUnitKey(campaign: campaign, user: user) }

    /// The part of `source`.
    public func part(_ source: EventSource) -> RollupUnitPart {
      switch source {
      case .app: app
      case .preview: preview
      }
    }

    /// Adds one event of `source` and `variant` with its counters.
    fileprivate mutating func add(_ source: EventSource, _ variant: String, _ counters: (Int, Int, Int)) {
      switch source {
      case .app: app.add(variant, counters)
      case .preview: preview.add(variant, counters)
      }
    }
  }

  /// One changed daily row: the counters the batch adds (or the row's whole value, as the store says),
  /// and its first event: the lowest `seq` among the row's events and that event's app version and
  /// device (`nil`: not sent; `''` in the table), which put a named user in a slice
  /// (``SliceDimension``: the user's earliest row's values).
  public struct DailyChange: Sendable {
    public var campaign: String
    public var source: String
    public var day: Int64
    public var user: String
    public var variant: String
    public var impressions: Int
    public var taps: Int
    public var closes: Int
    /// The lowest `seq` of the row's events (`Int64.max` before one is known).
    public var firstSeq: Int64
    public var appVersion: String?
    public var device: String?

    public init(
      campaign: String, source: String, day: Int64, user: String, variant: String, impressions: Int,
      taps: Int, closes: Int, firstSeq: Int64 = .max, appVersion: String? = nil, device: String? = nil
    ) {
      self.campaign = campaign
      self.source = source
      self.day = day
      self.user = user
      self.variant = variant
      self.impressions = impressions
      self.taps = taps
      self.closes = closes
      self.firstSeq = firstSeq
      self.appVersion = appVersion
      self.device = device
    }

    /// Keeps the event `seq` with its values as the row's first when it is earlier.
    public mutating func keepFirst(_ seq: Int64, appVersion: String?, device: String?) {
      guard seq < firstSeq else { return }
      firstSeq = seq
      self.appVersion = appVersion
      self.device = device
    }
  }

  /// The unit rows to upsert, sorted by (campaign, user) in byte order.
  public private(set) var units: [UnitChange] = []
  /// The daily rows to upsert, sorted by key.
  public private(set) var daily: [DailyChange] = []
  /// The anonymous events' changes of the sums (their impressions, taps and closes).
  private var anonymous = RollupSumsChanges()

  /// Milliseconds in a day; days are UTC, counted from the epoch.
  public static let dayMilliseconds: Int64 = 86_400_000

  /// The UTC day of an epoch-milliseconds time (floor division, so times before 1970 work too).
  public static func day(of time: Int64) -> Int64 {
    let (quotient, remainder) = time.quotientAndRemainder(dividingBy: dayMilliseconds)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The plan for `events`, all of them newly stored (`seqs[i]` the `seq` of `events[i]`), its rows in
  /// key order, which writers that may
  /// run concurrently need (PostgreSQL: rows locked in one order, no deadlock between instances).
  /// SQLite's single writer builds its changes event by event against its cache instead
  /// (`SQLiteRollupBatch`).
  ///
  /// Per event: one dictionary lookup of its (campaign, user) slot, then a walk of the few daily rows
  /// that slot has in this batch (its days × sources × variants, usually one), comparing the day first;
  /// then one sort of each list, comparing bytes in place (the first version built arrays of the keys'
  /// strings in every comparison, and a second dictionary hashed the daily key's five fields per event;
  /// docs/benchmarks.md has the instruction counts).
  public init(_ events: [Event], seqs: [Int64]) {
    precondition(seqs.count == events.count, "a seq per event")
    // A slot per (campaign, user), the anonymous events of a campaign in the slot of user "" (their
    // daily rows only: no unit row); each slot's daily rows linked from `firstDaily` through `nextDaily`.
    var slots: [RollupUnitKey: Int] = [:]
    slots.reserveCapacity(events.count)
    var changes: [UnitChange] = []
    changes.reserveCapacity(events.count)
    var firstDaily: [Int] = []
    firstDaily.reserveCapacity(events.count)
    var nextDaily: [Int] = []
    nextDaily.reserveCapacity(events.count)
    var daily: [DailyChange] = []
    daily.reserveCapacity(events.count)
    for (event, seq) in zip(events, seqs) {
      let (d, t, c) = Self.counters(event.type)
      let source = event.source.rawValue
      let user = event.user ?? ""
      let key = RollupUnitKey(campaign: event.campaign, user: user)
      let slot: Int
      if let found = slots[key] {
        slot = found
      } else {
        slot = changes.count
        slots[key] = slot
        changes.append(UnitChange(campaign: event.campaign, user: user, app: .empty, preview: .empty))
        firstDaily.append(-1)
      }
      let day = Self.day(of: event.eventTime)
      var entry = firstDaily[slot]
      while entry >= 0 {
        let row = daily[entry]
        if row.day == day, Self.same(row.variant, event.variant), Self.same(row.source, source) { break }
        entry = nextDaily[entry]
      }
      if entry < 0 {
        entry = daily.count
        daily.append(
          DailyChange(
            campaign: event.campaign, source: source, day: day, user: user, variant: event.variant,
            impressions: 0, taps: 0, closes: 0))
        nextDaily.append(firstDaily[slot])
        firstDaily[slot] = entry
      }
      daily[entry].add(d, t, c)
      daily[entry].keepFirst(seq, appVersion: event.appVersion, device: event.device?.rawValue)
      if user.isEmpty {
        anonymous.addAnonymous(event.campaign, event.source, event.variant, (d, t, c))
        continue
      }
      changes[slot].add(event.source, event.variant, (d, t, c))
    }
    let units = changes.filter { !$0.user.isEmpty }  // the anonymous slots have no unit row
    // Sorted through their indices: moving the rows themselves retained and released their strings.
    self.units = units.indices.sorted { i, j in
      let a = units[i]
      let b = units[j]
      if let order = Self.compare(a.campaign, b.campaign) { return order }
      return Self.compare(a.user, b.user) ?? false
    }.map { units[$0] }
    // In PostgreSQL's primary-key order (campaign, source, day, user, variant).
    self.daily = daily.indices.sorted { i, j in
      let a = daily[i]
      let b = daily[j]
      if let order = Self.compare(a.campaign, b.campaign) { return order }
      if let order = Self.compare(a.source, b.source) { return order }
      if a.day != b.day { return a.day < b.day }
      if let order = Self.compare(a.user, b.user) { return order }
      return Self.compare(a.variant, b.variant) ?? false
    }.map { daily[$0] }
  }

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { units.isEmpty && daily.isEmpty && anonymous.isEmpty }

  /// The changes of the sums, given the state of each row of ``units`` after the upsert (same order):
  /// per unit, the scope of each source the change touches and `all`, each moved from its old state
  /// (``RollupUnitState/before(_:)``) to its new one, in key order so that concurrent writers lock sums
  /// rows in one order.
  public func sumsChanges(after states: [RollupUnitState]) -> [(key: RollupSums.Key, change: RollupSums)] {
    var changes = anonymous
    for (unit, state) in zip(units, states) {
      let old = state.before(unit)
      if unit.app.isPresent {
        changes.move(unit.campaign, RollupSumsChanges.app, from: old.app, to: state.app)
      }
      if unit.preview.isPresent {
        changes.move(unit.campaign, RollupSumsChanges.preview, from: old.preview, to: state.preview)
      }
      changes.move(unit.campaign, RollupSumsChanges.all, from: old.all, to: state.all)
    }
    return changes.changes.sorted { a, b in
      if let order = Self.compare(a.key.campaign, b.key.campaign) { return order }
      if let order = Self.compare(a.key.scope, b.key.scope) { return order }
      return Self.compare(a.key.variant, b.key.variant) ?? false
    }
  }

  /// An event's impressions, taps and closes.
  public static func counters(_ type: EventType) -> (Int, Int, Int) {
    switch type {
    case .impression: (1, 0, 0)
    case .tap: (0, 1, 0)
    case .close: (0, 0, 1)
    }
  }

  /// Byte order of strings, as the databases compare keys (`COLLATE "C"`, SQLite's BINARY).
  static func precedes(_ a: String, _ b: String) -> Bool { compare(a, b) ?? false }

  /// Whether `a` comes before `b` in byte order, or nil when they are the same bytes; no copy for
  /// native strings (contiguous UTF-8).
  public static func compare(_ a: String, _ b: String) -> Bool? {
    let order =
      a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y -> Int in
          let common = min(x.count, y.count)
          let result = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
          return result != 0 ? Int(result) : x.count - y.count
        }
      } ?? nil
    let sign =
      order
      ?? (a.utf8.elementsEqual(b.utf8) ? 0 : a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1)
    return sign == 0 ? nil : sign < 0
  }

  /// Whether two strings are the same bytes.
  public static func same(_ a: String, _ b: String) -> Bool { compare(a, b) == nil }

  /// Feeds a string's bytes (and its length, so keys of several strings can't collide by shifting).
  public static func hash(_ text: String, into hasher: inout Hasher) {
    let done = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      hasher.combine(bytes.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      return true
    }
    if done == nil {
      var copy = text
      copy.withUTF8 { bytes in
        hasher.combine(bytes.count)
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      }
    }
  }
}

extension RollupPlan.DailyChange {
  fileprivate mutating func add(_ d: Int, _ t: Int, _ c: Int) {
    impressions += d
    taps += t
    closes += c
  }
}
