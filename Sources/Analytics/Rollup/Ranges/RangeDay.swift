/// One UTC day of a campaign's daily rollup rows in memory (``RangeCampaign``), column by column: per
/// row the user's index (−1 for the anonymous rows), the variant's and source's, the counters, and its
/// first event (lowest `seq`) with that event's slice values by number (``RangeSlices``).
struct RangeDay {
  var user: [Int32] = []
  var variant: [UInt8] = []
  var source: [UInt8] = []
  var impressions: [Int32] = []
  var taps: [Int32] = []
  var closes: [Int32] = []
  var firstSeq: [Int64] = []
  var appVersion: [Int32] = []
  var device: [Int32] = []
  /// (user, variant, source) → row, built the first time a row of the day is changed (a loaded day
  /// that is only read never needs it).
  private var index: [UInt64: Int32]? = nil

  /// A row's first event: its `seq` and slice value numbers.
  typealias First = (seq: Int64, appVersion: Int32, device: Int32)

  var count: Int { user.count }

  private static func key(_ user: Int32, _ variant: UInt8, _ source: UInt8) -> UInt64 {
    UInt64(UInt32(bitPattern: user)) << 16 | UInt64(variant) << 8 | UInt64(source)
  }

  /// Appends a row known to be new (a load).
  mutating func append(
    user: Int32, variant: UInt8, source: UInt8, _ counters: (Int32, Int32, Int32), first: First
  ) {
    if index != nil { index![Self.key(user, variant, source)] = Int32(self.user.count) }
    self.user.append(user)
    self.variant.append(variant)
    self.source.append(source)
    impressions.append(counters.0)
    taps.append(counters.1)
    closes.append(counters.2)
    firstSeq.append(first.seq)
    appVersion.append(first.appVersion)
    device.append(first.device)
  }

  /// Adds `counters` to the row of (user, variant, source) and keeps the earlier first event, or sets
  /// both when `replacing`; a new row when there is none. False when a counter would not fit in 32
  /// bits.
  mutating func change(
    user: Int32, variant: UInt8, source: UInt8, _ counters: (Int, Int, Int), first: First, replacing: Bool
  ) -> Bool {
    if index == nil {
      var built: [UInt64: Int32] = [:]
      built.reserveCapacity(self.user.count + 16)
      for row in self.user.indices {
        built[Self.key(self.user[row], self.variant[row], self.source[row])] = Int32(row)
      }
      index = built
    }
    let key = Self.key(user, variant, source)
    guard let row = index![key].map(Int.init) else {
      guard let d = Int32(exactly: counters.0), let t = Int32(exactly: counters.1),
        let c = Int32(exactly: counters.2)
      else { return false }
      append(user: user, variant: variant, source: source, (d, t, c), first: first)
      return true
    }
    let base = replacing ? (0, 0, 0) : (Int(impressions[row]), Int(taps[row]), Int(closes[row]))
    guard let d = Int32(exactly: base.0 + counters.0), let t = Int32(exactly: base.1 + counters.1),
      let c = Int32(exactly: base.2 + counters.2)
    else { return false }
    impressions[row] = d
    taps[row] = t
    closes[row] = c
    if replacing || first.seq < firstSeq[row] {
      firstSeq[row] = first.seq
      appVersion[row] = first.appVersion
      device[row] = first.device
    }
    return true
  }
}
