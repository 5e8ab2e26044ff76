import Analytics
import Dispatch
import Foundation
import Synchronization

/// Collects the writer's completions by request number, and its commit observations.
final class Recorder: Sendable {
  let results = Mutex<[Int: Result<InsertResult, EventStoreError>]>([:])
  let threads = Mutex<Set<String>>([])
  let observations = Mutex<[CommitObservation]>([])
  private let answered = DispatchSemaphore(value: 0)

  /// A completion recording its result as request `number`.
  func completion(_ number: Int) -> @Sendable (Result<InsertResult, EventStoreError>) -> Void {
    { result in
      self.results.withLock { $0[number] = result }
      self.threads.withLock { _ = $0.insert(Thread.current.name ?? "") }
      self.answered.signal()
    }
  }

  /// Records an observation (pass as the writer's `onCommit`).
  @Sendable func observe(_ observation: CommitObservation) {
    observations.withLock { $0.append(observation) }
  }

  /// Waits until `count` completions were called.
  func waitForAnswers(_ count: Int) {
    for _ in 0..<count { answered.wait() }
  }

  func flags(_ number: Int) -> [Bool]? {
    results.withLock { try? $0[number]?.get().isDuplicate }
  }
}
