/// One campaign's daily rollup rows (`rollup_daily`) in memory, for ``RangeCache``: users and variants
/// numbered, each day's rows column by column (``RangeDay``), and per day the commits of each writer the
/// rows include (`rollup_day_versions`). A whole-day range's report is one pass over the rows of its
/// days into per-user counters, then one over the users met: the report's SQL
/// (``RollupSQL/dailyReport(filter:variant:)``) in Swift, without hashing a user per row.
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

  // The pass's counters per user, reused: `seen[u] == pass` marks a user met in this pass.
  private var pass: UInt32 = 0
  private var seen: [UInt32] = []
  private var d: [Int64] = []
  private var t: [Int64] = []
  private var c: [Int64] = []
  /// The user's variant in the pass, or ``mixed``.
  private var variant: [UInt16] = []
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
    let before = days[row.day]?.count ?? 0
    let changed = days[row.day, default: RangeDay()].change(
      user: user, variant: variant, source: source, (row.impressions, row.taps, row.closes),
      replacing: replacing)
    rows += (days[row.day]?.count ?? 0) - before
    return changed
  }

  /// Appends a row read from the database (no row of its key yet). False as ``change(_:replacing:)``.
  func load(_ row: RollupPlan.DailyChange) -> Bool {
    guard let source = Self.source(row.source), let (user, variant) = numbers(row),
      let d = Int32(exactly: row.impressions), let t = Int32(exactly: row.taps),
      let c = Int32(exactly: row.closes)
    else { return false }
    days[row.day, default: RangeDay()].append(user: user, variant: variant, source: source, (d, t, c))
    rows += 1
    return true
  }

  /// The user's and variant's numbers, given on first sight; nil beyond 256 variants.
  private func numbers(_ row: RollupPlan.DailyChange) -> (Int32, UInt8)? {
    let user: Int32
    if row.user.isEmpty {
      user = -1
    } else if let found = userIndex[row.user] {
      user = found
    } else {
      guard users.count < Int32.max else { return nil }
      user = Int32(users.count)
      userIndex[row.user] = user
      users.append(row.user)
    }
    if let found = variantIndex[row.variant] { return (user, found) }
    guard variants.count < 256 else { return nil }
    let variant = UInt8(variants.count)
    variantIndex[row.variant] = variant
    variants.append(row.variant)
    return (user, variant)
  }

  /// Forgets the rows of `day` (before it is read again).
  func clear(day: Int64) {
    rows -= days[day]?.count ?? 0
    days[day] = nil
  }

  /// The report's sums over the whole days `[from, to)` of the sources in `sources` (bit 0 app,
  /// bit 1 preview): per named user their counters summed over those days, a user of two variants
  /// counted apart; the anonymous rows per variant.
  func sums(from: Int64, to: Int64, sources: UInt8) -> ReportSums {
    if seen.count < users.count {
      let grow = users.count - seen.count
      seen += repeatElement(0, count: grow)
      d += repeatElement(0, count: grow)
      t += repeatElement(0, count: grow)
      c += repeatElement(0, count: grow)
      variant += repeatElement(0, count: grow)
    }
    pass &+= 1
    if pass == 0 {
      for index in seen.indices { seen[index] = 0 }
      pass = 1
    }
    var met: [Int32] = []
    var anonymous = [(Int, Int, Int)?](repeating: nil, count: variants.count)
    for (day, rows) in days where day >= from && day < to {
      for row in 0..<rows.count where sources & (1 << rows.source[row]) != 0 {
        let v = rows.variant[row]
        let u = rows.user[row]
        if u < 0 {
          let sum = anonymous[Int(v)] ?? (0, 0, 0)
          anonymous[Int(v)] = (
            sum.0 + Int(rows.impressions[row]), sum.1 + Int(rows.taps[row]), sum.2 + Int(rows.closes[row])
          )
          continue
        }
        let i = Int(u)
        if seen[i] != pass {
          seen[i] = pass
          d[i] = 0
          t[i] = 0
          c[i] = 0
          variant[i] = UInt16(v)
          met.append(u)
        } else if variant[i] != UInt16(v) {
          variant[i] = Self.mixed
        }
        d[i] += Int64(rows.impressions[row])
        t[i] += Int64(rows.taps[row])
        c[i] += Int64(rows.closes[row])
      }
    }
    var perVariant = [VariantSums?](repeating: nil, count: variants.count)
    var multiple = 0
    for u in met {
      let i = Int(u)
      guard variant[i] != Self.mixed else {
        multiple += 1
        continue
      }
      let v = Int(variant[i])
      var sums = perVariant[v] ?? VariantSums(variant: variants[v])
      let (di, ti, ci) = (Int(d[i]), Int(t[i]), Int(c[i]))
      let m = min(ti, di)
      if di > 0 {
        sums.units += 1
        sums.users += 1
        if ti > 0 { sums.usersTapped += 1 }
        sums.closes += ci
        sums.closesSquared += ci * ci
        sums.closesTimesImpressions += ci * di
        sums.unmatched += ti - m
      } else {
        sums.unmatched += ti + ci
      }
      sums.impressions += di
      sums.taps += m
      sums.tapsSquared += m * m
      sums.impressionsSquared += di * di
      sums.tapsTimesImpressions += m * di
      perVariant[v] = sums
    }
    for (v, counters) in anonymous.enumerated() {
      guard let counters else { continue }
      var sums = perVariant[v] ?? VariantSums(variant: variants[v])
      sums.addAnonymous(impressions: counters.0, taps: counters.1, closes: counters.2)
      perVariant[v] = sums
    }
    return ReportSums(variants: perVariant.compactMap { $0 }, multipleVariantUsers: multiple, origin: .rollup)
  }
}
