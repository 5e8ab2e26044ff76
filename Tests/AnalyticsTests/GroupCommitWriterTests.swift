import Analytics
import AnalyticsSQLite
import Foundation
import TestSupport
import Testing

@Suite("Group commit writer")
struct GroupCommitWriterTests {
  @Test func theCompletionRunsOnTheWriterThreadAfterTheCommit() throws {
    try withTemporaryStore { (store, _) throws in
      let writer = GroupCommitWriter(store: store)
      defer { writer.shutdown() }
      let storedAtCompletion = Recorder()
      let accepted = writer.submit([makeEvent("evt-one-001"), makeEvent("evt-one-002")]) { result in
        let count = (try? store.storedEventCount()) ?? -1
        storedAtCompletion.completion(count)(result)
      }
      #expect(accepted)
      storedAtCompletion.waitForAnswers(1)
      #expect(storedAtCompletion.flags(2) == [false, false], "both committed when the completion ran")
      #expect(storedAtCompletion.threads.withLock { $0 } == ["event-writer"])
    }
  }

  @Test func requestsQueuedTogetherShareOneTransactionAndResolveDuplicates() throws {
    try withTemporaryStore { (store, _) throws in
      let gated = GatedStore(store)
      let recorder = Recorder()
      let writer = GroupCommitWriter(store: gated, onCommit: recorder.observe)
      #expect(writer.submit([makeEvent("evt-first-1")], completion: recorder.completion(0)))
      gated.entered.wait()  // the writer holds request 0; the next ones queue up behind it
      #expect(
        writer.submit(
          [makeEvent("evt-dup-001"), makeEvent("evt-dup-002")], completion: recorder.completion(1)))
      #expect(writer.submit([makeEvent("evt-dup-001")], completion: recorder.completion(2)))
      let third = [makeEvent("evt-dup-002"), makeEvent("evt-dup-003"), makeEvent("evt-dup-003")]
      #expect(writer.submit(third, completion: recorder.completion(3)))
      #expect(writer.queueDepth == 6)
      gated.gate.open()
      writer.shutdown()
      #expect(recorder.flags(0) == [false])
      #expect(recorder.flags(1) == [false, false])
      #expect(recorder.flags(2) == [true])
      #expect(recorder.flags(3) == [true, false, true])
      let observations = recorder.observations.withLock { $0 }
      #expect(observations.map(\.requests) == [1, 3])
      #expect(observations.map(\.events) == [1, 6])
      #expect(observations.map(\.accepted) == [1, 3])
      #expect(observations.map(\.duplicates) == [0, 3])
      #expect(observations.allSatisfy { $0.seconds >= 0 && $0.error == nil })
      #expect(try store.storedEventCount() == 4)
    }
  }

  @Test func aFullQueueRefusesAtOnceWithoutCallingTheCompletion() throws {
    try withTemporaryStore { (store, _) throws in
      let gated = GatedStore(store)
      let recorder = Recorder()
      let writer = GroupCommitWriter(store: gated, capacity: 10)
      #expect(writer.submit([makeEvent("evt-held-01")], completion: recorder.completion(0)))
      gated.entered.wait()
      #expect(
        writer.submit((0..<4).map { makeEvent("evt-cap-\(1_000 + $0)") }, completion: recorder.completion(1)))
      #expect(
        writer.submit((4..<10).map { makeEvent("evt-cap-\(1_000 + $0)") }, completion: recorder.completion(2))
      )
      #expect(writer.queueDepth == 10)
      #expect(!writer.submit([makeEvent("evt-over-01")], completion: recorder.completion(3)))
      gated.gate.open()
      writer.shutdown()
      #expect(recorder.results.withLock { $0.keys.sorted() } == [0, 1, 2])
      #expect(writer.queueDepth == 0)
      #expect(try store.storedEventCount() == 11)
    }
  }

  @Test func aBatchLargerThanTheCapacityStillGoesIntoAnEmptyQueue() throws {
    try withTemporaryStore { (store, _) throws in
      let gated = GatedStore(store)
      let recorder = Recorder()
      let writer = GroupCommitWriter(store: gated, capacity: 5)
      #expect(writer.submit([makeEvent("evt-held-01")], completion: recorder.completion(0)))
      gated.entered.wait()
      #expect(
        writer.submit((0..<7).map { makeEvent("evt-big-\(1_000 + $0)") }, completion: recorder.completion(1)))
      #expect(!writer.submit([makeEvent("evt-over-01")], completion: recorder.completion(2)))
      gated.gate.open()
      writer.shutdown()
      #expect(recorder.flags(1)?.count == 7)
    }
  }

  @Test func shutdownRefusesNewWorkAndCommitsEverythingQueued() throws {
    try withTemporaryStore { (store, _) throws in
      let gated = GatedStore(store)
      let recorder = Recorder()
      let writer = GroupCommitWriter(store: gated, capacity: 1_000)
      #expect(writer.submit([makeEvent("evt-held-01")], completion: recorder.completion(0)))
      gated.entered.wait()
      for request in 1...100 {
        let events = (0..<3).map { makeEvent("evt-q-\(request * 10 + $0 + 10_000)") }
        #expect(writer.submit(events, completion: recorder.completion(request)))
      }
      let stopped = DispatchSemaphore(value: 0)
      Thread {
        writer.shutdown()
        stopped.signal()
      }.start()
      while writer.isAccepting { usleep(100) }  // shutdown has begun; it waits on the gated commit
      #expect(!writer.submit([makeEvent("evt-late-01")], completion: recorder.completion(999)))
      gated.gate.open()
      stopped.wait()
      #expect(recorder.results.withLock { $0.count } == 101)
      #expect(recorder.results.withLock { $0.values.allSatisfy { (try? $0.get()) != nil } })
      #expect(try store.storedEventCount() == 301)
      #expect(!writer.submit([makeEvent("evt-late-02")], completion: recorder.completion(1_000)))
      writer.shutdown()  // idempotent
      #expect(recorder.results.withLock { $0[999] == nil && $0[1_000] == nil })
    }
  }

  @Test func aStoreErrorFailsEveryRequestOfItsGroup() throws {
    let failing = GatedStore(FailingStore(EventStoreError(.full, "The database disk is full.")))
    let recorder = Recorder()
    let writer = GroupCommitWriter(store: failing, onCommit: recorder.observe)
    #expect(writer.submit([makeEvent("evt-fail-01")], completion: recorder.completion(0)))
    failing.entered.wait()
    #expect(writer.submit([makeEvent("evt-fail-02")], completion: recorder.completion(1)))
    #expect(writer.submit([makeEvent("evt-fail-03")], completion: recorder.completion(2)))
    failing.gate.open()
    writer.shutdown()
    let kinds = recorder.results.withLock { results in
      results.keys.sorted().map { key -> EventStoreError.Kind? in
        if case .failure(let error) = results[key] { return error.kind }
        return nil
      }
    }
    #expect(kinds == [.full, .full, .full])
    #expect(recorder.observations.withLock { $0.map(\.error?.kind) } == [.full, .full])
  }

  /// The writer sleeps only when it finds the queue empty, and only the submission that finds it asleep
  /// wakes it: submissions one at a time, each after the writer went idle, must each be committed.
  @Test func anIdleWriterWakesForEverySubmission() throws {
    try withTemporaryStore { (store, _) throws in
      let recorder = Recorder()
      let writer = GroupCommitWriter(store: store, onCommit: recorder.observe)
      for number in 0..<40 {
        #expect(
          writer.submit([makeEvent("evt-idle-\(1000 + number)")], completion: recorder.completion(number)))
        recorder.waitForAnswers(1)
        if number % 8 == 0 { Thread.sleep(forTimeInterval: 0.005) }  // let the writer fall asleep
      }
      writer.shutdown()
      #expect((0..<40).allSatisfy { recorder.flags($0) == [false] })
      #expect(try store.storedEventCount() == 40)
      #expect(recorder.observations.withLock { $0.count } == 40, "one commit per submission, none empty")
    }
  }

  @Test func anEmptySubmissionIsAnsweredWithoutTheStore() {
    let failing = FailingStore(EventStoreError(.unavailable, "Nothing should be written."))
    let recorder = Recorder()
    let writer = GroupCommitWriter(store: failing)
    #expect(writer.submit([], completion: recorder.completion(0)))
    writer.shutdown()
    #expect(recorder.flags(0) == [])
    #expect(failing.inserts.withLock { $0 } == 0)
  }
}
