import Foundation
import Synchronization
import TestSupport

/// An HTTP/1.1 forwarder between event clients and the real server (one thread per connection), for the
/// delivery-ledger test. It reads each `POST /api/events` and, for the batches its plan picks, either
/// swallows it (answers 200 as the server would, forwards nothing: the client deletes the events, a real
/// loss) or forwards it and drops the answer (closes the connection without a word: the client sends the
/// events again, retries the server absorbs as duplicates). Everything else goes to the server and its
/// answer back to the client. It records what it saw and did to each event.
///
/// Only a *fresh* batch is picked (no id seen before), one plan entry at a time per install, in the order
/// installs first show up per app version. An id once swallowed stays swallowed: a client killed before
/// it deleted a swallowed batch sends it again, and the proxy answers for those events again without
/// forwarding them (forwarding the rest of the request).
final class LedgerProxy: @unchecked Sendable {  // mutable state is in `state`, a Mutex
  /// One event as the client sent it.
  struct Sent: Hashable, Sendable {
    let id: String
    let install: String
    let seq: Int
    let version: String
  }

  /// What to do to an install's batches: `swallow` and `dropAnswer` are sequence numbers; the first
  /// fresh batch whose events all have a `seq` of at least the next one is picked (a swallowed batch also
  /// needs every `seq` below ``swallowBelow`` and every id in `isLogged`).
  struct InstallPlan: Sendable {
    var swallow: [Int] = []
    var dropAnswer: [Int] = []
  }

  struct Figures: Sendable {
    /// Every event seen, by id (the first copy).
    var seen: [String: Sent] = [:]
    /// Ids answered for and never forwarded.
    var swallowed: Set<String> = []
    /// Per id: how many requests carrying it the server answered 200 (or 422).
    var forwarded: [String: Int] = [:]
    /// Per app version: events of the batches whose answer was dropped.
    var dropAnswerEvents: [String: Int] = [:]
    /// The ids of those events.
    var dropAnswerIDs: Set<String> = []
    var swallowedBatches = 0
    var dropAnswerBatches = 0
    var requests = 0
    /// Per status: the server's answers.
    var statuses: [Int: Int] = [:]
    /// One line per request, for a failure's message: when (seconds since the proxy started), the
    /// install's first 8 characters, the seq range, what was done, the server's status and time.
    var trace: [String] = []
    /// Anything the proxy didn't expect (a request it couldn't read, an upstream failure).
    var problems: [String] = []
  }

  private struct State {
    var figures = Figures()
    var plans: [String: [InstallPlan]]
    var installPlans: [String: InstallPlan] = [:]
    var connections: Set<Int32> = []
  }

  let port: UInt16
  let upstreamPort: UInt16
  let swallowBelow: Int
  /// The versions with batches to swallow.
  let swallowVersions: Set<String>
  private let listener: Int32
  private let state: Mutex<State>
  private let isLogged: @Sendable (String) -> Bool
  private let startedAt = Date()

