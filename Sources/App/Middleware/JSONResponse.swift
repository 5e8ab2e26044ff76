import DialogWeb
import Foundation
import HTTPServer

/// JSON bodies from Foundation values (keys sorted so answers are stable).
enum JSONResponse {
  static func make(status: Int = 200, _ object: Any) -> Response {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data("{}".utf8)
    return Response(status: status, headers: [("Content-Type", "application/json")], body: Array(data) + [10])
  }

  static func encode<T: Encodable>(status: Int = 200, _ value: T) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(status: status, headers: [("Content-Type", "application/json")], body: Array(data) + [10])
  }
}
