extension JSONParser {
  /// A string literal at the current `"`, escapes decoded; raw control characters are refused.
  mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index  // start of the bytes not yet copied
    while true {
      guard index < bytes.count else { throw fail("a string is not closed (missing '\"')") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scalars += String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw fail("a string holds a raw control character; write it as an escape such as \\n")
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      scalars += String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars
      index += 1
      scalars.append(try escape())
      run = index
    }
  }

  /// The scalar of the escape after a backslash.
  private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard index < bytes.count else { throw fail("a string is not closed (missing '\"')") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): break
    default:
      index -= 1
      let shown = describe().trimmingQuotes
      index -= 1
      throw fail("unknown escape \\\(shown) in a string")
    }
    let unit = try hex4()
    if (0xD800...0xDBFF).contains(unit) {
      guard bytes[index...].starts(with: Array("\\u".utf8)) else {
        throw fail("a \\u escape is half a surrogate pair")
      }
      index += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low) else { throw fail("a \\u escape is half a surrogate pair") }
      return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
    }
    guard let scalar = Unicode.Scalar(unit) else { throw fail("a \\u escape is half a surrogate pair") }
    return scalar
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw fail("a \\u escape needs four hexadecimal digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as a Double.
  mutating func number() throws(JSONSyntaxError) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
      if index < bytes.count, Self.isDigit(bytes[index]) {
        index = start
        throw fail("a number may not have a leading 0")
      }
    } else {
      try digits()
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      try digits()
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      try digits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw fail("the number \(text) is too large")
    }
    return value
  }

  private mutating func digits() throws(JSONSyntaxError) {
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw fail("unexpected \(describe()); expected a digit")
    }
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

extension String {
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
