import DialogCampaigns
import Foundation

/// How an ``EventLogger`` queues and delivers. The defaults and why (docs/ios.md, "Delivering events"):
/// - `flushAt` 20 events and `flushInterval` 30 s: Segment's iOS SDK sends at 20 events or 30 s,
///   PostHog's at 20 events or 30 s, Amplitude at 30 events or 30 s, RudderStack at 30 events or 10 s.
///   A dialog makes a few events per presentation, so waiting for 20 keeps requests rare while an
///   interval of 30 s bounds the staleness of the report.
/// - `maxQueueCount` 10 000 and `maxQueueBytes` 5 MiB: Segment and RudderStack keep 1 000 and
///   10 000 events; an event takes about 200 bytes on disk (198 by bench/event-client.sh), so 10 000 fit in 2 MiB.
/// - retry: exponential backoff from `retryBaseDelay` 1 s to `retryMaxDelay` 300 s with full jitter,
///   and never sooner than the server's `Retry-After`. Unlike PostHog (drops the queue after three
///   failed flushes) and Amplitude (drops events after 6 attempts), events are never dropped for
///   failing: the server deduplicates by id, so retrying for as long as it takes is safe.
public struct EventLoggerConfiguration: Sendable {
  /// The server, e.g. `https://preview.example.com` (events go to `/api/events` under it).
  public var baseURL: URL
  /// The queue folder: `events.log`, `events.lock`, `dead-letter.jsonl`, `opted-out`. An app and its
  /// extension may share one (an App Group folder).
  public var folder: URL
  /// The app's user id; nil uses the campaign library's ``InstallID`` (not linked to identity).
  public var userID: String?
  /// The `source` of the events: `app` (default) or `preview`.
  public var source = "app"
  /// Send when this many events wait.
  public var flushAt = 20
  /// Send what waits at least this often (seconds).
  public var flushInterval: TimeInterval = 30
  /// At most this many events a request (the server takes 500).
  public var maxBatchCount = 500
  /// At most this many bytes a request body (the server takes 256 KiB).
  public var maxBatchBytes = 256 * 1024
  /// At most this many events queued; past it the oldest are dropped (and counted).
  public var maxQueueCount = 10_000
  /// At most this many bytes of queued events (at least 1 KiB); past it the oldest are dropped.
  public var maxQueueBytes = 5 * 1024 * 1024
  /// The first retry waits up to this long (seconds); each failure doubles the bound.
  public var retryBaseDelay: TimeInterval = 1
  /// The bound on the backoff (seconds); a `Retry-After` may ask for longer, up to an hour.
  public var retryMaxDelay: TimeInterval = 300
  /// A request's timeout (a timeout is retried: the server may have committed, it deduplicates).
  public var requestTimeout: TimeInterval = 30
  /// Header fields added to every request (an API gateway's key, say); `Content-Type` stays
  /// `application/json`.
  public var headers: [String: String] = [:]
  /// Sync the log after every write of the writer thread (`F_FULLFSYNC` on Apple platforms, which
  /// also empties the drive's cache; `fsync` elsewhere), so a written event survives power loss as
  /// well as a killed app. Events logged together share one sync. False: a crash of the app still
  /// loses nothing written, power loss may lose the last seconds.
  public var syncEachAppend = true
  /// The data-protection class of the queue, its lock, the dead letters and the install id.
  public var fileProtection: FileProtection = .completeUntilFirstUserAuthentication
  /// The folder of the ``InstallID`` (the `install` of every event, and the `user` without a user
  /// id). One install id, one queue folder: the `seq` numbers are the folder's. nil: the queue folder
  /// itself when it is in an App Group container (an app and its extensions share it, so they share
  /// one install; the first time, the id this process kept in ``InstallID/defaultFolder()`` is
  /// carried over), else ``InstallID/defaultFolder()`` (the campaign client's default too). A folder
  /// outside the queue folder's App Group is refused (``EventLoggerConfigurationError``): each
  /// process would count as a user of its own on one `seq` counter.
  public var installFolder: URL?
  /// The app's version (`app_version` of every event, at most 32 characters): by default the
  /// bundle's `CFBundleShortVersionString`; nil sends none.
  public var appVersion: String? = EventLoggerConfiguration.bundleVersion()
  /// The class of device (`device` of every event, for the report's device slices): by default from
  /// the hardware model, `phone` on an iPhone or iPod touch, `tablet` on an iPad, `desktop` on a Mac
  /// (an iPad app running on a Mac included), `other` on any other Apple device (the simulator reads
  /// the model it simulates); nil (the default where there is no such model, e.g. Linux) sends none.
  public var device: String? = EventLoggerConfiguration.deviceClass()
  /// Flush when the app goes to the background (inside a background task the logger begins and
  /// ends itself), when it comes back, when the network returns and write when protected data
  /// becomes available: on iOS, from UIKit's notifications and `NWPathMonitor`. False: the app calls
  /// ``EventLogger/applicationDidEnterBackground()`` and the others itself.
  public var observesAppLifecycle = true
  /// Runs the background flush; nil: UIKit's background tasks on iOS, a plain thread elsewhere.
  public var backgroundTasks: (any BackgroundTaskRunner)?

  /// The server, the queue folder and the app's user id (nil: the ``InstallID``), other settings default.
  public init(baseURL: URL, folder: URL, userID: String? = nil) {
    self.baseURL = baseURL
    self.folder = folder
    self.userID = userID
  }

  /// The running device's class (see ``device``).
  static func deviceClass() -> String? {
    #if os(macOS) || targetEnvironment(macCatalyst)
      return "desktop"
    #elseif os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      if ProcessInfo.processInfo.isiOSAppOnMac { return "desktop" }
      let model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? hardwareModel()
      return deviceClass(model: model)
    #else
      return nil
    #endif
  }

  /// The class of a hardware model identifier: "iPhone15,2" and "iPod9,1" a phone, "iPad13,1" a
  /// tablet, anything else (an Apple TV, a watch, a Vision Pro) other.
  static func deviceClass(model: String) -> String {
    if model.hasPrefix("iPhone") || model.hasPrefix("iPod") { return "phone" }
    if model.hasPrefix("iPad") { return "tablet" }
    return "other"
  }

  #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    /// `uname`'s machine: the hardware model identifier ("iPhone15,2").
    private static func hardwareModel() -> String {
      var info = utsname()
      uname(&info)
      return withUnsafeBytes(of: &info.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
  #endif

  /// The bundle's `CFBundleShortVersionString`, printable ASCII only and at most 32 characters.
  static func bundleVersion() -> String? {
    guard let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String else {
      return nil
    }
    let kept = String(version.unicodeScalars.filter { $0.value > 32 && $0.value < 127 }.prefix(32))
    return kept.isEmpty ? nil : kept
  }

  /// The default folder: `DialogPreview/events` in Application Support.
  public static func defaultFolder() throws -> URL {
    let support = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    return support.appendingPathComponent("DialogPreview/events", isDirectory: true)
  }
}
