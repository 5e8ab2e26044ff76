/// One row's worth of the running sums in `rollup_sums` (per campaign, scope, variant and shard), or a
/// change of them; the columns in ``columns`` order. Named users' contributions and a variant's
/// anonymous counters are kept apart: anonymous taps are matched to anonymous impressions only when
/// read (``VariantSums/addAnonymous(impressions:taps:closes:)``), which does not add up per event.
public struct RollupSums: Hashable, Sendable {
  /// A sums row's key.
  public struct Key: Hashable, Sendable {
    public var campaign: String
    public var scope: String
    public var variant: String

    public init(campaign: String, scope: String, variant: String) {
      self.campaign = campaign
      self.scope = scope
      self.variant = variant
    }
  }

  /// The column names, in the order of ``values``.
  public static let columns = [
    "user_groups", "units", "users_tapped", "impressions", "taps", "closes", "taps_sq", "impressions_sq",
    "taps_impressions", "unmatched", "anon_impressions", "anon_taps", "anon_closes", "mixed_users",
    "closes_sq", "closes_impressions",
  ]

  /// The column of Σc² (named units' closes squared; then Σc·d), the first added after the rollups'
  /// first schema.
  public static let closesSquared = 14

  /// The values, in ``columns`` order.
  public var values: [Int]

  /// Zero sums.
  public init() { values = Array(repeating: 0, count: Self.columns.count) }

  /// Sums from the values of ``columns``, in order.
  public init(values: [Int]) {
    self.values = values.count == Self.columns.count ? values : Array(repeating: 0, count: Self.columns.count)
  }

  /// Users of the other variants counted here (a user of two variants is kept in the row of the first).
  public var mixedUsers: Int {
    get { values[13] }
    set { values[13] = newValue }
  }

  /// Whether every value is zero.
  public var isZero: Bool { values.allSatisfy { $0 == 0 } }

  /// A named user's contribution with d impressions, t taps and c closes, as the scan counts them
  /// (``ReportSumsQuery``): m = min(t, d); without impressions every tap and close is unmatched.
  public static func contribution(impressions d: Int, taps t: Int, closes c: Int) -> RollupSums {
    let m = min(t, d)
    let unit = d > 0 ? 1 : 0
    return RollupSums(values: [
      1, unit, d > 0 && t > 0 ? 1 : 0, d, m, d > 0 ? c : 0, m * m, d * d, m * d, d == 0 ? t + c : t - m,
      0, 0, 0, 0, d > 0 ? c * c : 0, d > 0 ? c * d : 0,
    ])
  }

  /// Adds `other` value by value.
  public mutating func add(_ other: RollupSums) {
    for index in values.indices { values[index] += other.values[index] }
  }

  /// The column of ``mixedUsers``, and the first of the three anonymous counters.
  static let mixedUsersColumn = 13
  static let anonymousImpressions = 10

  /// Adds (`sign` 1) or takes out (`sign` -1) a named user's contribution with d impressions, t taps
  /// and c closes, in place: the same values as ``contribution(impressions:taps:closes:)`` without
  /// building a row (an array) per user on the ingest path.
  public mutating func add(impressions d: Int, taps t: Int, closes c: Int, sign: Int = 1) {
    values.withUnsafeMutableBufferPointer { v in
      Self.add(impressions: d, taps: t, closes: c, sign: sign, to: v, at: 0)
    }
  }

  /// ``add(impressions:taps:closes:sign:)`` on the row of values starting at `start` in `v`.
  static func add(
    impressions d: Int, taps t: Int, closes c: Int, sign: Int, to v: UnsafeMutableBufferPointer<Int>,
    at start: Int
  ) {
    let m = min(t, d)
    v[start] += sign
    if d > 0 {
      v[start + 1] += sign
      if t > 0 { v[start + 2] += sign }
      v[start + 5] += sign * c
      v[start + 9] += sign * (t - m)
      v[start + 14] += sign * c * c
      v[start + 15] += sign * c * d
    } else {
      v[start + 9] += sign * (t + c)
    }
    v[start + 3] += sign * d
    v[start + 4] += sign * m
    v[start + 6] += sign * m * m
    v[start + 7] += sign * d * d
    v[start + 8] += sign * m * d
  }

  /// Subtracts `other` value by value.
  public mutating func subtract(_ other: RollupSums) {
    for index in values.indices { values[index] -= other.values[index] }
  }

  /// The report's sums from the summed rows of one campaign and scope (variant → sums): variants with
  /// neither a user counted in them nor an anonymous event are left out, as a scan leaves them out.
  public static func reportSums(_ rows: [String: RollupSums]) -> ReportSums {
    var variants: [VariantSums] = []
    var mixed = 0
    for (variant, row) in rows {
      let v = row.values
      mixed += v[13]
      guard v[0] > 0 || v[10] + v[11] + v[12] > 0 else { continue }
      var sums = VariantSums(
        variant: variant, units: v[1], users: v[1], usersTapped: v[2], impressions: v[3], taps: v[4],
        closes: v[5], tapsSquared: v[6], impressionsSquared: v[7], tapsTimesImpressions: v[8],
        unmatched: v[9], closesSquared: v[14], closesTimesImpressions: v[15])
      if v[10] + v[11] + v[12] > 0 { sums.addAnonymous(impressions: v[10], taps: v[11], closes: v[12]) }
      variants.append(sums)
    }
    return ReportSums(variants: variants, multipleVariantUsers: mixed, origin: .rollup)
  }
}
