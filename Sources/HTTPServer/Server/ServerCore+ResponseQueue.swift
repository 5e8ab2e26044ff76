import CMicroHTTPD
import Foundation

extension ServerCore {
  /// A libmicrohttpd response holding a copy of the body and the headers (one reference for the caller).
  static func build(_ response: Response) -> OpaquePointer? {
    // MUST_COPY: libmicrohttpd copies the bytes at once and never writes through the pointer, so the
    // body is read in place (a mutable copy of a cached page would cost a copy per request).
    let mhdResponse = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return nil }
    for (name, value) in response.headers {
      MHD_add_response_header(mhdResponse, name, value)
    }
    return mhdResponse
  }

  /// Queues `response` (from a prepared libmicrohttpd response when it is reusable) and records the request.
  func queue(_ response: Response, exchange: Exchange, connection: OpaquePointer) -> MHD_Result {
    let result: MHD_Result
    if let stream = response.stream {
      guard let queued = queueStream(stream, response, connection: connection) else {
        return queue(streamRefusal(exchange), exchange: exchange, connection: connection)
      }
      result = queued
    } else if response.isReusable {
      guard
        let queued = prepared.queue(
          response, status: UInt32(response.status), on: connection, build: Self.build)
      else { return .NO }
      result = queued
    } else {
      guard let mhdResponse = Self.build(response) else { return .NO }
      result = MHD_queue_response(connection, UInt32(response.status), mhdResponse)
      MHD_destroy_response(mhdResponse)
    }
    let elapsed = ContinuousClock.now - exchange.started
    let milliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    onRequest(
      RequestRecord(
        method: exchange.request.method, rawPath: exchange.request.rawPath, status: response.status,
        bytes: response.body.count, milliseconds: milliseconds, clientAddress: exchange.request.clientAddress,
        forwardedFor: exchange.request.header("x-forwarded-for")))
    return result
  }

  /// Queues a stream as a callback response (its reader suspends when nothing is pending); nil when
  /// the stream limit is reached or the server is stopping (the stream is then finished).
  private func queueStream(_ stream: EventStream, _ response: Response, connection: OpaquePointer)
    -> MHD_Result?
  {
    guard streams.admit(stream) else {
      stream.finish()
      return nil
    }
    stream.attach(connection)
    let context = Unmanaged.passRetained(stream).toOpaque()
    guard
      let mhdResponse = MHD_create_response_from_callback(
        UInt64.max, 4096, streamReaderTrampoline, context, streamFreeTrampoline)
    else {
      Unmanaged<EventStream>.fromOpaque(context).release()
      stream.finish()
      return .NO
    }
    for (name, value) in response.headers {
      MHD_add_response_header(mhdResponse, name, value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status), mhdResponse)
    MHD_destroy_response(mhdResponse)
    return result
  }

  /// The 503 for a stream beyond the limit (or one opened while the server stops).
  private func streamRefusal(_ exchange: Exchange) -> Response {
    errors.response(
      for: HTTPError(
        503, "Too many live streams are open on this server; try again shortly.",
        headers: ["Retry-After": "5"]),
      request: exchange.request)
  }
}
