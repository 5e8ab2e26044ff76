import Analytics
import AnalyticsSQLite
import Foundation
import Synchronization
import TestSupport
import Testing

/// Acknowledgements counted across the submitting threads.
private final class Tally: Sendable {
  let accepted = Mutex(0)
  let duplicates = Mutex(0)
  let repeatsSent = Mutex(0)
  let failures = Mutex(0)
  let refusals = Mutex(0)
}

@Suite("Group commit writer under load")
struct GroupCommitWriterLoadTests {
  @Test func twentyThousandEventsFrom32ThreadsAreAllStoredAsAcknowledged() throws {
    try withTemporaryStore { (store, _) throws in
      let threads = 32
      let perThread = 625
      let tally = Tally()
      let commits = Mutex(0)
      let writer = GroupCommitWriter(store: store, capacity: 1_000) { _ in commits.withLock { $0 += 1 } }
      let finished = DispatchGroup()
      let started = ContinuousClock.now
      for thread in 0..<threads {
        finished.enter()
        Thread {
          var random = SplitMix64(seed: UInt64(thread))
          let answered = DispatchGroup()
          var sent = 0
          while sent < perThread {
            let size = random.next() % 4 == 0 ? min(perThread - sent, Int(1 + random.next() % 40)) : 1
            var events = (sent..<sent + size).map { makeEvent("load-\(thread)-\($0 + 10_000)") }
            if sent > 0, random.next() % 8 == 0 {
              // A retry of an id already sent.
              events.append(makeEvent("load-\(thread)-\(sent - 1 + 10_000)"))
              tally.repeatsSent.withLock { $0 += 1 }
            }
            answered.enter()
            let completion: GroupCommitWriter<SQLiteEventStore>.Completion = { result in
              switch result {
              case .success(let inserted):
                tally.accepted.withLock { $0 += inserted.accepted }
                tally.duplicates.withLock { $0 += inserted.duplicates }
              case .failure:
                tally.failures.withLock { $0 += 1 }
              }
              answered.leave()
            }
            while !writer.submit(events, completion: completion) {
              tally.refusals.withLock { $0 += 1 }
              usleep(1_000)  // back off as a client would after a 503
            }
            sent += size
          }
          answered.wait()
          finished.leave()
        }.start()
      }
      finished.wait()
      writer.shutdown()
      let elapsed = ContinuousClock.now - started
      let accepted = tally.accepted.withLock { $0 }
      #expect(tally.failures.withLock { $0 } == 0)
      #expect(accepted == threads * perThread)
      #expect(try store.storedEventCount() == accepted)
      #expect(tally.duplicates.withLock { $0 } == tally.repeatsSent.withLock { $0 })
      print(
        "load: \(accepted) events from \(threads) threads in \(elapsed), \(commits.withLock { $0 }) commits, "
          + "\(tally.refusals.withLock { $0 }) refusals")
    }
  }
}
