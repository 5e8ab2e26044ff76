import Analytics
import HTTPServer
import Synchronization

/// Counters and the commit histogram behind `GET /metrics` (Prometheus text format).
final class Metrics: Sendable {
  /// Upper bounds (seconds) of the commit-duration histogram buckets.
  static let commitBuckets: [Double] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
  ]

  private struct State {
    var requests: [RouteStatus: Int] = [:]
    // Plain fields, not a dictionary: three string hashes per request were visible in the ingest profile.
    var accepted = 0
    var duplicates = 0
    var rejected = 0
    var commitBucketCounts = [Int](repeating: 0, count: Metrics.commitBuckets.count)
    var commitCount = 0
    var commitSum = 0.0
  }

  private struct RouteStatus: Hashable {
    var route: String
    var status: Int
  }

  private let state = Mutex(State())
  /// The compressed forms of reusable answers (the server's `CompressingHandler` keeps them here), so
  /// that `/metrics` tells how many bodies were compressed: once each, not once per request.
  let compressedAnswers = CompressedAnswers()

  func countRequest(route: String, status: Int) {
    state.withLock { $0.requests[RouteStatus(route: route, status: status), default: 0] += 1 }
  }

  func countEvents(accepted: Int = 0, duplicates: Int = 0, rejected: Int = 0) {
    state.withLock {
      $0.accepted += accepted
      $0.duplicates += duplicates
      $0.rejected += rejected
    }
  }

  @Sendable func observeCommit(_ observation: CommitObservation) {
    state.withLock { state in
      state.commitCount += 1
      state.commitSum += observation.seconds
      for (index, bound) in Self.commitBuckets.enumerated() where observation.seconds <= bound {
        state.commitBucketCounts[index] += 1
      }
    }
  }

  /// The Prometheus exposition text.
  func text(queueDepth: Int) -> String {
    let snapshot = state.withLock { $0 }
    var out =
      "# HELP dialog_preview_http_requests_total HTTP requests answered, by route pattern and status.\n"
    out += "# TYPE dialog_preview_http_requests_total counter\n"
    let sorted = snapshot.requests.sorted {
      ($0.key.route, String($0.key.status)) < ($1.key.route, String($1.key.status))
    }
    for (key, count) in sorted {
      out +=
        "dialog_preview_http_requests_total{route=\"\(Self.escapeLabel(key.route))\",status=\"\(key.status)\"} \(count)\n"
    }
    out +=
      "# HELP dialog_preview_events_total Events received, by result.\n# TYPE dialog_preview_events_total counter\n"
    let events = [
      ("accepted", snapshot.accepted), ("duplicate", snapshot.duplicates), ("rejected", snapshot.rejected),
    ]
    for (result, count) in events {
      out += "dialog_preview_events_total{result=\"\(result)\"} \(count)\n"
    }
    out += "# HELP dialog_preview_event_queue_depth Events waiting for the writer thread.\n"
    out += "# TYPE dialog_preview_event_queue_depth gauge\ndialog_preview_event_queue_depth \(queueDepth)\n"
    out +=
      "# HELP dialog_preview_commit_seconds Duration of each group commit.\n# TYPE dialog_preview_commit_seconds histogram\n"
    for (index, bound) in Self.commitBuckets.enumerated() {
      out += "dialog_preview_commit_seconds_bucket{le=\"\(bound)\"} \(snapshot.commitBucketCounts[index])\n"
    }
    out += "dialog_preview_commit_seconds_bucket{le=\"+Inf\"} \(snapshot.commitCount)\n"
    out +=
      "dialog_preview_commit_seconds_sum \(snapshot.commitSum)\ndialog_preview_commit_seconds_count \(snapshot.commitCount)\n"
    out +=
      "# HELP dialog_preview_cached_compressions_total Reusable bodies (pages, files) compressed, once per encoding.\n"
    out += "# TYPE dialog_preview_cached_compressions_total counter\n"
    out += "dialog_preview_cached_compressions_total \(compressedAnswers.compressionCount)\n"
    return out
  }

  static func escapeLabel(_ value: String) -> String {
    value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
