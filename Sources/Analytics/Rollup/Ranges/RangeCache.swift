import Foundation
import Synchronization

/// The daily rollups of the campaigns asked for whole-day ranges, held in memory so a range's report
/// is one pass over its days' rows (``RangeCampaign``) instead of a per-user aggregate in SQL
/// (issue 43, part 4; docs/benchmarks.md has the figures), and so is the whole campaign's sliced report
/// (part 3: each row keeps its first event's values, the anonymous slices are held per day).
///
/// Kept exact:
/// - **This store's commits** change it right after they commit (``committed(_:replacing:adding:)``):
///   applied at once when no report is reading, else queued for the next report. Each commit adds 1,
///   per (campaign, day) it touches, to this store's count in `rollup_day_versions` (writer id drawn
///   when the store opens: instances never wait on each other's row; PostgreSQL reads the count back,
///   SQLite's single writer keeps it), and a
///   day's rows remember the count of every writer they include, so a commit already in rows read from
///   the database is never added twice.
/// - **Every writer's counts** (another instance on the same PostgreSQL, this one's, a `purge` or
///   `rollup --rebuild`, which leave a mark on day −1) are compared by each report for its days (one
///   small read): a day whose rows don't include what the database counts is read again, the whole
///   campaign after a rebuild mark. A commit whose answer was lost (it happened, its rows never came
///   here) is caught so too.
///
/// A campaign is read whole the first time a report asks for one of its ranges, in the background
/// (that report and those until the read ends are answered by SQL: ``sums(_:days:reads:)`` returns nil),
/// or at once by ``preload(_:reads:)``. At most ``maxCampaigns`` are held (the least recently asked
/// dropped); a campaign it can't hold (more than 256 variants, a counter beyond 32 bits) or couldn't
/// read (a database error) is answered by SQL, and read again at the earliest ``retryAfter`` later.
/// Memory: about 34 bytes per daily row (18 for the keys and counters, 16 for its first event) plus the
/// user ids (10⁷ events of the bench: 1.25 million rows).
public final class RangeCache: Sendable {
  /// The most campaigns held.
  public static let maxCampaigns = 8
  /// Queued rows beyond which the queue is dropped and the campaigns read again when asked.
  static let maxQueuedRows = 2_000_000

  private typealias Commit = RangeCommit

  private struct Key: Hashable, Sendable {
    var campaign: String
    var day: Int64
  }

  private struct Writer: Sendable {
    let id = Int64.random(in: 1...Int64.max)
    /// Campaigns held or being read: their commits are queued.
    var held: Set<String> = []
    var loading: Set<String> = []
    var queue: [Commit] = []
    var queuedRows = 0
    var overflowed = false
    /// When a campaign's last read failed (or it couldn't be held): not read again for a while.
    var failed: [String: ContinuousClock.Instant] = [:]
  }

  /// How long a campaign whose read failed is counted by SQL before it is read again.
  static let retryAfter: Duration = .seconds(60)

  private struct Held: Sendable {
    var campaigns: [String: RangeCampaign] = [:]
    var answered = 0
    var lastUsed: [String: Int] = [:]
    var uses = 0
  }

  private let writer = Mutex(Writer())
  private let held = Mutex(Held())

  public init() {}

  /// This store's writer id.
  public var writerID: Int64 { writer.withLock { $0.id } }

  /// The (campaign, day) pairs a commit of these daily rows counts itself in, under this store's
  /// writer id: the store adds 1 to each in `rollup_day_versions` inside the commit and hands the
  /// counts it reads back to ``committed(_:replacing:adding:)``.
  public func days(of rows: [RollupPlan.DailyChange]...) -> [RangeVersion] {
    let id = writerID
    var seen = Set<Key>()
    var days: [RangeVersion] = []
    for list in rows {
      for row in list where seen.insert(Key(campaign: row.campaign, day: row.day)).inserted {
        days.append(RangeVersion(campaign: row.campaign, day: row.day, writer: id, commits: 1))
      }
    }
    return days
  }

  /// After the commit that wrote `commit.versions` succeeded: counts it, and changes the held campaigns
  /// by its rows (``RangeCommit``).
  public func committed(_ commit: RangeCommit) {
    let queued = writer.withLock { state -> Bool in
      let concerned = commit.versions.filter { state.held.contains($0.campaign) }
      guard !concerned.isEmpty else { return false }
      let names = Set(concerned.map(\.campaign))
      let commit = Commit(
        versions: concerned, replacing: commit.replacing.filter { names.contains($0.campaign) },
        adding: commit.adding.filter { names.contains($0.campaign) },
        anonymousSlices: commit.anonymousSlices.filter { names.contains($0.campaign) })
      state.queuedRows += commit.replacing.count + commit.adding.count + commit.anonymousSlices.count
      if state.queuedRows > Self.maxQueuedRows {
        state.queue = []
        state.queuedRows = 0
        state.held = state.loading
        state.overflowed = true
      } else {
        state.queue.append(commit)
      }
      return true
    }
    if queued { _ = held.withLockIfAvailable { drain(&$0) } }
  }