  /// Listens on 127.0.0.1 (a free port) and forwards to 127.0.0.1:`upstreamPort`. `plans[version]` are
  /// given to that version's installs in the order they first send.
  init(
    upstreamPort: UInt16, plans: [String: [InstallPlan]], swallowBelow: Int,
    isLogged: @escaping @Sendable (String) -> Bool
  ) throws {
    self.upstreamPort = upstreamPort
    self.swallowBelow = swallowBelow
    self.isLogged = isLogged
    swallowVersions = Set(plans.filter { $0.value.contains { !$0.swallow.isEmpty } }.keys)
    state = Mutex(State(plans: plans))
    let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    listener = listening
    guard listening >= 0 else { throw TestFailure("socket() failed: errno \(errno)") }
    var yes: Int32 = 1
    setsockopt(listening, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listening, pointer, length) == 0 && listen(listening, 128) == 0
          && getsockname(listening, pointer, &length) == 0
      }
    }
    guard bound else {
      close(listening)
      throw TestFailure("the proxy could not listen: errno \(errno)")
    }
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listening, nil, nil)
        if client < 0 {
          if errno == EINTR || errno == ECONNABORTED { continue }
          return  // closed by stop()
        }
        let open = state.withLock { state -> Bool in
          state.connections.insert(client)
          return true
        }
        if open { Thread.detachNewThread { [self] in serve(client) } }
      }
    }
  }

  /// What the proxy saw and did so far.
  var figures: Figures { state.withLock { $0.figures } }

  /// Stops listening and closes the clients' connections.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    state.withLock { state in
      for fd in state.connections { shutdown(fd, Int32(SHUT_RDWR)) }
    }
  }

  deinit { stop() }

  // MARK: - One connection

  private func serve(_ fd: Int32) {
    defer {
      state.withLock { _ = $0.connections.remove(fd) }
      close(fd)
    }
    var buffer: [UInt8] = []
    while true {
      guard let request = Self.readRequest(fd, &buffer) else { return }
      guard let (status, headers, body) = handle(request) else { return }  // the answer dropped
      var head = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\nContent-Length: \(body.count)\r\n"
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      guard Self.write(fd, Array((head + "\r\n").utf8) + body) else { return }
    }
  }

  private struct Request {
    let method: String
    let path: String
    let body: [UInt8]
  }

  /// Reads one request (Content-Length framing; answers `Expect: 100-continue`); nil at EOF or on a
  /// request it can't read.
  private static func readRequest(_ fd: Int32, _ buffer: inout [UInt8]) -> Request? {
    var headEnd: Int?
    while headEnd == nil {
      headEnd = headerEnd(buffer)
      if headEnd == nil, !readMore(fd, &buffer) { return nil }
    }
    guard let end = headEnd else { return nil }
    let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2 else { return nil }
    var length = 0
    var expectContinue = false
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if name == "content-length" { length = Int(value) ?? 0 }
      if name == "expect", value.lowercased() == "100-continue" { expectContinue = true }
      if name == "transfer-encoding" { return nil }  // the client sends Content-Length
    }
    if expectContinue, buffer.count < end + 4 + length {
      guard write(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return nil }
    }
    while buffer.count < end + 4 + length {
      guard readMore(fd, &buffer) else { return nil }
    }
    let body = Array(buffer[(end + 4)..<(end + 4 + length)])
    buffer.removeFirst(end + 4 + length)
    return Request(method: String(parts[0]), path: String(parts[1]), body: body)
  }

  private static func headerEnd(_ buffer: [UInt8]) -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10
    {
      return index
    }
    return nil
  }

  private static func readMore(_ fd: Int32, _ buffer: inout [UInt8]) -> Bool {
    var scratch = [UInt8](repeating: 0, count: 65536)
    let count = recv(fd, &scratch, scratch.count, 0)
    guard count > 0 else { return false }
    buffer.append(contentsOf: scratch[..<count])
    return true
  }

  private static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  // MARK: - The plan

  private enum Fate {
    case swallow
    case dropAnswer
    case forward
  }

  /// The answer for the client, or nil to close the connection without one.
  private func handle(_ request: Request) -> (Int, [(String, String)], [UInt8])? {
    guard request.method == "POST", request.path == "/api/events" else {
      note("unexpected request \(request.method) \(request.path)")
      return (404, [], Array("{\"error\":\"not here\"}".utf8))
    }
    let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any]
    guard let objects = object?["events"] as? [[String: Any]] else {
      note("a body without events")
      return nil
    }
    let events = objects.map { object in
      Sent(
        id: object["id"] as? String ?? "", install: object["install"] as? String ?? "",
        seq: (object["seq"] as? NSNumber)?.intValue ?? 0, version: object["app_version"] as? String ?? "")
    }
    // A swallowed batch holds only ids a client printed as logged (the test's truth): the line comes
    // just after the event's write, so a batch sent at once after it waits for it here (a second at most).
    let deadline = Date().addingTimeInterval(1)
    while events.contains(where: { swallowVersions.contains($0.version) && !isLogged($0.id) }),
      Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.005)
    }
    // Decide under the lock; the already-swallowed ids are answered for, never forwarded.
    let (fate, again) = state.withLock { state -> (Fate, Set<String>) in
      state.figures.requests += 1
      let again = Set(events.map(\.id)).intersection(state.figures.swallowed)
      let fresh = events.allSatisfy { state.figures.seen[$0.id] == nil }
      for event in events where state.figures.seen[event.id] == nil { state.figures.seen[event.id] = event }
      guard fresh, let first = events.first, events.allSatisfy({ $0.install == first.install }) else {
        return (.forward, again)
      }
      if state.installPlans[first.install] == nil {
        let plans = state.plans[first.version] ?? []
        state.installPlans[first.install] = plans.first ?? InstallPlan()
        state.plans[first.version] = Array(plans.dropFirst())
      }
      var plan = state.installPlans[first.install]!
      let low = events.map(\.seq).min() ?? 0
      let high = events.map(\.seq).max() ?? 0
      defer { state.installPlans[first.install] = plan }
      if let next = plan.swallow.first, low >= next, high < swallowBelow,
        events.allSatisfy({ isLogged($0.id) })
      {
        plan.swallow.removeFirst()
        state.figures.swallowed.formUnion(events.map(\.id))
        state.figures.swallowedBatches += 1
        return (.swallow, again)
      }
      if let next = plan.dropAnswer.first, low >= next {
        plan.dropAnswer.removeFirst()
        return (.dropAnswer, again)
      }
      return (.forward, again)
    }
    let json = [("Content-Type", "application/json")]
    if fate == .swallow { trace(events, "swallowed") }
    if fate == .swallow {
      return (200, json, Array("{\"accepted\":\(events.count),\"duplicates\":0,\"rejected\":[]}".utf8))
    }
    let forwarded = zip(events, objects).filter { !again.contains($0.0.id) }
    if forwarded.isEmpty {
      return (200, json, Array("{\"accepted\":\(events.count),\"duplicates\":0,\"rejected\":[]}".utf8))
    }
    var body = request.body
    if !again.isEmpty {
      let kept = forwarded.map(\.1)
      guard let data = try? JSONSerialization.data(withJSONObject: ["events": kept]) else {
        note("could not re-encode a batch")
        return nil
      }
      body = Array(data)
    }
    let sentAt = Date()
    let answer: RawResponse
    do {
      answer = try forward(body)
      trace(
        events,
        "\(fate) \(forwarded.count) -> \(answer.status) in \(Int(Date().timeIntervalSince(sentAt) * 1000)) ms"
      )
    } catch {
      trace(events, "\(fate) \(forwarded.count) -> \(error)")
      note("upstream: \(error)")
      if fate == .dropAnswer { restore(events[0]) }
      return (502, json, Array("{\"error\":\"the proxy could not reach the server\"}".utf8))
    }
    let stored = answer.status == 200 || answer.status == 422
    state.withLock { state in
      state.figures.statuses[answer.status, default: 0] += 1
      if stored {
        for (event, _) in forwarded { state.figures.forwarded[event.id, default: 0] += 1 }
        if fate == .dropAnswer {
          state.figures.dropAnswerBatches += 1
          state.figures.dropAnswerEvents[events[0].version, default: 0] += forwarded.count
          state.figures.dropAnswerIDs.formUnion(forwarded.map(\.0.id))
        }
      }
    }
    if fate == .dropAnswer {
      if stored { return nil }
      restore(events[0])  // not stored: pick a later batch instead
    }
    var headers = json
    if let retryAfter = answer.headers["retry-after"] { headers.append(("Retry-After", retryAfter)) }
    guard !again.isEmpty, stored else { return (answer.status, headers, answer.body) }
    // The client counts what it sent: the swallowed ones again as accepted.
    let reply = (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any]
    let accepted = (reply?["accepted"] as? Int ?? 0) + again.count
    let duplicates = reply?["duplicates"] as? Int ?? 0
    if let rejected = reply?["rejected"] as? [Any], !rejected.isEmpty { note("rejected events: \(rejected)") }
    return (
      200, headers, Array("{\"accepted\":\(accepted),\"duplicates\":\(duplicates),\"rejected\":[]}".utf8)
    )
  }

  /// Puts a drop-answer entry back (the server didn't store the batch: a later one is picked).
  private func restore(_ event: Sent) {
    state.withLock { state in
      state.installPlans[event.install]?.dropAnswer.insert(0, at: 0)
    }
  }

  private func forward(_ body: [UInt8]) throws -> RawResponse {
    let connection = try RawHTTPConnection(port: upstreamPort)
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(connection.fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    try connection.send(
      Array(
        ("POST /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(upstreamPort)\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n").utf8) + body)
    return try connection.readResponse()
  }

  private func trace(_ events: [Sent], _ what: String) {
    let seqs = events.map(\.seq)
    let line =
      String(format: "%.3f", Date().timeIntervalSince(startedAt))
      + " \(events.first?.install.prefix(8) ?? "-") seq \(seqs.min() ?? 0)-\(seqs.max() ?? 0) (\(events.count)): \(what)"
    state.withLock { $0.figures.trace.append(line) }
  }

  private func note(_ problem: String) {
    state.withLock { $0.figures.problems.append(problem) }
  }
}
