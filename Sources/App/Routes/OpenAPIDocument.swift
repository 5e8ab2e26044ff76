import Foundation
import HTTPServer

/// The OpenAPI document file.
enum OpenAPIDocument {
  static let defaultPath = "openapi.json"

  /// The text of the document, or nil (logged on stderr) when it cannot be read.
  static func load(path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      FileHandle.standardError.write(
        Data("dialog-preview: \(path) not found; GET /openapi.json answers 404\n".utf8))
      return nil
    }
    return text
  }
}