  /// The report's sums over whole days `[days.from, days.to)` of `query`'s campaign and sources, or
  /// nil when the campaign isn't held yet (its read then starts in the background) or can't be.
  public func sums(_ query: EventQuery, days: (from: Int64, to: Int64), reads: RangeReads)
    throws(EventStoreError) -> ReportSums?
  {
    let sources = Self.sources(query)
    return try current(query.campaign, days: days, reads: reads) {
      $0.sums(from: days.from, to: days.to, sources: sources)
    }
  }

  /// The whole campaign's sums per slice of `dimension` (``SliceDimension``), for `query`'s campaign and
  /// sources (its times are not looked at: the caller asks only without them), or nil as
  /// ``sums(_:days:reads:)``.
  public func slicedSums(_ query: EventQuery, by dimension: SliceDimension, reads: RangeReads)
    throws(EventStoreError) -> [SliceSums]?
  {
    let sources = Self.sources(query)
    return try current(query.campaign, days: (.min, .max), reads: reads) {
      $0.slicedSums(by: dimension, sources: sources)
    }
  }

  /// The query's sources as ``RangeCampaign``'s bits.
  private static func sources(_ query: EventQuery) -> UInt8 {
    query.source.sources.reduce(UInt8(0)) { mask, source in
      mask | (1 << (RangeCampaign.source(source.rawValue) ?? 0))
    }
  }

  /// `answer` of the held campaign `name` once its days `[days.from, days.to)` are current (days another
  /// writer changed read again), or nil when it isn't held (its read starts in the background).
  private func current<T: Sendable>(
    _ name: String, days: (from: Int64, to: Int64), reads: RangeReads, _ answer: (RangeCampaign) -> T
  ) throws(EventStoreError) -> T? {
    let started = try held.withLock { state throws(EventStoreError) -> Bool? in
      drain(&state)
      guard let campaign = state.campaigns[name] else { return false }
      state.uses += 1
      state.lastUsed[name] = state.uses
      var stale = Set<Int64>()
      var rebuilt = false
      for version in try reads.versions(name, days.from, days.to) {
        guard campaign.versions[version.day]?[version.writer] != version.commits else { continue }
        if version.day == RangeVersion.rebuildDay { rebuilt = true } else { stale.insert(version.day) }
      }
      if rebuilt {
        state.campaigns[name] = nil
        writer.withLock { _ = $0.held.remove(name) }
        return nil
      }
      if !stale.isEmpty {
        for day in stale {
          campaign.clear(day: day)
          campaign.versions[day] = [:]
        }
        guard try install(reads, name, days: stale.sorted(), into: campaign) else {
          state.campaigns[name] = nil
          writer.withLock { _ = $0.held.remove(name) }
          return nil
        }
        drain(&state)
      }
      return true
    }
    switch started {
    case true?:
      return held.withLock { state in
        state.answered += 1
        return state.campaigns[name].map(answer)
      }
    default:
      load(name, reads: reads, wait: false)
      return nil
    }
  }

  /// Reads `campaign` whole now (tests, and the server at start: in the background).
  public func preload(_ campaign: String, reads: RangeReads) {
    load(campaign, reads: reads, wait: true)
  }

  /// Reads `campaigns` whole one after the other on a thread of its own, `log` told each one's rows
  /// and time (the server at start).
  public func preloadInBackground(
    _ campaigns: [String], reads: RangeReads, log: @escaping @Sendable (String) -> Void
  ) {
    Thread.detachNewThread { [self] in
      for name in campaigns.prefix(Self.maxCampaigns) {
        let start = ContinuousClock.now
        preload(name, reads: reads)
        let rows = held.withLock { $0.campaigns[name]?.rows }
        let took = ContinuousClock.now - start
        let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
        log(
          rows.map {
            "range cache: \(name) held, \($0) daily rows read in \(String(format: "%.2f", seconds)) s"
          }
            ?? "range cache: \(name) not held (it can't be); its ranges are counted by SQL")
      }
    }
  }

