import Analytics

/// One group commit's rollup changes on SQLite, built event by event against the writer's cache
/// (``SQLiteRollupCache``): each event changes its user's cached daily row and unit state in place and
/// moves the user's contribution to the sums, so nothing is grouped, sorted or copied per batch first
/// (``RollupPlan``, which PostgreSQL needs for its sorted upserts, was two thirds of the SQLite writer's
/// Swift instructions for the rollups; docs/benchmarks.md).
///
/// A user's intermediate states within the commit cancel out in the sums (``RollupSumsChanges``), and
/// each daily row is written once, with its last value. A user's first variant in a source is the one
/// of their first event (a batch plan kept the lowest of the batch): it decides only which variant's
/// sums row counts a user of two variants in `mixed_users`, which reports add up over the variants.
struct SQLiteRollupBatch {
  /// This commit's number (``SQLiteRollupCache/Day/batch``).
  let number: Int
  /// The named users' daily rows this commit changes, each once, with its new totals.
  var rows: [RollupPlan.DailyChange] = []
  /// The anonymous daily rows (user ''), with the counters this commit adds (upserted).
  var anonymous: [RollupPlan.DailyChange] = []
  /// The sums' changes.
  var sums = RollupSumsChanges()

  init(number: Int, capacity: Int) {
    self.number = number
    rows.reserveCapacity(capacity)
  }

  /// Adds an event without a user.
  mutating func addAnonymous(_ event: Event, seq: Int64, day: Int64, _ counters: (Int, Int, Int)) {
    let source = event.source.rawValue
    sums.addAnonymous(event.campaign, event.source, event.variant, counters)
    if let index = anonymous.firstIndex(where: {
      $0.day == day && RollupPlan.same($0.variant, event.variant) && $0.source == source
        && RollupPlan.same($0.campaign, event.campaign)
    }) {
      anonymous[index].impressions += counters.0
      anonymous[index].taps += counters.1
      anonymous[index].closes += counters.2
      anonymous[index].keepFirst(seq, appVersion: event.appVersion, device: event.device?.rawValue)
    } else {
      anonymous.append(
        RollupPlan.DailyChange(
          campaign: event.campaign, source: source, day: day, user: "", variant: event.variant,
          impressions: counters.0, taps: counters.1, closes: counters.2, firstSeq: seq,
          appVersion: event.appVersion, device: event.device?.rawValue))
    }
  }

  /// Adds an event of the named user whose cached rows are `entry`.
  mutating func add(
    _ event: Event, user: String, seq: Int64, day: Int64, _ counters: (Int, Int, Int),
    to entry: inout SQLiteRollupCache.Entry
  ) {
    let source = event.source.rawValue
    let index: Int
    if let found = entry.days.firstIndex(where: {
      $0.day == day && RollupPlan.same($0.variant, event.variant) && $0.source == source
    }) {
      index = found
      entry.days[index].impressions += counters.0
      entry.days[index].taps += counters.1
      entry.days[index].closes += counters.2
    } else {
      index = entry.days.count
      // A new row: this event is its first (the writer is the only one and `seq` only grows).
      entry.days.append(
        SQLiteRollupCache.Day(
          source: source, day: day, variant: event.variant, impressions: counters.0, taps: counters.1,
          closes: counters.2, firstSeq: seq, appVersion: event.appVersion, device: event.device?.rawValue))
    }
    if entry.days[index].batch == number {
      let row = entry.days[index].row
      rows[row].impressions = entry.days[index].impressions
      rows[row].taps = entry.days[index].taps
      rows[row].closes = entry.days[index].closes
    } else {
      entry.days[index].batch = number
      entry.days[index].row = rows.count
      rows.append(
        RollupPlan.DailyChange(
          campaign: event.campaign, source: source, day: day, user: user, variant: event.variant,
          impressions: entry.days[index].impressions, taps: entry.days[index].taps,
          closes: entry.days[index].closes, firstSeq: entry.days[index].firstSeq,
          appVersion: entry.days[index].appVersion, device: entry.days[index].device))
    }
    let change = RollupUnitPart(
      variant: event.variant, mixed: false, impressions: counters.0, taps: counters.1, closes: counters.2)
    let scope = RollupSumsChanges.code(event.source)
    let old = entry.state.part(event.source)
    let twoSources = entry.state.hasPart(besides: event.source)
    let oldAll = twoSources ? entry.state.all : old
    entry.state.set(event.source, old.adding(change))
    let new = entry.state.part(event.source)
    if twoSources {
      sums.move(event.campaign, scope, from: old, to: new)
      sums.move(event.campaign, RollupSumsChanges.all, from: oldAll, to: entry.state.all)
    } else {
      // A user of one source: `all` is that source's part, so one move changes both scopes.
      sums.move(event.campaign, scope, andAll: true, from: old, to: new)
    }
  }
}
