#if os(Linux)
  import Foundation
  import Glibc

  /// One HTTP/1.1 `POST` to an `http://` URL over a plain TCP socket, waited for in `poll(2)`: the event
  /// client's transport on Linux. swift-corelibs-foundation's URLSession keeps a libdispatch write
  /// source armed on the socket while it waits for the answer (it creates the source when libcurl asks
  /// for write readiness and removes it only when the socket is unregistered), so an idle wait polled
  /// 20 to 65 % of a core per client. Here a wait costs nothing. Each request opens its own connection
  /// (`Connection: close`); `timeout` bounds every wait (connect, send, each read), as URLSession's
  /// `timeoutIntervalForRequest` does. `https` URLs stay with URLSession.
  enum SocketPost {
    struct Reply {
      let status: Int
      /// Header fields by lower-cased name.
      let headers: [String: String]
      let body: Data
    }

    /// Sends `body` with `headers` (fields holding CR or LF are left out) and reads the whole answer.
    static func post(_ url: URL, headers: [String: String], body: Data, timeout: TimeInterval) -> Result<
      Reply, SocketPostError
    > {
      guard let host = url.host, !host.isEmpty else { return .failure(SocketPostError("\(url) has no host")) }
      let port = url.port ?? 80
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      let path = (components?.percentEncodedPath).flatMap { $0.isEmpty ? nil : $0 } ?? "/"
      let target = path + (url.query.map { "?" + $0 } ?? "")
      let hostField = host.contains(":") ? "[\(host)]" : host
      var head = "POST \(target) HTTP/1.1\r\nHost: \(hostField):\(port)\r\n"
      for (name, value) in headers where !(name + value).contains(where: { $0 == "\r" || $0 == "\n" }) {
        head += "\(name): \(value)\r\n"
      }
      head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      let fd: Int32
      switch connect(host: host, port: port, timeout: timeout) {
      case .success(let socket): fd = socket
      case .failure(let error): return .failure(error)
      }
      defer { close(fd) }
      if let error = send(fd, Array(head.utf8) + Array(body), timeout: timeout) { return .failure(error) }
      return receive(fd, timeout: timeout)
    }

    /// A connected non-blocking socket to the first address of `host` that answers.
    private static func connect(host: String, port: Int, timeout: TimeInterval) -> Result<
      Int32, SocketPostError
    > {
      var hints = addrinfo()
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      hints.ai_family = AF_UNSPEC
      var list: UnsafeMutablePointer<addrinfo>?
      let resolved = getaddrinfo(host, String(port), &hints, &list)
      guard resolved == 0, let first = list else {
        return .failure(
          SocketPostError("could not resolve \(host): \(String(cString: gai_strerror(resolved)))"))
      }
      defer { freeaddrinfo(first) }
      var last = SocketPostError("could not connect to \(host):\(port)")
      var entry: UnsafeMutablePointer<addrinfo>? = first
      while let address = entry {
        entry = address.pointee.ai_next
        let fd = socket(
          address.pointee.ai_family,
          address.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue),
          address.pointee.ai_protocol)
        guard fd >= 0 else { continue }
        if Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return .success(fd) }
        if errno == EINPROGRESS, wait(fd, for: Int16(POLLOUT), timeout: timeout) {
          var error: Int32 = 0
          var length = socklen_t(MemoryLayout<Int32>.size)
          getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
          if error == 0 { return .success(fd) }
          last = SocketPostError("could not connect to \(host):\(port): \(String(cString: strerror(error)))")
        } else {
          let reason =
            errno == EINPROGRESS ? "timed out after \(timeout) s" : String(cString: strerror(errno))
          last = SocketPostError("could not connect to \(host):\(port): \(reason)")
        }
        close(fd)
      }
      return .failure(last)
    }

    /// Whether `fd` became ready for `events` (or hung up) within `timeout`.
    private static func wait(_ fd: Int32, for events: Int16, timeout: TimeInterval) -> Bool {
      var entry = pollfd(fd: fd, events: events, revents: 0)
      let deadline = Date().addingTimeInterval(timeout)
      while true {
        let left = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)).rounded(.up))
        let ready = poll(&entry, 1, left)
        if ready > 0 { return true }
        if ready == 0 || errno != EINTR { return false }
      }
    }

    private static func send(_ fd: Int32, _ bytes: [UInt8], timeout: TimeInterval) -> SocketPostError? {
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes {
          Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        if sent > 0 {
          offset += sent
        } else if sent < 0, errno == EAGAIN || errno == EINTR {
          guard wait(fd, for: Int16(POLLOUT), timeout: timeout) else {
            return SocketPostError("timed out after \(timeout) s sending the request")
          }
        } else {
          return SocketPostError("the connection failed while sending: \(String(cString: strerror(errno)))")
        }
      }
      return nil
    }

    /// Reads to the end of the answer: its `Content-Length`, its last chunk, or the end of the connection.
    private static func receive(_ fd: Int32, timeout: TimeInterval) -> Result<Reply, SocketPostError> {
      var buffer: [UInt8] = []
      var head: (status: Int, headers: [String: String], bodyStart: Int)?
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        if head == nil { head = parseHead(buffer) }
        if let head,
          let body = completeBody(buffer, from: head.bodyStart, headers: head.headers, ended: false)
        {
          return .success(Reply(status: head.status, headers: head.headers, body: body))
        }
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 {
          buffer.append(contentsOf: chunk[0..<count])
        } else if count == 0 {
          guard let head else {
            return .failure(SocketPostError("the server closed the connection without an answer"))
          }
          guard let body = completeBody(buffer, from: head.bodyStart, headers: head.headers, ended: true)
          else {
            return .failure(SocketPostError("the server closed the connection in the middle of the answer"))
          }
          return .success(Reply(status: head.status, headers: head.headers, body: body))
        } else if errno == EAGAIN || errno == EINTR {
          guard wait(fd, for: Int16(POLLIN), timeout: timeout) else {
            return .failure(SocketPostError("timed out after \(timeout) s waiting for the answer"))
          }
        } else {
          return .failure(SocketPostError("the connection failed: \(String(cString: strerror(errno)))"))
        }
      }
    }

    /// The status and header fields once the blank line has arrived (a `100 Continue` skipped).
    private static func parseHead(_ buffer: [UInt8]) -> (
      status: Int, headers: [String: String], bodyStart: Int
    )? {
      var start = 0
      while let end = find([13, 10, 13, 10], in: buffer, from: start) {
        let lines = String(decoding: buffer[start..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", maxSplits: 2)
        let status = parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
        if status == 100 {
          start = end + 4
          continue
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
          guard let colon = line.firstIndex(of: ":") else { continue }
          headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
            in: .whitespaces)
        }
        return (status, headers, end + 4)
      }
      return nil
    }

    /// The body when all of it is in `buffer`, else nil (`ended`: the connection has closed).
    private static func completeBody(
      _ buffer: [UInt8], from start: Int, headers: [String: String], ended: Bool
    )
      -> Data?
    {
      if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
        var body = Data()
        var index = start
        while let lineEnd = find([13, 10], in: buffer, from: index) {
          let sizeText =
            String(decoding: buffer[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
          guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
          if size == 0 { return body }
          let dataStart = lineEnd + 2
          guard buffer.count >= dataStart + size + 2 else { return nil }
          body.append(contentsOf: buffer[dataStart..<(dataStart + size)])
          index = dataStart + size + 2
        }
        return nil
      }
      if let length = headers["content-length"].flatMap({ Int($0) }) {
        return buffer.count >= start + length ? Data(buffer[start..<(start + length)]) : nil
      }
      return ended ? Data(buffer[start...]) : nil
    }

    private static func find(_ pattern: [UInt8], in buffer: [UInt8], from start: Int) -> Int? {
      guard buffer.count >= start + pattern.count else { return nil }
      for index in start...(buffer.count - pattern.count) where buffer[index] == pattern[0] {
        if Array(buffer[index..<(index + pattern.count)]) == pattern { return index }
      }
      return nil
    }
  }
#endif
