import DialogCampaigns
import Foundation

/// One queue folder's writing and delivery in this process, shared by every ``EventLogger`` on the
/// folder (``QueueEngineRegistry``): a writer thread that puts logged events on disk and a delivery
/// thread that sends them. Neither keeps the engine alive past ``stop()``: the registry calls it when
/// the folder's last logger is released, the writer then writes what is pending and ends, delivery
/// ends after the request in flight, and the engine is freed.
///
/// Locks, always taken in this order and never held while waiting for the network: `condition`
/// (delivery state), `stateLock` (the ``EventQueue`` in memory, then the folder's `flock` for the
/// length of one operation), `pendingCondition` (the events handed over by `log()`).
final class QueueEngine: @unchecked Sendable {  // every mutable field is guarded by the lock it names
  let configuration: EventLoggerConfiguration
  let key: String
  let transport: EventTransport
  let batchLimit: Int
  let queue: EventQueue
  let givenInstall: InstallID?

  // The writer's hand-over, under `pendingCondition`.
  let pendingCondition = NSCondition()
  var pending: [PendingEvent] = []
  /// Events handed over, and events written (or discarded: opted out, or past the memory bound).
  var submitted = 0
  var resolved = 0
  var writeRetryAt: Date?
  var writerStopping = false
  var lastWriteError: String?
  var memoryDropped = 0
  /// The `opted-out` file was seen (or written) by this process: `log()` returns nil.
  var optedOutFlag = false
  /// Events the writer took and is writing now (counted as queued meanwhile).
  var writing = 0
  /// The folder's log was read once (statistics and `sync` wait for it).
  var loaded = false
  /// The queue's counts after its last operation, for statistics without waiting for `stateLock`.
  var diskCounts = (queued: 0, fileBytes: 0, dropped: 0, deadLettered: 0)

  // The file state, under `stateLock`.
  let stateLock = NSLock()
  var install: String?
  var folderReady = false
  /// The background time ran out: the folder's lock is not taken (``holdOffDisk()``).
  var diskHeldOff = false

  // Delivery, under `condition`.
  let condition = NSCondition()
  var statistics = EventLoggerStatistics()
  var flushRequested = false
  var nextAttempt = Date.distantPast
  /// Not before this: the server's `Retry-After` of the last failed attempt (a flush waits for it too).
  var serverRetryAt = Date.distantPast
  /// A flush was asked for since the last attempt: the next one need not wait out the backoff.
  var flushBypassesBackoff = false
  var lastSend = Date()
  var attempt = 0
  /// Body bytes a request: `maxBatchBytes`, halved by each 413 for a batch of several events.
  var batchBytes: Int
  var stopping = false
  /// The delivery loop ended and released its URLSession.
  var transportInvalidated = false
  var lifecycle: LifecycleObservers?

  var optOutFile: URL { configuration.folder.appendingPathComponent("opted-out") }
  var deadLetterFile: URL { configuration.folder.appendingPathComponent(DeadLetter.fileName) }

  init(configuration: EventLoggerConfiguration, key: String, installID: InstallID?) {
    self.configuration = configuration
    self.key = key
    givenInstall = installID
    transport = EventTransport(
      baseURL: configuration.baseURL, timeout: configuration.requestTimeout, headers: configuration.headers)
    batchLimit = min(500, max(1, configuration.maxBatchCount))
    batchBytes = max(64, configuration.maxBatchBytes)
    queue = EventQueue(
      folder: configuration.folder, maxCount: configuration.maxQueueCount,
      maxBytes: configuration.maxQueueBytes, protection: configuration.fileProtection)
    if FileManager.default.fileExists(atPath: optOutFile.path) {
      statistics.state = .optedOut
      optedOutFlag = true
    }
  }

  /// Starts the writer and delivery threads and, unless the app opted out, the lifecycle observers.
  func start() {
    let writer = Thread { self.writeLoop() }
    writer.name = "DialogEvents writer"
    writer.qualityOfService = .utility
    writer.start()
    let delivery = Thread { self.deliverLoop() }
    delivery.name = "DialogEvents delivery"
    delivery.qualityOfService = .utility
    delivery.start()
    if configuration.observesAppLifecycle { lifecycle = LifecycleObservers(engine: self) }
  }

  /// Ends both threads without waiting for them (the caller may be the main thread): the writer
  /// writes what was logged first.
  func stop() {
    condition.lock()
    stopping = true
    let observers = lifecycle
    lifecycle = nil
    condition.broadcast()
    condition.unlock()
    observers?.cancel()
    pendingCondition.lock()
    writerStopping = true
    pendingCondition.broadcast()
    pendingCondition.unlock()
  }

