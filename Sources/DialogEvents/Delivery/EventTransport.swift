import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One POST to `/api/events`, waited for on the delivery thread (never the caller's): through
/// URLSession, and on Linux through ``SocketPost`` for an `http` URL.
struct EventTransport: Sendable {
  enum Answer {
    case response(status: Int, retryAfter: String?, body: Data)
    case failure(String)
  }

  let url: URL
  let headers: [String: String]
  let session: URLSession
  /// Seconds any one wait may take (connect, send, each read): URLSession's `timeoutIntervalForRequest`.
  let timeout: TimeInterval

  init(baseURL: URL, timeout: TimeInterval, headers: [String: String]) {
    url = baseURL.appendingPathComponent("api/events")
    self.headers = headers
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.httpMaximumConnectionsPerHost = 1
    session = URLSession(configuration: configuration)
  }

  /// Releases the session (its delegate queue, connections, caches) once the engine no longer sends:
  /// a URLSession lives until invalidated.
  func invalidate() { session.finishTasksAndInvalidate() }

  func post(_ body: Data) -> Answer {
    #if os(Linux)
      // A wait in poll(2), not URLSession's, which polls a core while it waits on Linux (SocketPost).
      if url.scheme?.lowercased() == "http" {
        var fields = headers
        fields["Content-Type"] = "application/json"
        switch SocketPost.post(url, headers: fields, body: body, timeout: timeout) {
        case .success(let reply):
          return .response(status: reply.status, retryAfter: reply.headers["retry-after"], body: reply.body)
        case .failure(let error):
          return .failure(error.message)
        }
      }
    #endif
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = body
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var answer = Answer.failure("no answer")
    session.dataTask(with: request) { data, response, error in
      if let http = response as? HTTPURLResponse {
        answer = .response(
          status: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After"),
          body: data ?? Data())
      } else {
        answer = .failure(error.map { "\($0.localizedDescription)" } ?? "no response")
      }
      done.signal()
    }.resume()
    done.wait()
    return answer
  }
}
