/// Another process held the queue folder's lock for longer than one operation takes (stopped while
/// writing, say): the operation is tried again later, nothing is lost.
struct QueueBusyError: Error, CustomStringConvertible {
  let path: String
  var description: String { "the queue lock \(path) stayed held by another process" }
}