  deinit { queue.closeFile() }

  /// Hands an event to the writer: the only work `log()` does on the caller's thread.
  func submit(_ event: PendingEvent) {
    pendingCondition.lock()
    pending.append(event)
    submitted += 1
    // Only while the disk is unavailable for long (before the first unlock) does this bound act: the
    // oldest go, counted; otherwise the queue's own bounds drop (and count, durably) on writing.
    let limit = max(1, configuration.maxQueueCount) + 10_000
    if pending.count > limit {
      pending.removeFirst(pending.count - limit)
      resolved += 1
      memoryDropped += 1
    }
    if pending.count == 1 { pendingCondition.signal() }
    pendingCondition.unlock()
  }

  /// Waits until every event handed over before the call is written (and synced, with
  /// `syncEachAppend`), or `deadline` passed.
  func waitWritten(until deadline: Date) -> Bool {
    pendingCondition.lock()
    defer { pendingCondition.unlock() }
    let target = submitted
    while resolved < target || !loaded {
      if !pendingCondition.wait(until: deadline) { return resolved >= target && loaded }
    }
    return true
  }

  var isOptedOutForLogging: Bool {
    pendingCondition.lock()
    defer { pendingCondition.unlock() }
    return optedOutFlag
  }

  /// Under `condition`.
  var isOptedOut: Bool {
    if case .optedOut = statistics.state { return true }
    return false
  }

  /// Queue counts for statistics (the last operation's; never waits for the disk).
  func counts() -> (queued: Int, fileBytes: Int, dropped: Int, deadLettered: Int, pending: Int) {
    pendingCondition.lock()
    defer { pendingCondition.unlock() }
    let disk = diskCounts
    return (
      disk.queued, disk.fileBytes, disk.dropped + memoryDropped, disk.deadLettered, pending.count + writing
    )
  }

  /// Runs `body` on the queue under the folder's lock, after reading what other loggers wrote; then
  /// records the counts. Under `stateLock`. The `opted-out` file is looked for under the lock first
  /// (an opt-out in another process deletes the log under it, and reading the log makes it again, as
  /// would settling a batch that was in flight): if there, nothing is read or written and
  /// ``OptedOutMeanwhile`` is thrown.
  func withQueue<T>(_ body: (EventQueue) throws -> T) throws -> T {
    stateLock.lock()
    defer { stateLock.unlock() }
    if diskHeldOff { throw DiskHeldOff() }
    try prepareFolder()
    let result: T
    do {
      result = try queue.lock.withLock {
        if FileManager.default.fileExists(atPath: optOutFile.path) {
          throw OptedOutMeanwhile()
        }
        try queue.refresh()
        return try body(queue)
      }
    } catch let error as OptedOutMeanwhile {
      // Nothing is queued for an opted-out folder (its log is deleted); the first load is done.
      recordCounts(queued: 0, fileBytes: 0)
      throw error
    }
    recordCounts(queued: queue.count, fileBytes: queue.fileBytes)
    return result
  }

  /// The disk's counts after a look at the queue; wakes whoever waits for the first load.
  private func recordCounts(queued: Int, fileBytes: Int) {
    pendingCondition.lock()
    diskCounts = (queued, fileBytes, queue.dropped, queue.deadLettered)
    if !loaded {
      loaded = true
      pendingCondition.broadcast()
    }
    pendingCondition.unlock()
  }

  /// The install id of `configuration` (``EventLoggerConfiguration/installFolder``). The first
  /// time an App Group queue folder holds it, the id this process kept in
  /// ``InstallID/defaultFolder()`` is carried over, so the app keeps its users across the update.
  static func loadInstall(_ configuration: EventLoggerConfiguration) throws -> InstallID {
    let protection = configuration.fileProtection
    guard configuration.installFolder == nil, let shared = configuration.resolvedInstallFolder else {
      return try InstallID.load(in: configuration.installFolder, protection: protection)
    }
    return try InstallID.load(sharedIn: shared, protection: protection)
  }

  /// Creates the folder and loads the install id once (both can fail before the first unlock).
  private func prepareFolder() throws {
    guard !folderReady else { return }
    try FileManager.default.createDirectory(at: configuration.folder, withIntermediateDirectories: true)
    if install == nil {
      let id = try givenInstall ?? Self.loadInstall(configuration)
      install = id.value
    }
    folderReady = true
  }
}
