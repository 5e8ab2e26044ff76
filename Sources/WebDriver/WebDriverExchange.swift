import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One HTTP/1.1 request to a driver on 127.0.0.1 and its answer, on a blocking socket: the request
/// says `Connection: close`, so the answer is everything read until the driver closes (its body
/// framed by `Content-Length` when given).
public enum WebDriverExchange {
  /// The status and body of `GET target` (a path and query) from a server on 127.0.0.1:`port`, asked
  /// for without compression: what `snapshot` reads its own server's pages with.
  public static func get(_ target: String, port: UInt16, timeout: TimeInterval = 30) throws -> (
    status: Int, body: [UInt8]
  ) {
    let head =
      "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
      + "Accept-Encoding: identity\r\n\r\n"
    return try exchange(Array(head.utf8), port: port, timeout: timeout)
  }

  /// The status and body of the answer to `request` (bytes ready to send).
  static func exchange(_ request: [UInt8], port: UInt16, timeout: TimeInterval) throws -> (
    status: Int, body: [UInt8]
  ) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw WebDriverLaunchError("socket() failed: errno \(errno)") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw WebDriverLaunchError("connect to port \(port) failed: errno \(errno)") }
    var limit = timeval(tv_sec: Int(timeout.rounded(.up)), tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var offset = 0
    while offset < request.count {
      let sent = request[offset...].withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw WebDriverLaunchError("send failed: errno \(errno)") }
      offset += sent
    }
    var answer: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(fd, &scratch, scratch.count, 0)
      if count == 0 { break }
      guard count > 0 else { throw WebDriverLaunchError("recv failed: errno \(errno)") }
      answer.append(contentsOf: scratch[..<count])
      if let framed = framedBody(answer) { return framed }
    }
    guard let framed = framedBody(answer, closed: true) else {
      throw WebDriverLaunchError("the driver closed the connection before a whole answer")
    }
    return framed
  }

  /// The status and body once `bytes` hold a whole answer (its `Content-Length`, or up to the close).
  static func framedBody(_ bytes: [UInt8], closed: Bool = false) -> (status: Int, body: [UInt8])? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard bytes.count >= 4,
      let end = (0...(bytes.count - 4)).first(where: { bytes[$0..<($0 + 4)].elementsEqual(separator) })
    else { return nil }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = head.first?.split(separator: " ") ?? []
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
    let length = head.dropFirst().compactMap { line -> Int? in
      guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "content-length" else {
        return nil
      }
      return Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }.first
    let body = Array(bytes[(end + 4)...])
    if let length { return body.count >= length ? (status, Array(body.prefix(length))) : nil }
    return closed ? (status, body) : nil
  }
}
