import DialogCampaigns
import Foundation

/// Logs a dialog's impressions, taps and closes and delivers each to the server exactly once.
///
/// A logging call creates the event (its id, a lowercase UUID, and its `ts`), appends it to the queue
/// on disk (synced) and returns: the only work on the caller's thread. One delivery thread sends
/// batches when `flushAt` events wait, every `flushInterval` and on ``flush()``; an event leaves the
/// queue only when the server answered for it (accepted, duplicate, or refused: then it goes to the
/// dead-letter file). See ``EventLoggerConfiguration`` for the defaults and docs/ios.md for the statuses.
public final class EventLogger: @unchecked Sendable {  // every mutable field is guarded by `condition`
  /// What it was created with.
  public let configuration: EventLoggerConfiguration
  let user: String
  let transport: EventTransport
  let condition = NSCondition()
  var queue: EventQueue?
  var statistics = EventLoggerStatistics()
  var flushRequested = false
  var nextAttempt = Date.distantPast
  var lastSend = Date()
  var attempt = 0
  /// Events a request: `maxBatchCount`, at most the server's 500.
  let batchLimit: Int
  /// Body bytes a request: `maxBatchBytes`, halved by each 413 for a batch of several events and kept
  /// so for the logger's life (a server's or proxy's body limit does not change between requests).
  var batchBytes: Int
  var shuttingDown = false
  private var thread: Thread?

  var optOutFile: URL { configuration.folder.appendingPathComponent("opted-out") }
  var deadLetterFile: URL { configuration.folder.appendingPathComponent(DeadLetter.fileName) }

  /// Opens (or creates) the queue in `configuration.folder` and starts delivering what it holds.
  /// One logger per folder: throws ``QueueFolderInUseError`` when another logger (in any process)
  /// holds it, after waiting up to 2 s for one that is still closing. `installID` is the `user` when
  /// the configuration has no user id (loaded from its default folder when nil).
  public init(configuration: EventLoggerConfiguration, installID: InstallID? = nil) throws {
    self.configuration = configuration
    user = try configuration.userID ?? (installID ?? InstallID.load()).value
    transport = EventTransport(
      baseURL: configuration.baseURL, timeout: configuration.requestTimeout, headers: configuration.headers)
    batchLimit = min(500, max(1, configuration.maxBatchCount))
    batchBytes = max(64, configuration.maxBatchBytes)
    try FileManager.default.createDirectory(at: configuration.folder, withIntermediateDirectories: true)
    if FileManager.default.fileExists(atPath: optOutFile.path) {
      statistics.state = .optedOut
    } else {
      queue = try openQueue()
    }
    let thread = Thread { [weak self] in self?.deliver() }
    thread.name = "DialogEvents delivery"
    thread.qualityOfService = .utility
    self.thread = thread
    thread.start()
  }

  deinit { queue?.closeFile() }

  func openQueue() throws -> EventQueue {
    try EventQueue(
      folder: configuration.folder, maxCount: configuration.maxQueueCount,
      maxBytes: configuration.maxQueueBytes,
      syncEachWrite: configuration.syncEachAppend)
  }

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

  /// Logs what a dialog reported (the `DialogMotionUIKit` callbacks' values).
  @discardableResult
  public func log(_ event: DialogEvent, campaign: String, variant: String) throws -> String? {
    let id = UUID().uuidString.lowercased()
    let ts = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    var object: [String: Any] = [
      "id": id, "campaign": campaign, "variant": variant, "type": event.type, "user": user,
      "source": configuration.source, "ts": ts,
    ]
    if let trigger = event.trigger { object["trigger"] = trigger }
    let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    condition.lock()
    defer { condition.unlock() }
    guard let queue else { return nil }
    try queue.append(id: id, json: json)
    if queue.count >= configuration.flushAt { condition.broadcast() }
    return id
  }

  /// Sends what waits now (still after any backoff the server asked for).
  public func flush() {
    condition.lock()
    flushRequested = true
    condition.broadcast()
    condition.unlock()
  }

  /// Sends what waits and blocks until the queue is empty (true), or delivery stopped or `timeout`
  /// passed (false). Not on the main thread: use it inside `beginBackgroundTask` from a background queue.
  public func flush(timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    flushRequested = true
    condition.broadcast()
    while let queue, queue.count > 0 {
      if case .misconfigured = statistics.state { return false }
      if !condition.wait(until: deadline) { return queue.count == 0 }
    }
    return true
  }

  /// Counters and delivery state.
  public var currentStatistics: EventLoggerStatistics {
    condition.lock()
    defer { condition.unlock() }
    var result = statistics
    result.queued = queue?.count ?? 0
    result.queueFileBytes = queue?.fileBytes ?? 0
    result.dropped = queue?.dropped ?? 0
    result.deadLettered = queue?.deadLettered ?? statistics.deadLettered
    return result
  }

  /// The events the server refused, oldest first.
  public func deadLetters() -> [DeadLetter] {
    condition.lock()
    defer { condition.unlock() }
    return DeadLetter.read(deadLetterFile)
  }

  /// Deletes the dead-letter file (after the app read or reported it).
  public func clearDeadLetters() {
    condition.lock()
    defer { condition.unlock() }
    try? FileManager.default.removeItem(at: deadLetterFile)
  }

  /// Starts delivery again after a misconfiguration (e.g. once the app's configuration changed).
  public func resume() {
    condition.lock()
    if case .misconfigured = statistics.state { statistics.state = .idle }
    nextAttempt = .distantPast
    condition.broadcast()
    condition.unlock()
  }

  /// The user opted out: stops logging, deletes the queued events and the dead letters, and remembers
  /// the choice (the `opted-out` file) across launches.
  public func optOut() throws {
    condition.lock()
    defer { condition.unlock() }
    try queue?.deleteAll()
    queue = nil
    try? FileManager.default.removeItem(at: deadLetterFile)
    _ = FileManager.default.createFile(atPath: optOutFile.path, contents: Data())
    statistics.state = .optedOut
    condition.broadcast()
  }

  /// The user opted in again: logging starts on an empty queue. Throws (and stays opted out) when
  /// the queue can't be opened, e.g. ``QueueFolderInUseError``.
  public func optIn() throws {
    condition.lock()
    defer { condition.unlock() }
    if queue == nil { queue = try openQueue() }
    try? FileManager.default.removeItem(at: optOutFile)
    statistics.state = .idle
    condition.broadcast()
  }

  /// Stops the delivery thread after the request in flight (the queue stays on disk).
  public func shutDown() {
    condition.lock()
    shuttingDown = true
    condition.broadcast()
    condition.unlock()
  }
}
