/// The changes of the sums rows one group commit makes: a few (campaign, variant) pairs, each with a
/// change per scope (`app`, `preview`, `all`) in one flat buffer, found by a linear search comparing
/// bytes that starts from the pair found last (a user moves their source's scope, then `all`, mostly
/// in one variant: one search serves the four lookups of an event). A dictionary hashed three strings
/// per lookup, six lookups per event.
///
/// Built by ``RollupPlan/sumsChanges(after:)`` (PostgreSQL, per unit of a batch) and by the SQLite
/// writer event by event (``move(_:_:from:to:)`` telescopes: a user's intermediate states in one
/// commit cancel out, leaving their state before it out and their state after it in).
public struct RollupSumsChanges: Sendable {
  public static let app: UInt8 = 0
  public static let preview: UInt8 = 1
  public static let all: UInt8 = 2
  static let scopes = [EventSource.app.rawValue, EventSource.preview.rawValue, "all"]
  private static let width = RollupSums.columns.count

  private struct Key: Sendable {
    var campaign: String
    var variant: String
  }

  private var keys: [Key] = []
  /// Per key, per scope, the ``RollupSums/columns`` values.
  private var values: [Int] = []
  private var last = 0

  public init() {}

  /// The scope code of a source.
  public static func code(_ source: EventSource) -> UInt8 {
    switch source {
    case .app: app
    case .preview: preview
    }
  }

  /// Where the change of (campaign, scope, variant) starts in ``values``, added as zero when new.
  private mutating func offset(_ campaign: String, _ scope: UInt8, _ variant: String) -> Int {
    if last >= keys.count || !Self.matches(keys[last], campaign, variant) {
      if let index = keys.firstIndex(where: { Self.matches($0, campaign, variant) }) {
        last = index
      } else {
        keys.append(Key(campaign: campaign, variant: variant))
        values.append(contentsOf: repeatElement(0, count: 3 * Self.width))
        last = keys.count - 1
      }
    }
    return (last * 3 + Int(scope)) * Self.width
  }

  private static func matches(_ key: Key, _ campaign: String, _ variant: String) -> Bool {
    RollupPlan.same(key.variant, variant) && RollupPlan.same(key.campaign, campaign)
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { keys.isEmpty }

  /// Adds anonymous events to the source's scope and to `all`.
  public mutating func addAnonymous(
    _ campaign: String, _ source: EventSource, _ variant: String, _ counters: (Int, Int, Int)
  ) {
    for scope in [Self.code(source), Self.all] {
      let start = offset(campaign, scope, variant)
      values[start + RollupSums.anonymousImpressions] += counters.0
      values[start + RollupSums.anonymousImpressions + 1] += counters.1
      values[start + RollupSums.anonymousImpressions + 2] += counters.2
    }
  }

  /// One user's change in one scope (and in `all` too when `andAll`, for a user whose `all` part is
  /// this one): the old contribution out (unless the user was mixed, so counted apart), the new one
  /// in, or the user counted once in `mixed_users` when they become mixed.
  public mutating func move(
    _ campaign: String, _ scope: UInt8, andAll: Bool = false, from old: RollupUnitPart, to new: RollupUnitPart
  ) {
    let allShift = (Int(Self.all) - Int(scope)) * Self.width
    if let variant = old.variant, !old.mixed {
      let start = offset(campaign, scope, variant)
      values.withUnsafeMutableBufferPointer { v in
        RollupSums.add(
          impressions: old.impressions, taps: old.taps, closes: old.closes, sign: -1, to: v, at: start)
        if andAll {
          RollupSums.add(
            impressions: old.impressions, taps: old.taps, closes: old.closes, sign: -1, to: v,
            at: start + allShift)
        }
      }
    }
    guard let variant = new.variant else { return }
    let start = offset(campaign, scope, variant)
    if !new.mixed {
      values.withUnsafeMutableBufferPointer { v in
        RollupSums.add(
          impressions: new.impressions, taps: new.taps, closes: new.closes, sign: 1, to: v, at: start)
        if andAll {
          RollupSums.add(
            impressions: new.impressions, taps: new.taps, closes: new.closes, sign: 1, to: v,
            at: start + allShift)
        }
      }
    } else if !old.mixed {
      values[start + RollupSums.mixedUsersColumn] += 1
      if andAll { values[start + allShift + RollupSums.mixedUsersColumn] += 1 }
    }
  }

  /// The changes that aren't zero, in the order their keys were first met.
  public var changes: [(key: RollupSums.Key, change: RollupSums)] {
    var result: [(key: RollupSums.Key, change: RollupSums)] = []
    result.reserveCapacity(keys.count * 2)
    for (index, key) in keys.enumerated() {
      for scope in 0..<3 {
        let start = (index * 3 + scope) * Self.width
        let row = values[start..<start + Self.width]
        guard row.contains(where: { $0 != 0 }) else { continue }
        result.append(
          (
            key: RollupSums.Key(campaign: key.campaign, scope: Self.scopes[scope], variant: key.variant),
            change: RollupSums(values: Array(row))
          ))
      }
    }
    return result
  }
}
