/// How text reaches PostgreSQL, whose `text` can't hold U+0000 (a JSON `user` may): NUL is stored as
/// DLE `0` and DLE (U+0010) itself as DLE DLE.
///
/// Every other string is stored unchanged, and the mapping is one-to-one, so equality, `count(DISTINCT)`
/// and purges by user work on the stored form. Every text value the store binds goes through
/// ``encode(_:)``, every text it reads through ``decode(_:)``.
enum PostgresText {
  static let escape: Unicode.Scalar = "\u{10}"

  /// The stored form of `text`.
  static func encode(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\0" || $0 == escape }) else { return text }
    var stored = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\0": stored.append(contentsOf: [escape, "0"])
      case escape: stored.append(contentsOf: [escape, escape])
      default: stored.append(scalar)
      }
    }
    return String(stored)
  }

  /// The original of a stored `text` (an escape before anything else is kept as it is).
  static func decode(_ stored: String) -> String {
    guard stored.unicodeScalars.contains(escape) else { return stored }
    var text = String.UnicodeScalarView()
    var escaping = false
    for scalar in stored.unicodeScalars {
      if escaping {
        escaping = false
        switch scalar {
        case "0": text.append("\0")
        case escape: text.append(escape)
        default: text.append(contentsOf: [escape, scalar])
        }
      } else if scalar == escape {
        escaping = true
      } else {
        text.append(scalar)
      }
    }
    if escaping { text.append(escape) }
    return String(text)
  }
}