  /// The reports answered from memory so far (for the tests).
  public var answered: Int { held.withLock { $0.answered } }

  /// Whether `campaign` is held (for a server's log and the tests).
  public func holds(_ campaign: String) -> Bool { held.withLock { $0.campaigns[campaign] != nil } }

  private func load(_ name: String, reads: RangeReads, wait: Bool) {
    let start = writer.withLock { state -> Bool in
      guard !state.loading.contains(name) else { return false }
      if !wait, let failed = state.failed[name], ContinuousClock.now - failed < Self.retryAfter {
        return false
      }
      state.loading.insert(name)
      state.held.insert(name)
      return true
    }
    guard start else { return }
    let work: @Sendable () -> Void = { [self] in
      let campaign = RangeCampaign()
      var ok = false
      if let held = try? install(reads, name, days: nil, into: campaign) { ok = held }
      adopt(name, ok ? campaign : nil)
    }
    if wait { work() } else { Thread.detachNewThread(work) }
  }

  /// Holds a campaign just read (nil: it couldn't be), dropping the least recently asked beyond
  /// ``maxCampaigns``, and applies the commits queued meanwhile.
  private func adopt(_ name: String, _ campaign: RangeCampaign?) {
    held.withLock { state in
      writer.withLock { w in
        w.loading.remove(name)
        if campaign == nil {
          w.held.remove(name)
          w.failed[name] = .now
        } else {
          w.failed[name] = nil
        }
      }
      guard let campaign else { return }
      state.campaigns[name] = campaign
      state.uses += 1
      state.lastUsed[name] = state.uses
      while state.campaigns.count > Self.maxCampaigns {
        let heldNames = state.campaigns.keys
        guard let oldest = heldNames.min(by: { state.lastUsed[$0] ?? 0 < state.lastUsed[$1] ?? 0 }) else {
          break
        }
        state.campaigns[oldest] = nil
        writer.withLock { _ = $0.held.remove(oldest) }
      }
      drain(&state)
    }
  }

  /// Reads the campaign's rows (of `days`, or all) and versions into `campaign`; false when it can't
  /// hold them.
  private func install(_ reads: RangeReads, _ name: String, days: [Int64]?, into campaign: RangeCampaign)
    throws(EventStoreError) -> Bool
  {
    var fits = true
    let versions = try reads.rows(name, days) { row in
      fits = campaign.load(row)
      return fits
    }
    guard fits else { return false }
    for version in versions {
      campaign.versions[version.day, default: [:]][version.writer] = version.commits
    }
    return true
  }

  /// Applies the queued commits to the held campaigns; a (campaign, day) whose rows already include
  /// a commit (read after it) skips it. Commits of a campaign still being read stay queued.
  private func drain(_ state: inout Held) {
    let (queue, overflowed) = writer.withLock { w -> ([Commit], Bool) in
      let loading = w.loading
      let ready = w.queue.filter { commit in !commit.versions.contains { loading.contains($0.campaign) } }
      w.queue = w.queue.filter { commit in commit.versions.contains { loading.contains($0.campaign) } }
      w.queuedRows = w.queue.reduce(0) {
        $0 + $1.replacing.count + $1.adding.count + $1.anonymousSlices.count
      }
      let overflowed = w.overflowed
      w.overflowed = false
      return (ready, overflowed)
    }
    if overflowed {
      for name in Array(state.campaigns.keys) where !writer.withLock({ $0.held.contains(name) }) {
        state.campaigns[name] = nil
      }
    }
    for commit in queue {
      var apply = Set<Key>()
      for version in commit.versions {
        guard let campaign = state.campaigns[version.campaign],
          campaign.versions[version.day]?[version.writer] ?? 0 < version.commits
        else { continue }
        campaign.versions[version.day, default: [:]][version.writer] = version.commits
        apply.insert(Key(campaign: version.campaign, day: version.day))
      }
      var broken = Set<String>()
      for (rows, replacing) in [(commit.replacing, true), (commit.adding, false)] {
        for row in rows where apply.contains(Key(campaign: row.campaign, day: row.day)) {
          if state.campaigns[row.campaign]?.change(row, replacing: replacing) == false {
            broken.insert(row.campaign)
          }
        }
      }
      for row in commit.anonymousSlices where apply.contains(Key(campaign: row.campaign, day: row.day)) {
        if state.campaigns[row.campaign]?.anonymousSlice(row) == false { broken.insert(row.campaign) }
      }
      for name in broken {
        state.campaigns[name] = nil
        writer.withLock { _ = $0.held.remove(name) }
      }
    }
  }
}
