/// A strict RFC 8259 parser: one value, no trailing commas, no comments, finite numbers only,
/// valid UTF-8 (a leading byte-order mark is skipped). Errors say the line and column.
struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  private var depth = 0
  /// Deeper nesting is refused rather than risking the stack.
  static let maximumDepth = 64

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private mutating func document() throws(JSONSyntaxError) -> JSONValue {
    if String(validating: bytes, as: UTF8.self) == nil {
      index = Self.firstInvalidUTF8(in: bytes)
      throw fail("the file is not valid UTF-8 text")
    }
    skipWhitespace()
    guard index < bytes.count else { throw fail("the file is empty; expected a JSON object") }
    let value = try self.value()
    skipWhitespace()
    guard index == bytes.count else { throw fail("unexpected \(describe()) after the end of the JSON value") }
    return value
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw fail("the file ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.object() }
    case UInt8(ascii: "["):
      return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw fail("unexpected \(describe()); expected a value")
    }
  }

  private mutating func nested(
    _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw fail("values are nested more than \(Self.maximumDepth) deep")
    }
    return try body(&self)
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw fail("unexpected \(describe()); expected a key in double quotes")
      }
      let key = try string()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw fail("unexpected \(describe()); expected ':' after the key")
      }
      index += 1
      members.append((key, try value()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { throw fail("a comma before '}' is not allowed in JSON") }
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        return .object(members)
      } else {
        throw fail("unexpected \(describe()); expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { throw fail("a comma before ']' is not allowed in JSON") }
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        return .array(items)
      } else {
        throw fail("unexpected \(describe()); expected ',' or ']'")
      }
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw fail("unexpected \(describe()); expected a value")
    }
    index += expected.count
    return value
  }

  // MARK: Helpers

  func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// The character at the current position, quoted, or "the end of the file".
  func describe() -> String {
    guard index < bytes.count else { return "end of file" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
    return text.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) ? "'\(text)'" : "a control character"
  }

  /// An error at the current position.
  func fail(_ reason: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  /// The byte offset of the first invalid UTF-8 sequence.
  private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8.ForwardParser()
    var offset = 0
    while case .valid(let scalar) = decoder.parseScalar(from: &iterator) { offset += scalar.count }
    return offset
  }
}
