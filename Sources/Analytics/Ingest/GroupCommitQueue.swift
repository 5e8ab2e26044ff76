/// ``GroupCommitWriter``'s shared state, under its lock: the queued submissions and the writer's
/// flags. Not nested in the generic writer, for the reason ``GroupCommitRequest`` gives.
struct GroupCommitQueue: Sendable {
  var queue: [GroupCommitRequest] = []
  var queuedEvents = 0
  var accepting = true
  /// The writer found the queue empty and sleeps (or is about to) on `wakeUp`.
  var writerWaiting = false
}
