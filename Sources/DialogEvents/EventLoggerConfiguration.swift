import Foundation

/// How an ``EventLogger`` queues and delivers. The defaults and why (README, "Delivering events"):
/// - `flushAt` 20 events and `flushInterval` 30 s: Segment's iOS SDK sends at 20 events or 30 s,
///   PostHog's at 20 events or 30 s, Amplitude at 30 events or 30 s, RudderStack at 30 events or 10 s.
///   A dialog makes a few events per presentation, so waiting for 20 keeps requests rare while an
///   interval of 30 s bounds the staleness of the report.
/// - `maxQueueCount` 10 000 and `maxQueueBytes` 5 MiB: Segment and RudderStack keep 1 000 and
///   10 000 events; an event here is about 250 bytes, so a week offline fits.
/// - retry: exponential backoff from `retryBaseDelay` 1 s to `retryMaxDelay` 300 s with full jitter,
///   and never sooner than the server's `Retry-After`. Unlike PostHog (drops the queue after three
///   failed flushes) and Amplitude (drops events after 6 attempts), events are never dropped for
///   failing: the server deduplicates by id, so retrying for as long as it takes is safe.
public struct EventLoggerConfiguration: Sendable {
  /// The server, e.g. `https://preview.example.com` (events go to `/api/events` under it).
  public var baseURL: URL
  /// The queue folder: `events.log`, `dead-letter.jsonl`, `opted-out`.
  public var folder: URL
  /// The app's user id; nil uses the campaign library's ``InstallID`` (not linked to identity).
  public var userID: String?
  /// The `source` of the events: `app` (default) or `preview`.
  public var source = "app"
  public var flushAt = 20
  public var flushInterval: TimeInterval = 30
  /// At most this many events a request (the server takes 500).
  public var maxBatchCount = 500
  /// At most this many bytes a request body (the server takes 256 KiB).
  public var maxBatchBytes = 256 * 1024
  public var maxQueueCount = 10_000
  public var maxQueueBytes = 5 * 1024 * 1024
  public var retryBaseDelay: TimeInterval = 1
  public var retryMaxDelay: TimeInterval = 300
  /// A request's timeout (a timeout is retried: the server may have committed, it deduplicates).
  public var requestTimeout: TimeInterval = 30
  /// Header fields added to every request (an API gateway's key, say); `Content-Type` stays
  /// `application/json`.
  public var headers: [String: String] = [:]
  /// `fsync` after every append, so an event survives power loss as well as a killed process.
  public var syncEachAppend = true

  public init(baseURL: URL, folder: URL, userID: String? = nil) {
    self.baseURL = baseURL
    self.folder = folder
    self.userID = userID
  }

  /// The default folder: `DialogPreview/events` in Application Support.
  public static func defaultFolder() throws -> URL {
    let support = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    return support.appendingPathComponent("DialogPreview/events", isDirectory: true)
  }
}
