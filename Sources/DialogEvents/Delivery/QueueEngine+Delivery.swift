import Foundation

/// The delivery thread: one request in flight, the answer decides what leaves the queue.
extension QueueEngine {
  func deliverLoop() {
    condition.lock()
    defer { condition.unlock() }
    _ = try? unlocked { try withQueue { _ in () } }  // what a previous launch (or another process) left
    while !stopping {
      let now = Date()
      if isOptedOut {
        condition.wait()
        continue
      }
      let counts = counts()
      let queued = counts.queued
      if queued == 0 {
        if counts.pending > 0 {  // the writer has them: it wakes this loop once they are written
          _ = condition.wait(until: now.addingTimeInterval(1))
          continue
        }
        flushRequested = false
        condition.broadcast()  // flush(timeout:) waiters
        _ = condition.wait(until: now.addingTimeInterval(configuration.flushInterval))
        // Another process on the folder (an extension) may have left events: read the log.
        if !stopping, !isOptedOut { _ = try? unlocked { try withQueue { _ in () } } }
        continue
      }
      if case .misconfigured = statistics.state {
        condition.wait()
        continue
      }
      // A flush asked for (flush(), the background flush) tries once at once, backoff or not, but
      // never before the server's own Retry-After.
      let earliest = flushBypassesBackoff ? serverRetryAt : nextAttempt
      if earliest > now {
        _ = condition.wait(until: earliest)
        continue
      }
      flushBypassesBackoff = false
      let due =
        flushRequested || queued >= configuration.flushAt
        || now >= lastSend.addingTimeInterval(configuration.flushInterval)
      if !due {
        _ = condition.wait(until: lastSend.addingTimeInterval(configuration.flushInterval))
        continue
      }
      // `{"events":[` + events joined by "," + `]}`: 13 bytes besides the events and commas.
      let limit = batchBytes - 13
      let batch: [EventQueue.Entry]
      do {
        batch = try unlocked { try withQueue { $0.peek(maxCount: batchLimit, maxBytes: limit) } }
      } catch {
        _ = condition.wait(until: now.addingTimeInterval(error is QueueBusyError ? 0.05 : 1))
        continue
      }
      guard !batch.isEmpty else { continue }
      var body = Data("{\"events\":[".utf8)
      for (index, entry) in batch.enumerated() {
        if index > 0 { body.append(UInt8(ascii: ",")) }
        body += entry.json
      }
      body += Data("]}".utf8)
      condition.unlock()
      let answer = transport.post(body)
      condition.lock()
      lastSend = Date()
      if isOptedOut { continue }  // opted out meanwhile: nothing to remove
      do {
        try handle(answer, batch: batch)
      } catch is OptedOutMeanwhile {
        // Another process opted out while the batch was in flight: its log is gone, nothing to remove.
      } catch {
        backOff(status: 0, message: "the queue could not be written: \(error)", retryAfter: nil)
      }
      condition.broadcast()
    }
    // Stopped: no request is in flight (each is waited for in the loop); the session goes.
    transport.invalidate()
    transportInvalidated = true
  }

