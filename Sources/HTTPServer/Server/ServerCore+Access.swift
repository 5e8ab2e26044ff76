import CMicroHTTPD
import Foundation

extension ServerCore {
  /// libmicrohttpd's access handler, called several times per request: with the head (the request's
  /// state is created, ambiguous framing and an oversize `Content-Length` refused), once per body chunk
  /// (copied), and a last time with none (dispatched to the handler, suspended until its reply).
  func access(
    connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
    slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let raw = slot.pointee else {
      // The head is checked on the local value before it moves into the exchange: read through the
      // exchange (a class), each check copied the whole request (~200 instructions each).
      let request = makeRequest(connection: connection, url: url, method: method)
      let problem = Self.ambiguousFraming(request)
      let length = request.header("content-length").flatMap(Int.init)
      let exchange = Exchange(request: request)
      slot.pointee = Unmanaged.passRetained(exchange).toOpaque()
      inFlight.add(1, ordering: .relaxed)
      if let problem {
        return queue(
          errors.response(for: HTTPError(400, problem), request: exchange.request),
          exchange: exchange, connection: connection)
      }
      if let length, length > configuration.maxBodyBytes {
        return queue(tooLarge(exchange), exchange: exchange, connection: connection)
      }
      return .YES
    }
    let exchange = Unmanaged<Exchange>.fromOpaque(raw).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      let count = uploadSize.pointee
      if !exchange.bodyTooLarge, exchange.request.body.count + count <= configuration.maxBodyBytes, let upload
      {
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
}
