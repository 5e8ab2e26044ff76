import Analytics
import Dispatch
import Foundation
import Synchronization
import Testing

@Suite("Named threads")
struct ThreadNamedTests {
  /// The system's name of the calling thread (what `top -H` shows).
  private static func systemName() -> String {
    let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
    return comm?.trimmingCharacters(in: .newlines) ?? "?"
  }

  @Test func threadsStartedFromDispatchWorkersCarryTheirNameEverywhere() {
    // Naming from inside the body without waiting for start() missed 4–7 of 2,000 here.
    let wrong = Mutex<[String]>([])
    let group = DispatchGroup()
    DispatchQueue.concurrentPerform(iterations: 2_000) { _ in
      group.enter()
      Thread.startNamed("event-writer") {
        let names = [Thread.current.name ?? "", Self.systemName()]
        if names != ["event-writer", "event-writer"] { wrong.withLock { $0.append("\(names)") } }
        group.leave()
      }
    }
    group.wait()
    let misnamed = wrong.withLock { $0 }
    #expect(misnamed.count == 0, "\(misnamed.count) of 2,000 misnamed, e.g. \(misnamed.prefix(3))")
  }
}
