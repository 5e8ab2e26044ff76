/// The slice values of a campaign held by ``RangeCampaign``, numbered per dimension (0: not sent), and
/// per day its anonymous slice rows (``RollupAnonymousSlice``).
struct RangeSlices {
  /// One anonymous slice row: source, variant and values by number, and its counters.
  struct Anonymous {
    var source: UInt8
    var variant: UInt8
    var appVersion: Int32
    var device: Int32
    var impressions: Int
    var taps: Int
    var closes: Int
  }

  /// Per dimension, the values by number (0 is `nil`, not sent) and the numbers by value.
  private(set) var values: [SliceDimension: [String?]] = [.appVersion: [nil], .device: [nil]]
  private var numbers: [SliceDimension: [String: Int32]] = [.appVersion: [:], .device: [:]]
  /// Per day, the anonymous rows.
  private(set) var anonymous: [Int64: [Anonymous]] = [:]

  /// The number of `value` in `dimension`, given on first sight.
  mutating func number(_ value: String?, _ dimension: SliceDimension) -> Int32 {
    guard let value else { return 0 }
    if let found = numbers[dimension]?[value] { return found }
    let number = Int32(values[dimension]!.count)
    values[dimension]!.append(value)
    numbers[dimension]![value] = number
    return number
  }

  /// Adds an anonymous row's counters (a row read, or what a commit adds).
  mutating func add(_ row: RollupAnonymousSlice, variant: UInt8, source: UInt8) {
    let app = number(row.appVersion, .appVersion)
    let device = number(row.device, .device)
    // In place (a copy of the day's rows taken out and put back copied them on every row read).
    let added = Anonymous(
      source: source, variant: variant, appVersion: app, device: device, impressions: row.impressions,
      taps: row.taps, closes: row.closes)
    anonymous[row.day, default: []].merge(added)
  }

  /// Forgets the anonymous rows of `day` (before it is read again).
  mutating func clear(day: Int64) { anonymous[day] = nil }

  /// The anonymous counters per (slice, variant) over all days, of the sources in `sources`:
  /// index `slice * variants + variant`, and whether any row was there.
  func anonymousSums(_ dimension: SliceDimension, sources: UInt8, variants: Int)
    -> (sums: [(Int, Int, Int)], seen: [Bool])
  {
    let slices = values[dimension]!.count
    var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: slices * variants)
    var seen = [Bool](repeating: false, count: slices * variants)
    for rows in anonymous.values {
      for row in rows where sources & (1 << row.source) != 0 {
        let slice = dimension == .appVersion ? row.appVersion : row.device
        let index = Int(slice) * variants + Int(row.variant)
        sums[index] = (sums[index].0 + row.impressions, sums[index].1 + row.taps, sums[index].2 + row.closes)
        seen[index] = true
      }
    }
    return (sums, seen)
  }
}

extension [RangeSlices.Anonymous] {
  /// Adds `row`'s counters to the row of its key, or appends it.
  fileprivate mutating func merge(_ row: RangeSlices.Anonymous) {
    if let index = firstIndex(where: {
      $0.source == row.source && $0.variant == row.variant && $0.appVersion == row.appVersion
        && $0.device == row.device
    }) {
      self[index].impressions += row.impressions
      self[index].taps += row.taps
      self[index].closes += row.closes
    } else {
      append(row)
    }
  }
}
