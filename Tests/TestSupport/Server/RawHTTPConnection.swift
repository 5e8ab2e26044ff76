import Foundation

/// A blocking TCP client speaking just enough HTTP/1.1 for tests that need control over bytes on the
/// wire: partial bodies, keep-alive, hundreds of connections. Closes its socket on deinit.
public final class RawHTTPConnection {
  public let fd: Int32

  /// Connects to 127.0.0.1:port (5 s receive timeout).
  public init(port: UInt16, host: String = "127.0.0.1") throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw TestFailure("socket() failed: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, host, &address.sin_addr)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    // No close(fd) here: a class initializer that throws once every property is set still runs
    // deinit, which closes it. Closing it here too was a double close: another test's thread could
    // have been given the same number in between (a pipe to a server it had just started), and lost
    // it: `FileHandle.availableData` then trapped with EBADF and took the whole test process down.
    guard result == 0 else {
      throw TestFailure("connect to port \(port) failed: errno \(errno)")
    }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  /// Sends raw bytes.
  public func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// Sends raw bytes.
  public func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw TestFailure("send failed: errno \(errno)") }
      offset += sent
    }
  }

  var buffer: [UInt8] = []

  /// Reads one response (Content-Length or chunked framing; HEAD/304 have no body).
  public func readResponse(head: Bool = false) throws -> RawResponse {
    while true {
      if let end = findHeaderEnd() {
        let headText = String(decoding: buffer[..<end], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
          throw TestFailure("bad status line \(statusLine)")
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
          if let colon = line.firstIndex(of: ":") {
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
              in: .whitespaces)
          }
        }
        let length = (head || status == 304 || status == 204) ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        try fill(upTo: end + 4 + length)
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return RawResponse(status: status, headers: headers, body: body)
      }
      try readMore()
    }
  }

  /// True when the peer closed the connection (reads until EOF or timeout).
  public func waitForClose() -> Bool {
    var scratch = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(fd, &scratch, scratch.count, 0)
      if count == 0 { return true }
      if count < 0 { return false }
    }
  }

  func findHeaderEnd() -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10
    {
      return index
    }
    return nil
  }

  private func fill(upTo count: Int) throws {
    while buffer.count < count { try readMore() }
  }

  func readMore() throws {
    var scratch = [UInt8](repeating: 0, count: 65536)
    let count = recv(fd, &scratch, scratch.count, 0)
    guard count > 0 else {
      throw TestFailure(count == 0 ? "connection closed by the server" : "recv failed: errno \(errno)")
    }
    buffer.append(contentsOf: scratch[..<count])
  }
}

/// A response read off the wire.
public struct RawResponse: Sendable {
  public let status: Int
  public let headers: [String: String]
  public let body: [UInt8]
  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A test helper failure with a sentence.
public struct TestFailure: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
