/// One campaign's daily rollup rows (`rollup_daily`) in memory, for ``RangeCache``: users and variants
/// numbered, each day's rows column by column (``RangeDay``), and per day the commits of each writer the
/// rows include (`rollup_day_versions`). A whole-day range's report is one pass over the rows of its
/// days into per-user counters, then one over the users met: the report's SQL
/// (``RollupSQL/dailyReport(filter:variant:)``) in Swift, without hashing a user per row. The whole
/// campaign's sliced report is the same pass over every day, each user in the slice of their row with
/// the lowest first `seq` (``SlicedSumsQuery``'s window in Swift), the anonymous events from their
/// slice rows (``RangeSlices``).
///
/// Not locked itself: a campaign is touched by one thread while it is built, then only under
/// ``RangeCache``'s lock (hence `@unchecked Sendable`).
final class RangeCampaign: @unchecked Sendable {
  private(set) var users: [String] = []
  private var userIndex: [String: Int32] = [:]
  private(set) var variants: [String] = []
  private var variantIndex: [String: UInt8] = [:]
  var days: [Int64: RangeDay] = [:]
  /// Day → writer → commits: what the rows include. Day −1 holds the rebuilds' marks.
  var versions: [Int64: [Int64: Int64]] = [:]
  /// Rows held, for the bound on memory.
  private(set) var rows = 0
  /// The slice values by number and the anonymous slice rows (the whole campaign's sliced report).
  private var slices = RangeSlices()

  /// Changes so far, and per day the count when its rows last changed: a range's answer is kept
  /// (``memo``) until a day of the range changes. Closed days rarely do (a late event, another
  /// instance's write of an old day, a reload), so a report asked again, and the duration's counts up
  /// to midnight, cost one look at the days' marks.
  private var changes: UInt64 = 0
  private var dayChanges: [Int64: UInt64] = [:]
  private struct MemoKey: Hashable {
    var from: Int64
    var to: Int64
    var sources: UInt8
  }
  private var memo: [MemoKey: (changes: UInt64, sums: ReportSums)] = [:]
  private struct SlicedKey: Hashable {
    var sources: UInt8
    var dimension: SliceDimension
  }
  private var slicedMemo: [SlicedKey: (changes: UInt64, slices: [SliceSums])] = [:]
  private static let memoSize = 32

  private func changed(_ day: Int64) {
    changes += 1
    dayChanges[day] = changes
  }

  /// A user's counters in a pass: `pass` marks a user met in the current one.
  private struct Counters {
    var pass: UInt32 = 0
    /// The user's variant in the pass, or ``RangeCampaign/mixed``.
    var variant: UInt16 = 0
    var d: Int64 = 0
    var t: Int64 = 0
    var c: Int64 = 0
    /// In a sliced pass: the lowest first `seq` of the user's rows met, and that row's slice.
    var first: Int64 = .max
    var slice: Int32 = 0
  }

  // Reused from pass to pass (taken out of the object while a pass runs: a class's stored array would
  // be checked for exclusive access on every element).
  private var pass: UInt32 = 0
  private var counters: [Counters] = []
  private static let mixed = UInt16.max

  /// The source's number: app 0, preview 1 (nil for another text).
  static func source(_ text: String) -> UInt8? {
    if RollupPlan.same(text, EventSource.app.rawValue) { return 0 }
    if RollupPlan.same(text, EventSource.preview.rawValue) { return 1 }
    return nil
  }

  /// Adds (or, `replacing`, sets) a daily row. False when the campaign can't be held (more than 256
  /// variants, a counter beyond 32 bits, an unknown source): the cache then drops it.
  func change(_ row: RollupPlan.DailyChange, replacing: Bool) -> Bool {
    guard let source = Self.source(row.source), let (user, variant) = numbers(row).map({ ($0.0, $0.1) })
    else { return false }
    changed(row.day)
    let before = days[row.day]?.count ?? 0
    let changed = days[row.day, default: RangeDay()].change(
      user: user, variant: variant, source: source, (row.impressions, row.taps, row.closes),
      first: first(row), replacing: replacing)
    rows += (days[row.day]?.count ?? 0) - before
    return changed
  }

  /// Takes a row read from the database (a daily row: no row of its key held yet). False as
  /// ``change(_:replacing:)``.
  func load(_ row: RangeRow) -> Bool {
    switch row {
    case .daily(let row): load(row)
    case .anonymous(let row): anonymousSlice(row)
    }
  }

  /// Adds an anonymous slice row's counters. False as ``change(_:replacing:)``.
  func anonymousSlice(_ row: RollupAnonymousSlice) -> Bool {
    guard let source = Self.source(row.source), let variant = variantNumber(row.variant) else { return false }
    changed(row.day)
    slices.add(row, variant: variant, source: source)
    return true
  }

