/// Test-side helpers to read generated CSS text.
enum CSSText {
  /// The declarations of the rule whose selector line is exactly `selector`, as property → value.
  static func declarations(of selector: String, in css: String) -> [String: String]? {
    guard let start = css.range(of: selector + " {\n") else { return nil }
    guard let end = css[start.upperBound...].range(of: "\n}") else { return nil }
    var result: [String: String] = [:]
    for line in css[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let text = line.trimmed()
      guard let colon = text.firstIndex(of: ":"), text.hasSuffix(";") else { continue }
      result[String(text[..<colon])] = String(text[text.index(after: colon)...].dropLast()).trimmed()
    }
    return result
  }

  /// The text of `@keyframes name { … }`.
  static func keyframes(_ name: String, in css: String) -> String? {
    guard let start = css.range(of: "@keyframes \(name) {\n") else { return nil }
    guard let end = css[start.upperBound...].range(of: "\n}\n") else { return nil }
    return String(css[start.lowerBound..<end.upperBound])
  }

  /// Every value of `property` in the text.
  static func values(of property: String, in css: String) -> [String] {
    css.split(separator: "\n").compactMap { line in
      let text = line.trimmed()
      guard text.hasPrefix(property + ": ") else { return nil }
      return String(text.dropFirst(property.count + 2).dropLast())
    }
  }
}
