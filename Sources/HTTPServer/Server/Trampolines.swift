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
private let fieldCollector: MHD_KeyValueIterator = { cls, _, key, value in
  guard let cls, let key else { return .YES }
  let fields = cls.assumingMemoryBound(to: [(name: String, value: String)].self)
  fields.pointee.append((HeaderName.lowercased(cString: key), value.map { String(cString: $0) } ?? ""))
  return .YES
}

extension ServerCore {
  func access(
    connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let raw = slot.pointee else {
      let exchange = Exchange(request: makeRequest(connection: connection, url: url, method: method))
      slot.pointee = Unmanaged.passRetained(exchange).toOpaque()
      inFlight.add(1, ordering: .relaxed)
      if let problem = Self.ambiguousFraming(exchange.request) {
        return queue(
          ErrorRendering.response(for: HTTPError(400, problem), request: exchange.request),
          exchange: exchange, connection: connection)
      }
      if let length = exchange.request.header("content-length").flatMap(Int.init),
        length > configuration.maxBodyBytes
      {
        return queue(tooLarge(exchange), exchange: exchange, connection: connection)
      }
      return .YES
    }
    let exchange = Unmanaged<Exchange>.fromOpaque(raw).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      let count = uploadSize.pointee
      if !exchange.bodyTooLarge, exchange.request.body.count + count <= configuration.maxBodyBytes, let upload {
        upload.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
          exchange.request.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        }
      } else {
        exchange.bodyTooLarge = true
        exchange.request.body = []
      }
      uploadSize.pointee = 0
      return .YES
    }
    if exchange.bodyTooLarge { return queue(tooLarge(exchange), exchange: exchange, connection: connection) }
    if !exchange.dispatched {
      exchange.dispatched = true
      let address = UInt(bitPattern: connection)
      handler.handle(exchange.request) { response in
        let resume = exchange.state.withLock { state -> Bool in
          state.response = response
          return state.suspended
        }
        if resume, let connection = OpaquePointer(bitPattern: address) {
          MHD_resume_connection(connection)
        }
      }
    }
    let ready = exchange.state.withLock { state -> Response? in
      if let response = state.response { return response }
      state.suspended = true
      MHD_suspend_connection(connection)
      return nil
    }
    guard let ready else { return .YES }
    return queue(ready, exchange: exchange, connection: connection)
  }

  /// Why the body's length is ambiguous (RFC 9112 §6.3), or nil. libmicrohttpd frames a body by
  /// the first `Content-Length` and takes the bytes after it as the next request; a proxy in front
  /// framing by another field would disagree on where that request starts (request smuggling), so
  /// repeated `Content-Length` fields, or one beside `Transfer-Encoding`, are refused (and the
  /// connection closed, its unread bytes never parsed).
  static func ambiguousFraming(_ request: Request) -> String? {
    let lengths = request.headers.reduce(0) { $0 + ($1.name == "content-length" ? 1 : 0) }  // no array per request
    if lengths > 1 { return "The request has more than one Content-Length header." }
    if lengths == 1 && request.header("transfer-encoding") != nil {
      return "The request has both Content-Length and Transfer-Encoding headers."
    }
    return nil
  }

  private func tooLarge(_ exchange: Exchange) -> Response {
    ErrorRendering.response(
      for: HTTPError(413, "The request body is larger than \(configuration.maxBodyBytes) bytes."),
      request: exchange.request)
  }

  /// A libmicrohttpd response holding a copy of the body and the headers (one reference for the caller).
  private static func build(_ response: Response) -> OpaquePointer? {
    // MUST_COPY: libmicrohttpd copies the bytes at once and never writes through the pointer, so the
    // body is read in place (a mutable copy of a cached page would cost a copy per request).
    let mhdResponse = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return nil }
    for (name, value) in response.headers {
      MHD_add_response_header(mhdResponse, name, value)
    }
    return mhdResponse
  }

  private func makeRequest(connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?) -> Request {
    var headers: [(name: String, value: String)] = []
    headers.reserveCapacity(8)  // one allocation for a usual request's fields, not one per doubling
    _ = withUnsafeMutablePointer(to: &headers) { MHD_get_connection_values(connection, .HEADER_KIND, fieldCollector, $0) }
    var arguments: [(name: String, value: String)] = []
    _ = withUnsafeMutablePointer(to: &arguments) {
      MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, fieldCollector, $0)
    }
    let query = arguments.compactMap { field -> (name: String, value: String)? in
      guard let name = PathDecoding.percentDecode(field.name, plusIsSpace: true),
        let value = PathDecoding.percentDecode(field.value, plusIsSpace: true)
      else { return nil }
      return (name, value)
    }
    let client = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { address in
      cmhd_client_address(connection, address.baseAddress, 64) != 0 ? String(cString: address.baseAddress!) : ""
    }
    return Request(
      method: method.map { String(cString: $0) } ?? "GET", rawPath: url.map { String(cString: $0) } ?? "/",
      query: query, lowercasedHeaders: headers, clientAddress: client)
  }

  private func queue(_ response: Response, exchange: Exchange, connection: OpaquePointer) -> MHD_Result {
    let result: MHD_Result
    if response.isReusable {
      guard let queued = prepared.queue(response, status: UInt32(response.status), on: connection, build: Self.build)
      else { return .NO }
      result = queued
    } else {
      guard let mhdResponse = Self.build(response) else { return .NO }
      result = MHD_queue_response(connection, UInt32(response.status), mhdResponse)
      MHD_destroy_response(mhdResponse)
    }
    let elapsed = ContinuousClock.now - exchange.started
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    onRequest(
      RequestRecord(
        method: exchange.request.method, rawPath: exchange.request.rawPath, status: response.status,
        bytes: response.body.count, milliseconds: milliseconds, clientAddress: exchange.request.clientAddress,
        forwardedFor: exchange.request.header("x-forwarded-for")))
    return result
  }
}
