import Foundation

/// What ``EventLogger``'s methods ask of the folder's engine.
extension QueueEngine {
  func requestFlush() {
    condition.lock()
    flushRequested = true
    flushBypassesBackoff = true
    condition.broadcast()
    condition.unlock()
  }

  /// Writes what was logged, sends what waits and blocks until the queue is empty (true), or delivery
  /// stopped or `timeout` passed (false).
  func flush(timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    guard waitWritten(until: deadline) else { return false }
    _ = try? withQueue { _ in () }  // what other loggers on the folder wrote meanwhile
    condition.lock()
    defer { condition.unlock() }
    flushRequested = true
    flushBypassesBackoff = true
    condition.broadcast()
    while counts().queued > 0 {
      if isOptedOut { return true }
      if case .misconfigured = statistics.state { return false }
      if stopping || !condition.wait(until: deadline) { return counts().queued == 0 }
    }
    return true
  }

  func currentStatistics() -> EventLoggerStatistics {
    condition.lock()
    var result = statistics
    condition.unlock()
    let counts = counts()
    result.queued = counts.queued + counts.pending
    result.queueFileBytes = counts.fileBytes
    result.dropped = counts.dropped
    result.deadLettered = counts.deadLettered
    return result
  }

  func resume() {
    condition.lock()
    if case .misconfigured = statistics.state { statistics.state = .idle }
    nextAttempt = .distantPast
    condition.broadcast()
    condition.unlock()
  }

  /// The network came back: a backoff that a network error (status 0) caused is moot, send now. A
  /// backoff the server asked for (429, 503, `Retry-After`) stands.
  func networkBecameAvailable() {
    condition.lock()
    if case .backingOff(let status, _, _) = statistics.state, status == 0 {
      nextAttempt = .distantPast
      attempt = 0
      flushRequested = true
    }
    condition.broadcast()
    condition.unlock()
  }

  /// Opt-out: the `opted-out` file first (every logger on the folder, in any process, stops writing
  /// when it sees it), then the queue and the dead letters are deleted.
  func optOut() throws {
    try FileManager.default.createDirectory(at: configuration.folder, withIntermediateDirectories: true)
    do {
      try DurableFiles.create(optOutFile, Data(), protection: configuration.fileProtection)
    } catch {
      throw QueueStorageError(path: optOutFile.path, errno: errno)
    }
    DurableFiles.syncFolder(configuration.folder)
    pendingCondition.lock()
    optedOutFlag = true
    resolved += pending.count
    pending = []
    pendingCondition.broadcast()
    pendingCondition.unlock()
    condition.lock()
    statistics.state = .optedOut
    condition.broadcast()
    condition.unlock()
    stateLock.lock()
    defer { stateLock.unlock() }
    try queue.lock.withLock { try queue.deleteAll() }
    try? FileManager.default.removeItem(at: deadLetterFile)
    pendingCondition.lock()
    diskCounts = (0, 0, 0, 0)
    pendingCondition.unlock()
  }

  func optIn() {
    try? FileManager.default.removeItem(at: optOutFile)
    pendingCondition.lock()
    optedOutFlag = false
    pendingCondition.unlock()
    condition.lock()
    statistics.state = .idle
    condition.broadcast()
    condition.unlock()
  }

  func deadLetters() -> [DeadLetter] { DeadLetter.read(deadLetterFile) }

  func clearDeadLetters() {
    stateLock.lock()
    defer { stateLock.unlock() }
    _ = try? queue.lock.withLock { try FileManager.default.removeItem(at: deadLetterFile) }
  }
}
