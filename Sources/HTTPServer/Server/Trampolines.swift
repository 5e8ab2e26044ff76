import CMicroHTTPD
import Foundation

/// libmicrohttpd's access handler: forwards to `ServerCore.access` at once.
let accessTrampoline: MHD_AccessHandlerCallback = {
  cls, connection, url, method, _, uploadData, uploadDataSize, conCls in
  guard let cls, let connection, let conCls, let uploadDataSize else { return .NO }
  let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
  return core.access(
    connection: connection, url: url, method: method, upload: uploadData, uploadSize: uploadDataSize,
    slot: conCls)
}

/// libmicrohttpd's request-completed callback: releases the request's state.
let completedTrampoline: MHD_RequestCompletedCallback = { cls, _, conCls, _ in
  guard let cls, let conCls, let raw = conCls.pointee else { return }
  let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
  Unmanaged<Exchange>.fromOpaque(raw).release()
  conCls.pointee = nil
  core.inFlight.subtract(1, ordering: .releasing)
}

/// Collects fields through `MHD_get_connection_values` into the `[(name: String, value: String)]` that
/// `cls` points to, names lower-cased: header fields, and query arguments too (as they always were).
let fieldCollector: MHD_KeyValueIterator = { cls, _, key, value in
  guard let cls, let key else { return .YES }
  let fields = cls.assumingMemoryBound(to: [(name: String, value: String)].self)
  fields.pointee.append((HeaderName.lowercased(cString: key), value.map { String(cString: $0) } ?? ""))
  return .YES
}
