import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One POST to `/api/events`, waited for on the delivery thread (never the caller's).
struct EventTransport: Sendable {
  enum Answer {
    case response(status: Int, retryAfter: String?, body: Data)
    case failure(String)
  }

  let url: URL
  let headers: [String: String]
  let session: URLSession

  init(baseURL: URL, timeout: TimeInterval, headers: [String: String]) {
    url = baseURL.appendingPathComponent("api/events")
    self.headers = headers
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.httpMaximumConnectionsPerHost = 1
    session = URLSession(configuration: configuration)
  }

  func post(_ body: Data) -> Answer {
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