  private func load(_ row: RollupPlan.DailyChange) -> Bool {
    guard let source = Self.source(row.source), let (user, variant) = numbers(row),
      let d = Int32(exactly: row.impressions), let t = Int32(exactly: row.taps),
      let c = Int32(exactly: row.closes)
    else { return false }
    days[row.day, default: RangeDay()].append(
      user: user, variant: variant, source: source, (d, t, c), first: first(row))
    changed(row.day)
    rows += 1
    return true
  }

  /// A row's first event with its values numbered.
  private func first(_ row: RollupPlan.DailyChange) -> RangeDay.First {
    (row.firstSeq, slices.number(row.appVersion, .appVersion), slices.number(row.device, .device))
  }

  /// The user's and variant's numbers, given on first sight; nil beyond 256 variants.
  private func numbers(_ row: RollupPlan.DailyChange) -> (Int32, UInt8)? {
    guard let user = row.user.isEmpty ? -1 : userNumber(row.user), let variant = variantNumber(row.variant)
    else { return nil }
    return (user, variant)
  }

  private func userNumber(_ name: String) -> Int32? {
    if let found = userIndex[name] { return found }
    guard users.count < Int32.max else { return nil }
    let user = Int32(users.count)
    userIndex[name] = user
    users.append(name)
    return user
  }

  private func variantNumber(_ name: String) -> UInt8? {
    if let found = variantIndex[name] { return found }
    guard variants.count < 256 else { return nil }
    let variant = UInt8(variants.count)
    variantIndex[name] = variant
    variants.append(name)
    return variant
  }

  /// Forgets the rows of `day` (before it is read again).
  func clear(day: Int64) {
    changed(day)
    rows -= days[day]?.count ?? 0
    days[day] = nil
    slices.clear(day: day)
  }

  /// The report's sums over the whole days `[from, to)` of the sources in `sources` (bit 0 app,
  /// bit 1 preview): per named user their counters summed over those days, a user of two variants
  /// counted apart; the anonymous rows per variant.
  func sums(from: Int64, to: Int64, sources: UInt8) -> ReportSums {
    let key = MemoKey(from: from, to: to, sources: sources)
    let latest = dayChanges.reduce(UInt64(0)) { $1.key >= from && $1.key < to ? max($0, $1.value) : $0 }
    if let kept = memo[key], kept.changes == latest { return kept.sums }
    let sums = count(from: from, to: to, sources: sources, by: nil).first?.sums ?? ReportSums(origin: .rollup)
    if memo.count >= Self.memoSize { memo.removeAll(keepingCapacity: true) }
    memo[key] = (latest, sums)
    return sums
  }

  /// The sliced report's sums over every day of the sources in `sources`: a named user in the slice of
  /// their earliest first event among those sources, an anonymous row in its own; every slice with a
  /// unit, in ``SlicedSumsQuery/ordered(_:)`` order.
  func slicedSums(by dimension: SliceDimension, sources: UInt8) -> [SliceSums] {
    let key = SlicedKey(sources: sources, dimension: dimension)
    if let kept = slicedMemo[key], kept.changes == changes { return kept.slices }
    let values = slices.values[dimension]!
    let slices = SlicedSumsQuery.ordered(
      count(from: .min, to: .max, sources: sources, by: dimension).map {
        SliceSums(value: values[$0.slice], sums: $0.sums)
      })
    if slicedMemo.count >= Self.memoSize { slicedMemo.removeAll(keepingCapacity: true) }
    slicedMemo[key] = (changes, slices)
    return slices
  }

