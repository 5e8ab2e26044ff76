/// Reading a response that doesn't end (server-sent events): the head, then the raw bytes as they come.
extension RawHTTPConnection {
  /// Reads the status line and header fields of a response, leaving the body unread.
  public func readHead() throws -> RawResponse {
    while findHeaderEnd() == nil { try readMore() }
    let end = findHeaderEnd()!
    let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    buffer.removeFirst(end + 4)
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2, let status = Int(parts[1]) else {
      throw TestFailure("bad status line \(lines[0])")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...].drop { $0 == " " })
    }
    return RawResponse(status: status, headers: headers, body: [])
  }

  /// Reads body bytes (chunk framing included) until `text` has arrived; returns everything read up to
  /// and including it. Throws when the connection closes or the 5 s receive timeout passes first.
  public func read(until text: String) throws -> String {
    let needle = Array(text.utf8)
    while true {
      if let range = firstRange(of: needle) {
        let read = String(decoding: buffer[..<range], as: UTF8.self)
        buffer.removeFirst(range)
        return read
      }
      try readMore()
    }
  }

  private func firstRange(of needle: [UInt8]) -> Int? {
    guard buffer.count >= needle.count else { return nil }
    for start in 0...(buffer.count - needle.count)
    where buffer[start..<(start + needle.count)].elementsEqual(needle) {
      return start + needle.count
    }
    return nil
  }
}
