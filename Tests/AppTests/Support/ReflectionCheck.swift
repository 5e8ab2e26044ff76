import Foundation
import HTTPServer

/// Whether a response reflects an injection payload unsafely. Returns one sentence per problem
/// (empty when the response is safe):
///
/// - never a 5xx; no header value holding CR/LF or the payload;
/// - JSON: parses, `application/json` with `nosniff` (a payload inside a JSON string is escaped data);
/// - HTML: the raw payload is absent whenever it holds a character HTML must escape (`< > " ' &`);
///   and, whatever the payload, the markup has no event-handler attribute, no inline `<script>` or
///   `<style>`, no `style` attribute, and no URL attribute with a `javascript:`, `vbscript:` or
///   `data:` scheme (after HTML-unescaping and dropping the whitespace browsers ignore);
/// - CSS, JavaScript, CSV and any other text: the raw payload is absent; CSS also holds no
///   `expression(`, `javascript:` or `</style`.
enum ReflectionCheck {
  static func problems(payload: String, response: Response) -> [String] {
    var problems: [String] = []
    if response.status >= 500 { problems.append("answered \(response.status)") }
    for (name, value) in response.headers {
      if value.contains("\r") || value.contains("\n") { problems.append("header \(name) holds CR/LF") }
      if payload.count >= 3 && value.contains(payload) {
        problems.append("header \(name) reflects the payload")
      }
    }
    let type = (response.header("Content-Type") ?? "").lowercased()
    let body = String(decoding: response.body, as: UTF8.self)
    if response.body.isEmpty { return problems }
    if type.hasPrefix("application/json") {
      if (try? JSONSerialization.jsonObject(with: Data(response.body), options: .fragmentsAllowed)) == nil {
        problems.append("the JSON body does not parse")
      }
      if response.header("X-Content-Type-Options") != "nosniff" { problems.append("JSON without nosniff") }
    } else if type.hasPrefix("text/html") {
      if payload.contains(where: { "<>\"'&".contains($0) }) && body.contains(payload) {
        problems.append("the HTML body holds the raw payload")
      }
      problems += HTMLScan.problems(body)
    } else {
      if body.contains(payload) { problems.append("the \(type) body holds the raw payload") }
      if type.hasPrefix("text/css") {
        for marker in ["expression(", "javascript:", "</style"] where body.lowercased().contains(marker) {
          problems.append("the CSS holds \(marker)")
        }
      }
    }
    return problems
  }
}

/// A small tag scanner: enough HTML tokenising to find attributes and script/style elements as a
/// browser would (quoted and unquoted attribute values, comments skipped).
enum HTMLScan {
  static let urlAttributes: Set<String> = [
    "href", "src", "action", "formaction", "poster", "xlink:href", "background", "ping", "srcset", "data",
  ]

  static func problems(_ html: String) -> [String] {
    var problems: [String] = []
    let chars = Array(html.unicodeScalars)
    var index = 0
    while index < chars.count {
      guard chars[index] == "<" else {
        index += 1
        continue
      }
      if starts(chars, at: index, with: "<!--") {
        index = find(chars, "-->", from: index + 4).map { $0 + 3 } ?? chars.count
        continue
      }
      guard index + 1 < chars.count, chars[index + 1].properties.isAlphabetic else {
        index += 1
        continue
      }
      var cursor = index + 1
      var name = ""
      while cursor < chars.count, !isSpace(chars[cursor]), chars[cursor] != ">", chars[cursor] != "/" {
        name.unicodeScalars.append(chars[cursor])
        cursor += 1
      }
      name = name.lowercased()
      var attributes: [(String, String)] = []
      while cursor < chars.count, chars[cursor] != ">" {
        if isSpace(chars[cursor]) || chars[cursor] == "/" {
          cursor += 1
          continue
        }
        var attribute = ""
        while cursor < chars.count, !isSpace(chars[cursor]), !"=>/".unicodeScalars.contains(chars[cursor]) {
          attribute.unicodeScalars.append(chars[cursor])
          cursor += 1
        }
        if attribute.isEmpty {
          cursor += 1
          continue
        }
        var value = ""
        if cursor < chars.count, chars[cursor] == "=" {
          cursor += 1
          if cursor < chars.count, chars[cursor] == "\"" || chars[cursor] == "'" {
            let quote = chars[cursor]
            cursor += 1
            while cursor < chars.count, chars[cursor] != quote {
              value.unicodeScalars.append(chars[cursor])
              cursor += 1
            }
            cursor += 1
          } else {
            while cursor < chars.count, !isSpace(chars[cursor]), chars[cursor] != ">" {
              value.unicodeScalars.append(chars[cursor])
              cursor += 1
            }
          }
        }
        attributes.append((attribute.lowercased(), unescape(value)))
      }
      let tagEnd = cursor + 1
      for (attribute, value) in attributes {
        if attribute.hasPrefix("on") {
          problems.append("<\(name)> has an event handler attribute \(attribute)")
        }
        if attribute == "style" { problems.append("<\(name)> has a style attribute") }
        if urlAttributes.contains(attribute) {
          let scheme = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value > 0x20 }))
            .lowercased()
          for bad in ["javascript:", "vbscript:", "data:"] where scheme.hasPrefix(bad) {
            problems.append("<\(name) \(attribute)> is a \(bad) URL")
          }
        }
      }
      if name == "style" { problems.append("an inline <style> element") }
      if name == "script" {
        let close = find(chars, "</script", from: tagEnd) ?? chars.count
        let content = String(String.UnicodeScalarView(chars[min(tagEnd, close)..<close]))
        if !attributes.contains(where: { $0.0 == "src" })
          || !content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
          problems.append("an inline <script> element")
        }
      }
      index = tagEnd
    }
    return problems
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool { " \t\n\r\u{0C}".unicodeScalars.contains(scalar) }

  static func starts(_ chars: [Unicode.Scalar], at index: Int, with prefix: String) -> Bool {
    let needle = Array(prefix.unicodeScalars)
    guard index + needle.count <= chars.count else { return false }
    return zip(chars[index...], needle).allSatisfy { String($0).lowercased() == String($1).lowercased() }
  }

  static func find(_ chars: [Unicode.Scalar], _ needle: String, from start: Int) -> Int? {
    var index = start
    while index < chars.count {
      if starts(chars, at: index, with: needle) { return index }
      index += 1
    }
    return nil
  }

  /// Decodes the character references our renderer and an attacker could use.
  static func unescape(_ value: String) -> String {
    guard value.contains("&") else { return value }
    var out = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      guard let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10 else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = String(after[after.index(after: amp)..<semi]).lowercased()
      let named = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "tab": "\t", "newline": "\n",
        "colon": ":",
      ]
      if let text = named[entity] {
        out += text
      } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        out.unicodeScalars.append(scalar)
      } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
        let scalar = Unicode.Scalar(code)
      {
        out.unicodeScalars.append(scalar)
      } else {
        out += "&" + entity + ";"
      }
      rest = after[after.index(after: semi)...]
    }
    return out + rest
  }
}
