extension Event {
  /// The allowed length of an id, in characters of `[A-Za-z0-9_-]`.
  public static let idLength = 8...64
  /// The longest `user`, in Unicode scalars.
  public static let maxUserScalars = 128
  /// The earliest `ts`: 2020-01-01T00:00:00Z in epoch milliseconds.
  public static let earliestTimestamp: Int64 = 1_577_836_800_000
  /// How far past the server's time a `ts` may be: 24 hours in milliseconds.
  public static let maxClockAhead: Int64 = 86_400_000
  /// The allowed length of `install`, in characters (printable ASCII, no space: a UUID fits).
  public static let installLength = 1...64
  /// The allowed `seq`: from 1 to 2⁵³ − 1, the largest integer every JSON parser reads exactly.
  public static let seqRange: ClosedRange<Int64> = 1...9_007_199_254_740_991
  /// The allowed length of `app_version`, in Unicode scalars (none of them control characters).
  public static let appVersionLength = 1...32
  /// The most events in one batch.
  public static let maxBatchSize = 500
}
