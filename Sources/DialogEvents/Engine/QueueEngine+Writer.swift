import Foundation

/// The writer thread: takes what `log()` handed over, numbers it and appends it to the folder's log
/// in one write (and one sync), then wakes delivery.
extension QueueEngine {
  enum WriteOutcome {
    case written
    case optedOut
    case failed(Error)
  }

  func writeLoop() {
    var giveUpAt: Date?
    _ = try? withQueue { _ in () }  // read the folder's log first (what the last launch left)
    pendingCondition.lock()
    while true {
      if pending.isEmpty {
        if writerStopping { break }
        pendingCondition.wait()
        continue
      }
      if let retryAt = writeRetryAt, retryAt > Date() {
        if writerStopping, let giveUpAt, Date() > giveUpAt {
          resolved += pending.count  // released while the disk stayed unavailable: lost, counted
          memoryDropped += pending.count
          pending = []
          break
        }
        _ = pendingCondition.wait(until: retryAt)
        continue
      }
      let batch = pending
      pending = []
      writing = batch.count
      pendingCondition.unlock()
      let outcome = write(batch)
      pendingCondition.lock()
      writing = 0
      switch outcome {
      case .written, .optedOut:
        resolved += batch.count
        if case .optedOut = outcome { optedOutFlag = true }
        writeRetryAt = nil
        lastWriteError = nil
      case .failed(let error):
        pending = batch + pending
        let delay = error is QueueBusyError ? 0.05 : error is DiskHeldOff ? 5 : 1
        writeRetryAt = Date().addingTimeInterval(delay)
        lastWriteError = "\(error)"
        if writerStopping, giveUpAt == nil { giveUpAt = Date().addingTimeInterval(10) }
      }
      pendingCondition.broadcast()  // waitWritten
      pendingCondition.unlock()
      condition.lock()
      if case .optedOut = outcome { statistics.state = .optedOut }
      condition.broadcast()  // delivery: events to send
      condition.unlock()
      pendingCondition.lock()
    }
    pendingCondition.broadcast()
    pendingCondition.unlock()
  }

  /// Appends `batch` under the folder's lock (numbering it after the highest `seq` any logger on the
  /// folder wrote), then syncs outside the lock.
  func write(_ batch: [PendingEvent]) -> WriteOutcome {
    if FileManager.default.fileExists(atPath: optOutFile.path) { return .optedOut }
    do {
      // Looked for again under the lock: an opt-out between the look above and the lock deleted the
      // log, which appending would create again.
      try withQueue { queue in
        let install = self.install ?? ""
        try queue.append(batch) { event, seq in try event.json(install: install, seq: seq) }
      }
      if configuration.syncEachAppend {
        stateLock.lock()
        defer { stateLock.unlock() }
        try queue.sync()
      }
      return .written
    } catch is OptedOutMeanwhile {
      return .optedOut
    } catch {
      return .failed(error)
    }
  }

  /// Protected data became available (or the disk has room again): write what waits now.
  func retryWrites() {
    pendingCondition.lock()
    writeRetryAt = nil
    pendingCondition.broadcast()
    pendingCondition.unlock()
  }
}
