import Foundation

/// W3C WebDriver over HTTP/1.1: sends one command, returns its `value`, or throws the driver's error.
///
/// Not URLSession: on Linux, FoundationNetworking refuses chromedriver 156's header lines
/// (`Content-Length:250`, no space after the colon) with "Failed writing header". Each command is
/// one request on a fresh localhost connection (`WebDriverExchange`), run off the concurrency pool.
public struct WebDriverClient: Sendable {
  /// The driver's port on 127.0.0.1.
  public let port: UInt16
  /// `http://127.0.0.1:port`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// A client for the driver listening on 127.0.0.1:`port`.
  public init(port: UInt16) { self.port = port }

  /// Sends `method path` (POST always with a JSON body, `{}` by default); waits at most `timeout`
  /// seconds for the answer.
  public func send(
    _ method: String, _ path: String, _ body: ScriptValue? = nil, timeout: TimeInterval = 30
  ) async throws -> ScriptValue {
    let command = "\(method) \(path)"
    let bytes = method == "POST" ? Array(try JSONEncoder().encode(body ?? [:])) : []
    let head =
      "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
      + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(bytes.count)\r\n\r\n"
    let response: (status: Int, body: [UInt8])
    do {
      response = try await Self.exchange(Array(head.utf8) + bytes, port: port, timeout: timeout)
    } catch {
      throw WebDriverError(
        code: "no answer", message: "no answer within \(timeout) s: \(error)", command: command)
    }
    guard let answer = try? JSONDecoder().decode(ScriptValue.self, from: Data(response.body)) else {
      let text = String(decoding: response.body.prefix(200), as: UTF8.self)
      throw WebDriverError(code: "bad answer", message: "HTTP \(response.status): \(text)", command: command)
    }
    let value = answer["value"] ?? .null
    if response.status != 200 || value["error"]?.string != nil {
      throw WebDriverError(
        code: value["error"]?.string ?? "HTTP \(response.status)",
        message: value["message"]?.string ?? "\(answer)", command: command)
    }
    return value
  }

  /// One request and its response on a blocking socket, on a global queue.
  private static func exchange(_ request: [UInt8], port: UInt16, timeout: TimeInterval) async throws
    -> (status: Int, body: [UInt8])
  {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { try WebDriverExchange.exchange(request, port: port, timeout: timeout) })
      }
    }
  }
}
