/// What a batch of newly stored events changes in the rollups, computed in Swift and written by the
/// store in the same transaction as the events (only events actually inserted: duplicates change
/// nothing).
///
/// Three tables (schema in each store):
/// - `rollup_units`: one row per (campaign, scope, named user), scope each source and `all`, with the
///   user's first variant, whether a second variant was seen (`mixed`) and the counters d, t, c;
/// - `rollup_daily`: one row per (campaign, source, day UTC, user or `''` for anonymous, variant) with
///   d, t, c, re-aggregated per user at query time for whole-day ranges;
/// - `rollup_sums`: per (campaign, scope, variant, shard) the running sums of ``RollupSums``.
///
/// The store upserts ``units`` (keys sorted), gets back each row's new state (``RollupUnitState``),
/// and ``sumsChanges(after:)`` turns old and new states into O(1) changes of the sums: the old
/// contribution of the user taken out, the new one put in. That covers every case exactly: a new tap
/// of a unit with m taps and d impressions (Σm² + 2m + 1, Σmd + d when m < d), a first impression after
/// earlier taps moving the user from unmatched to a unit, a second variant moving them to
/// `multiple_variants`.
public struct RollupPlan: Sendable {
  /// One changed unit row: the counters the batch adds, the lowest variant it names and whether it
  /// names two.
  public struct UnitChange: Sendable {
    public var campaign: String
    public var scope: String
    public var user: String
    public var variant: String
    public var mixed: Bool
    public var impressions: Int
    public var taps: Int
    public var closes: Int
  }

  /// One changed daily row: the counters the batch adds.
  public struct DailyChange: Sendable {
    public var campaign: String
    public var source: String
    public var day: Int64
    public var user: String
    public var variant: String
    public var impressions: Int
    public var taps: Int
    public var closes: Int
  }

  private struct UnitKey: Hashable {
    var campaign: String
    var scope: String
    var user: String
  }
  private struct DailyKey: Hashable {
    var campaign: String
    var source: String
    var day: Int64
    var user: String
    var variant: String
  }

  /// The unit rows to upsert, sorted by (campaign, scope, user) in byte order.
  public private(set) var units: [UnitChange] = []
  /// The daily rows to upsert, sorted by key.
  public private(set) var daily: [DailyChange] = []
  /// Anonymous events per (campaign, scope, variant): impressions, taps, closes.
  private var anonymous: [RollupSums.Key: RollupSums] = [:]

  /// Milliseconds in a day; days are UTC, counted from the epoch.
  public static let dayMilliseconds: Int64 = 86_400_000

  /// The UTC day of an epoch-milliseconds time (floor division, so times before 1970 work too).
  public static func day(of time: Int64) -> Int64 {
    let (quotient, remainder) = time.quotientAndRemainder(dividingBy: dayMilliseconds)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The plan for `events`, all of them newly stored.
  public init(_ events: [Event]) {
    var unitsByKey: [UnitKey: UnitChange] = [:]
    var dailyByKey: [DailyKey: DailyChange] = [:]
    for event in events {
      let (d, t, c) = Self.counters(event.type)
      let source = event.source.rawValue
      let user = event.user ?? ""
      let dailyKey = DailyKey(
        campaign: event.campaign, source: source, day: Self.day(of: event.eventTime), user: user,
        variant: event.variant)
      dailyByKey[
        dailyKey,
        default: DailyChange(
          campaign: event.campaign, source: source, day: dailyKey.day, user: user, variant: event.variant,
          impressions: 0, taps: 0, closes: 0)
      ]
      .add(d, t, c)
      for scope in [source, "all"] {
        if user.isEmpty {
          let key = RollupSums.Key(campaign: event.campaign, scope: scope, variant: event.variant)
          anonymous[key, default: RollupSums()].addAnonymous(d, t, c)
          continue
        }
        let key = UnitKey(campaign: event.campaign, scope: scope, user: user)
        if var unit = unitsByKey[key] {
          if unit.variant != event.variant {
            unit.mixed = true
            if Self.precedes(event.variant, unit.variant) { unit.variant = event.variant }
          }
          unit.impressions += d
          unit.taps += t
          unit.closes += c
          unitsByKey[key] = unit
        } else {
          unitsByKey[key] = UnitChange(
            campaign: event.campaign, scope: scope, user: user, variant: event.variant, mixed: false,
            impressions: d, taps: t, closes: c)
        }
      }
    }
    units = unitsByKey.values.sorted {
      Self.order([$0.campaign, $0.scope, $0.user], [$1.campaign, $1.scope, $1.user])
    }
    daily = dailyByKey.values.sorted {
      let a = [$0.campaign, $0.source, $0.user, $0.variant]
      let b = [$1.campaign, $1.source, $1.user, $1.variant]
      return a == b ? $0.day < $1.day : Self.order(a, b)
    }
  }

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { units.isEmpty && daily.isEmpty && anonymous.isEmpty }

  /// The changes of the sums, given the state of each row of ``units`` after the upsert (same order),
  /// sorted by key so concurrent writers lock sums rows in one order.
  public func sumsChanges(after states: [RollupUnitState]) -> [(key: RollupSums.Key, change: RollupSums)] {
    var changes = anonymous
    for (unit, state) in zip(units, states) {
      let added = unit.impressions + unit.taps + unit.closes
      let fresh = state.impressions + state.taps + state.closes == added
      if !fresh, !state.wasMixed {
        let old = RollupSums.contribution(
          impressions: state.impressions - unit.impressions, taps: state.taps - unit.taps,
          closes: state.closes - unit.closes)
        let key = RollupSums.Key(campaign: unit.campaign, scope: unit.scope, variant: state.variant)
        changes[key, default: RollupSums()].subtract(old)
      }
      let key = RollupSums.Key(campaign: unit.campaign, scope: unit.scope, variant: state.variant)
      if !state.mixed {
        changes[key, default: RollupSums()].add(
          RollupSums.contribution(impressions: state.impressions, taps: state.taps, closes: state.closes))
      } else if fresh || !state.wasMixed {
        changes[key, default: RollupSums()].mixedUsers += 1
      }
    }
    return changes.filter { !$0.value.isZero }.map { (key: $0.key, change: $0.value) }.sorted {
      Self.order(
        [$0.key.campaign, $0.key.scope, $0.key.variant], [$1.key.campaign, $1.key.scope, $1.key.variant])
    }
  }

  private static func counters(_ type: EventType) -> (Int, Int, Int) {
    switch type {
    case .impression: (1, 0, 0)
    case .tap: (0, 1, 0)
    case .close: (0, 0, 1)
    }
  }

  /// Byte order of strings, as the databases compare keys (`COLLATE "C"`, SQLite's BINARY).
  static func precedes(_ a: String, _ b: String) -> Bool {
    Array(a.utf8).lexicographicallyPrecedes(b.utf8)
  }

  private static func order(_ a: [String], _ b: [String]) -> Bool {
    for (x, y) in zip(a, b) where x != y { return precedes(x, y) }
    return false
  }
}

extension RollupPlan.DailyChange {
  fileprivate mutating func add(_ d: Int, _ t: Int, _ c: Int) {
    impressions += d
    taps += t
    closes += c
  }
}
