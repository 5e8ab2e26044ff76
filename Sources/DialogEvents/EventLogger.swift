import DialogCampaigns
import Foundation

/// Logs a dialog's impressions, taps and closes and delivers each to the server exactly once.
///
/// A logging call creates the event (its id, a lowercase UUID, and its `ts`) and hands it to the
/// queue's writer thread: the only work on the caller's thread (p99 in microseconds, `make bench`).
/// The writer appends it to the queue folder's log, numbered (`seq`), then syncs; delivery sends
/// batches when `flushAt` events wait, every `flushInterval`, on ``flush()``, when the app goes to
/// the background and when the network comes back. An event leaves the queue only when the server
/// answered for it (accepted, duplicate, or refused: then it goes to the dead-letter file).
///
/// Durability: an event survives a crash of the app once the writer wrote it (within a millisecond
/// of `log()` on an idle device) and survives power loss once synced (`syncEachAppend`, with
/// `F_FULLFSYNC` on Apple platforms); ``sync(timeout:)`` returns when both hold for every event
/// logged before it. No file lock is held between operations, so iOS never finds one held by a
/// suspended app (0xdead10cc). Loggers on one folder share one queue (in this process) or coordinate
/// through the folder (an app and its extension). Releasing the last logger of a folder stops its
/// delivery without blocking. See ``EventLoggerConfiguration`` and docs/ios.md.
public final class EventLogger: @unchecked Sendable {  // `detached` under `lock`
  /// What it was created with (the folder's first logger's settings deliver for every logger on it).
  public let configuration: EventLoggerConfiguration
  let engine: QueueEngine
  private let lock = NSLock()
  private var detached = false

  var optOutFile: URL { engine.optOutFile }
  var deadLetterFile: URL { engine.deadLetterFile }

  /// A logger on `configuration.folder`, sharing the folder's queue with any other logger on it in
  /// this process. Nothing is read or written on the caller's thread: the folder and the install id
  /// (`installID`, or the one in `configuration.installFolder`) are opened by the writer, which
  /// waits for protected data before the device's first unlock. Throws
  /// ``EventLoggerConfigurationError`` for a base URL that isn't http(s), an install folder outside
  /// the queue folder's App Group, or a folder another logger of this process delivers with other
  /// settings.
  public init(configuration: EventLoggerConfiguration, installID: InstallID? = nil) throws {
    guard let scheme = configuration.baseURL.scheme?.lowercased(), ["http", "https"].contains(scheme),
      configuration.baseURL.host != nil
    else { throw EventLoggerConfigurationError.baseURL(configuration.baseURL.absoluteString) }
    try configuration.checkInstallFolder()
    self.configuration = configuration
    engine = try QueueEngineRegistry.shared.attach(configuration, installID: installID)
  }

  deinit { shutDown() }

  /// The dialog is on screen. Returns the event's id, or nil when the user opted out.
  @discardableResult
  public func impression(campaign: String, variant: String) throws -> String? {
    try log(.impression, campaign: campaign, variant: variant)
  }

  /// The banner was tapped.
  @discardableResult
  public func tap(campaign: String, variant: String) throws -> String? {
    try log(.tap, campaign: campaign, variant: variant)
  }

  /// The dialog closed without a banner tap.
  @discardableResult
  public func close(campaign: String, variant: String, trigger: CloseEventTrigger) throws -> String? {
    try log(.close(trigger), campaign: campaign, variant: variant)
  }

  /// Logs what a dialog reported (the `DialogMotionUIKit` callbacks' values). Never blocks on the
  /// disk or the network; throws nothing today (`throws` is kept for source compatibility).
  @discardableResult
  public func log(_ event: DialogEvent, campaign: String, variant: String) throws -> String? {
    if isShutDown || engine.isOptedOutForLogging { return nil }
    let id = UUID().uuidString.lowercased()
    let ts = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    engine.submit(
      PendingEvent(
        id: id, ts: ts, type: event.type, trigger: event.trigger, campaign: campaign, variant: variant,
        user: configuration.userID, source: configuration.source, appVersion: configuration.appVersion,
        device: configuration.device))
    return id
  }

  /// Blocks until every event logged before the call is on disk (synced with `syncEachAppend`):
  /// true, or false when `timeout` passed first (the disk is unavailable before the first unlock).
  public func sync(timeout: TimeInterval) -> Bool {
    engine.waitWritten(until: Date().addingTimeInterval(timeout))
  }

  /// Sends what waits now (still after any backoff the server asked for).
  public func flush() { engine.requestFlush() }

  /// Sends what waits and blocks until the queue is empty (true), or delivery stopped or `timeout`
  /// passed (false). Not on the main thread.
  public func flush(timeout: TimeInterval) -> Bool { engine.flush(timeout: timeout) }

  /// Counters and delivery state (never waits for the disk).
  public var currentStatistics: EventLoggerStatistics { engine.currentStatistics() }

  /// The events the server refused, oldest first. Reads the file on the caller's thread: from the
  /// main thread, prefer the `async` variant.
  public func deadLetters() -> [DeadLetter] { engine.deadLetters() }

  /// ``deadLetters()`` read on a thread of its own: the caller's thread (the main actor's) never
  /// waits for the disk or the lock.
  public func deadLetters() async -> [DeadLetter] {
    let engine = engine
    return await Self.offCallersThread { engine.deadLetters() }
  }

  /// Deletes the dead-letter file (after the app read or reported it), under the folder's lock (up to
  /// 2 s while another process holds it): from the main thread, use the `async` variant.
  public func clearDeadLetters() { engine.clearDeadLetters() }

  /// ``clearDeadLetters()`` on a thread of its own.
  public func clearDeadLetters() async {
    let engine = engine
    await Self.offCallersThread { engine.clearDeadLetters() }
  }

  /// Starts delivery again after a misconfiguration (e.g. once the app's configuration changed).
  public func resume() { engine.resume() }

  /// The user opted out: stops logging on the folder (every logger on it, in any process), deletes
  /// the queued events and the dead letters, and remembers the choice (the `opted-out` file). Writes
  /// and deletes under the folder's lock (up to 2 s while another process holds it): from the main
  /// thread, use the `async` variant.
  public func optOut() throws { try engine.optOut() }

  /// ``optOut()`` on a thread of its own: the caller's thread never waits for the disk or the lock.
  public func optOut() async throws {
    let engine = engine
    try await Self.offCallersThreadThrowing { try engine.optOut() }
  }

  /// Runs `work` on a utility thread of Dispatch's and answers what it returns.
  static func offCallersThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .utility).async { continuation.resume(returning: work()) }
    }
  }

  /// Runs `work` on a utility thread of Dispatch's and answers what it returns or throws.
  static func offCallersThreadThrowing<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws
    -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global(qos: .utility).async { continuation.resume(with: Result { try work() }) }
    }
  }

  /// The user opted in again: logging starts on an empty queue.
  public func optIn() throws { engine.optIn() }

  /// Gives this logger up: logging on it returns nil from now on. The folder's last logger stops the
  /// delivery after the request in flight, without waiting for it (what was logged is still written;
  /// the queue stays on disk). Releasing the logger does the same.
  public func shutDown() {
    lock.lock()
    let first = !detached
    detached = true
    lock.unlock()
    if first { QueueEngineRegistry.shared.detach(engine) }
  }

  private var isShutDown: Bool {
    lock.lock()
    defer { lock.unlock() }
    return detached
  }
}
