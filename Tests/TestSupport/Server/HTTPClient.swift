import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Real HTTP requests through URLSession, answered as (status, headers, body).
public enum HTTPClient {
  public struct Result: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data
    public var text: String { String(decoding: body, as: UTF8.self) }
    public func header(_ name: String) -> String? {
      headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
  }

  /// Performs one request (5 s timeout).
  public static func request(
    _ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil
  ) async throws -> Result {
    var request = URLRequest(url: url, timeoutInterval: 5)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = response as! HTTPURLResponse
    var fields: [String: String] = [:]
    for (key, value) in http.allHeaderFields { fields["\(key)"] = "\(value)" }
    return Result(status: http.statusCode, headers: fields, body: data)
  }
}
