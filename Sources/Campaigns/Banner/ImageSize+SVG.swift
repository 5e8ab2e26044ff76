import DialogMotion
import Foundation

extension ImageSize {
  /// The root `<svg>` tag's `width` and `height` when both are lengths in px (or unitless), else the
  /// `viewBox`'s width and height (which give the aspect ratio a browser uses).
  static func svg(_ text: String) -> ScreenSize? {
    guard let tag = rootTag(text) else { return nil }
    let attributes = self.attributes(tag)
    if let width = attributes["width"].flatMap(pixels), let height = attributes["height"].flatMap(pixels) {
      return ScreenSize(width: width, height: height)
    }
    guard let box = attributes["viewBox"] else { return nil }
    let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" })
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return ScreenSize(width: numbers[2], height: numbers[3])
  }

  /// The text of the first `<svg …>` tag, after any XML declaration, comments and doctype.
  static func rootTag(_ text: String) -> Substring? {
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      let after = rest[rest.index(after: open)...]
      if after.hasPrefix("!--") {
        guard let end = after.range(of: "-->") else { return nil }
        rest = after[end.upperBound...]
      } else if after.hasPrefix("?") || after.hasPrefix("!") {
        guard let end = after.firstIndex(of: ">") else { return nil }
        rest = after[after.index(after: end)...]
      } else {
        let name = after.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
        guard name == "svg" || name.hasSuffix(":svg"), let end = after.firstIndex(of: ">") else { return nil }
        return after[after.startIndex..<end]
      }
    }
    return nil
  }

  /// A tag's attributes by name (`name="value"` or `name='value'`).
  static func attributes(_ tag: Substring) -> [String: String] {
    var result: [String: String] = [:]
    let pattern = #"([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return result }
    let text = String(tag)
    let range = NSRange(text.startIndex..., in: text)
    for match in regex.matches(in: text, range: range) {
      guard let name = Range(match.range(at: 1), in: text) else { continue }
      let value = Range(match.range(at: 2), in: text) ?? Range(match.range(at: 3), in: text)
      if let value, result[String(text[name])] == nil { result[String(text[name])] = String(text[value]) }
    }
    return result
  }

  /// `600`, `600px` → 600; percentages and other units → nil.
  static func pixels(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
    return Double(number)
  }
}