  /// ``sums(from:to:sources:)`` counted, whole or per slice of `dimension`: one pass over the rows of
  /// the days, then one over the users met; the slices (numbers of ``RangeSlices/values``) with a unit.
  private func count(from: Int64, to: Int64, sources: UInt8, by dimension: SliceDimension?)
    -> [(slice: Int, sums: ReportSums)]
  {
    var counters = self.counters
    self.counters = []
    defer { self.counters = counters }
    if counters.count < users.count {
      counters += repeatElement(Counters(), count: users.count - counters.count)
    }
    pass &+= 1
    if pass == 0 {
      for index in counters.indices { counters[index].pass = 0 }
      pass = 1
    }
    let pass = self.pass
    var met: [Int32] = []
    var anonymous = [(Int, Int, Int)](repeating: (0, 0, 0), count: variants.count)
    var anonymousSeen = [Bool](repeating: false, count: variants.count)
    counters.withUnsafeMutableBufferPointer { users in
      for (day, rows) in days where day >= from && day < to {
        // Sliced: each user's slice is the one of their row with the lowest first `seq`.
        let sliceColumn = dimension.map { $0 == .appVersion ? rows.appVersion : rows.device }
        rows.user.withUnsafeBufferPointer { user in
          rows.variant.withUnsafeBufferPointer { variant in
            rows.source.withUnsafeBufferPointer { source in
              rows.impressions.withUnsafeBufferPointer { d in
                rows.taps.withUnsafeBufferPointer { t in
                  rows.closes.withUnsafeBufferPointer { c in
                    for row in 0..<user.count where sources & (1 << source[row]) != 0 {
                      let v = UInt16(variant[row])
                      let u = user[row]
                      if u < 0 {
                        let sum = anonymous[Int(v)]
                        anonymous[Int(v)] = (sum.0 + Int(d[row]), sum.1 + Int(t[row]), sum.2 + Int(c[row]))
                        anonymousSeen[Int(v)] = true
                        continue
                      }
                      let i = Int(u)
                      if users[i].pass != pass {
                        users[i] = Counters(pass: pass, variant: v, d: 0, t: 0, c: 0)
                        met.append(u)
                      } else if users[i].variant != v {
                        users[i].variant = Self.mixed
                      }
                      users[i].d += Int64(d[row])
                      users[i].t += Int64(t[row])
                      users[i].c += Int64(c[row])
                      if let sliceColumn, rows.firstSeq[row] < users[i].first {
                        users[i].first = rows.firstSeq[row]
                        users[i].slice = sliceColumn[row]
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    // Per variant, the ReportSumsQuery columns as plain integers (a VariantSums per user would copy
    // its id each time).
    let width = 13
    let sliceCount = dimension.map { slices.values[$0]!.count } ?? 1
    let cells = sliceCount * variants.count
    var totals = [Int](repeating: 0, count: cells * width)
    var present = [Bool](repeating: false, count: cells)
    var multiple = [Int](repeating: 0, count: sliceCount)
    var sliceMet = [Bool](repeating: false, count: sliceCount)
    if let dimension {
      let (sums, seen) = slices.anonymousSums(dimension, sources: sources, variants: variants.count)
      anonymous = sums
      anonymousSeen = seen
    }
    counters.withUnsafeBufferPointer { users in
      for u in met {
        let user = users[Int(u)]
        let slice = dimension == nil ? 0 : Int(user.slice)
        sliceMet[slice] = true
        guard user.variant != Self.mixed else {
          multiple[slice] += 1
          continue
        }
        let v = slice * variants.count + Int(user.variant)
        present[v] = true
        let base = v * width
        let (di, ti, ci) = (Int(user.d), Int(user.t), Int(user.c))
        let m = min(ti, di)
        if di > 0 {
          totals[base] += 1
          if ti > 0 { totals[base + 1] += 1 }
          totals[base + 2] += ci
          totals[base + 3] += ci * ci
          totals[base + 4] += ci * di
          totals[base + 5] += ti - m
        } else {
          totals[base + 5] += ti + ci
        }
        totals[base + 6] += di
        totals[base + 7] += m
        totals[base + 8] += m * m
        totals[base + 9] += di * di
        totals[base + 10] += m * di
      }
    }
    var result: [(slice: Int, sums: ReportSums)] = []
    for slice in 0..<sliceCount {
      let first = slice * variants.count
      guard sliceMet[slice] || anonymousSeen[first..<first + variants.count].contains(true) else { continue }
      let sums = variantSums(totals, present, anonymous, anonymousSeen, first: first, width: width)
      result.append(
        (slice, ReportSums(variants: sums, multipleVariantUsers: multiple[slice], origin: .rollup)))
    }
    return result
  }

  /// The variants' sums of one slice: the cells `first…` of the totals.
  private func variantSums(
    _ totals: [Int], _ present: [Bool], _ anonymous: [(Int, Int, Int)], _ anonymousSeen: [Bool], first: Int,
    width: Int
  ) -> [VariantSums] {
    var result: [VariantSums] = []
    for variant in variants.indices where present[first + variant] || anonymousSeen[first + variant] {
      let v = first + variant
      let x = totals[(v * width)..<(v * width + width)].map { $0 }
      var sums = VariantSums(
        variant: variants[variant], units: x[0], users: x[0], usersTapped: x[1], impressions: x[6],
        taps: x[7],
        closes: x[2], tapsSquared: x[8], impressionsSquared: x[9], tapsTimesImpressions: x[10],
        unmatched: x[5], closesSquared: x[3], closesTimesImpressions: x[4])
      if anonymousSeen[v] {
        sums.addAnonymous(impressions: anonymous[v].0, taps: anonymous[v].1, closes: anonymous[v].2)
      }
      result.append(sums)
    }
    return result
  }
}