  /// What the answer means for the batch (docs/ios.md, "Delivering events", lists every status).
  func handle(_ answer: EventTransport.Answer, batch: [EventQueue.Entry]) throws {
    guard case .response(let status, let retryAfter, let data) = answer else {
      if case .failure(let message) = answer { backOff(status: 0, message: message, retryAfter: nil) }
      return
    }
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    let sentence = object?["error"] as? String ?? "HTTP \(status)"
    switch status {
    case 200, 422:
      guard let object, let rejected = object["rejected"] as? [[String: Any]] else {
        // Not the server's answer (a proxy?): nothing is known, so send the same ids again.
        backOff(status: status, message: "an answer without `rejected`", retryAfter: retryAfter)
        return
      }
      var refused: [Int: String] = [:]
      for item in rejected {
        if let index = item["index"] as? Int, index >= 0, index < batch.count {
          refused[index] = item["error"] as? String ?? "rejected"
        }
      }
      let letters = refused.sorted { $0.key < $1.key }.map { (batch[$0.key], $0.value) }
      try settle(batch, deadLetters: letters, status: status)
      statistics.accepted += object["accepted"] as? Int ?? 0
      statistics.duplicates += object["duplicates"] as? Int ?? 0
      succeeded()
    case 413 where batch.count > 1:
      // Split: the same events in requests of half the body, which hold fewer events (peek always takes
      // the first); later batches keep to that size instead of being refused again.
      let body = batch.reduce(13 + batch.count - 1) { $0 + $1.json.count }
      batchBytes = max(64, body / 2)
    case 400, 413, 415:
      try settle(batch, deadLetters: batch.map { ($0, sentence) }, status: status)
      succeeded()
    case 408, 429, 500...599:
      backOff(status: status, message: sentence, retryAfter: retryAfter)
    case 100...199, 201...299, 300...399:
      backOff(status: status, message: "unexpected status \(status)", retryAfter: retryAfter)
    default:  // 403 origin, 404/405 wrong base URL, any other 4xx: the app must fix something
      statistics.state = .misconfigured(status: status, message: sentence)
    }
  }

  /// Writes the refused events to the dead-letter file, then removes the whole batch from the queue,
  /// both under the folder's lock (a dead letter is written at most once per logger on the folder:
  /// events another logger settled meanwhile are skipped).
  func settle(_ batch: [EventQueue.Entry], deadLetters: [(EventQueue.Entry, String)], status: Int) throws {
    try unlocked {
      try withQueue { queue in
        let live = Set(queue.entries.map(\.id))
        let letters = deadLetters.filter { live.contains($0.0.id) }
        try writeDeadLetters(letters, status: status)
        try queue.remove(batch.map(\.id), deadLettered: letters.map(\.0.id))
      }
    }
  }

  /// Runs `body` with `condition` released (held again on return): the disk and the folder's lock are
  /// never waited for while holding it, so statistics and `flush()` never wait for them either.
  func unlocked<T>(_ body: () throws -> T) rethrows -> T {
    condition.unlock()
    defer { condition.lock() }
    return try body()
  }

  func writeDeadLetters(_ items: [(EventQueue.Entry, String)], status: Int) throws {
    guard !items.isEmpty else { return }
    let at = Int64(Date().timeIntervalSince1970 * 1000)
    var data = Data()
    for (entry, error) in items {
      data += DeadLetter.line(event: entry.json, status: status, error: error, at: at)
    }
    if !FileManager.default.fileExists(atPath: deadLetterFile.path) {
      try DurableFiles.create(deadLetterFile, Data(), protection: configuration.fileProtection)
      DurableFiles.syncFolder(configuration.folder)
    }
    let handle = try FileHandle(forWritingTo: deadLetterFile)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: data)
    try DurableFiles.sync(handle, deadLetterFile)
  }

  func succeeded() {
    attempt = 0
    nextAttempt = .distantPast
    serverRetryAt = .distantPast
    if case .backingOff = statistics.state { statistics.state = .idle }
  }

  /// Exponential backoff with full jitter, never sooner than `Retry-After` (capped at an hour).
  func backOff(status: Int, message: String, retryAfter: String?) {
    let ceiling = min(
      configuration.retryMaxDelay, configuration.retryBaseDelay * pow(2, Double(min(attempt, 30))))
    var delay = Double.random(in: 0...max(0, ceiling))
    let asked = RetryAfter.seconds(retryAfter).map { min($0, 3600) }
    if let asked { delay = max(delay, asked) }
    attempt += 1
    statistics.retries += 1
    nextAttempt = Date().addingTimeInterval(delay)
    serverRetryAt = asked.map { Date().addingTimeInterval($0) } ?? .distantPast
    statistics.state = .backingOff(
      status: status, message: message, retryAt: nextAttempt.timeIntervalSince1970)
  }
}
