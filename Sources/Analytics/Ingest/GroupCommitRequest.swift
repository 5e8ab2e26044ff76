/// One submission waiting in ``GroupCommitWriter``'s queue: its events and the completion to call.
///
/// Outside the generic writer: a type nested in `GroupCommitWriter<Store>` has generic metadata, looked
/// up at run time (about 300 instructions) several times per submission and per commit, though it
/// never uses `Store` (bench/callgrind.sh).
struct GroupCommitRequest: Sendable {
  var events: [Event]
  var completion: @Sendable (Result<InsertResult, EventStoreError>) -> Void
}
