/// One row of `rollup_day_versions`: how many commits a writer (a store instance, by a random id
/// drawn when it opens) made to a campaign's day. Every
/// writer counts its own, so instances never wait on each other's row; day −1 holds the marks a
/// rebuild or purge leaves (a new writer id, 1 commit). ``RangeCache`` compares them with what it holds.
public struct RangeVersion: Hashable, Sendable {
  public var campaign: String
  public var day: Int64
  public var writer: Int64
  public var commits: Int64

  public init(campaign: String, day: Int64, writer: Int64, commits: Int64) {
    self.campaign = campaign
    self.day = day
    self.writer = writer
    self.commits = commits
  }

  /// The day of the rebuilds' marks.
  public static let rebuildDay: Int64 = -1

  /// The table, the same in both stores.
  public static let createTable = """
    CREATE TABLE rollup_day_versions (
      campaign TEXT NOT NULL,
      day BIGINT NOT NULL,
      writer BIGINT NOT NULL,
      commits BIGINT NOT NULL,
      PRIMARY KEY (campaign, day, writer)
    )
    """

  /// The mark a rebuild of `campaign` (its placeholder) leaves, so every cache reads the campaign again.
  public static func rebuildMark(campaign: String) -> String {
    "INSERT INTO rollup_day_versions (campaign, day, writer, commits) VALUES (\(campaign), -1, "
      + "\(Int64.random(in: 1...Int64.max)), 1)"
  }
}
