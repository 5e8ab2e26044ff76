import Foundation

/// `actionURL`: empty (a banner tap does nothing) or an absolute `http`/`https` URL with a host.
/// Written exactly: no spaces, control characters or backslashes anywhere (browsers strip or
/// reinterpret them, which is how `java\tscript:` or `https:\\evil` tricks work), no user name or
/// password before the host.
enum ActionURLRule {
  static let maximumLength = 2048

  /// Nil when `text` is a valid action URL, else one sentence saying why not.
  static func problem(_ text: String, field: String) -> String? {
    if text.isEmpty { return nil }
    let expected =
      "\(field) must be an http:// or https:// URL such as https://example.com/offer, or \"\" for none"
    guard text.utf8.count <= maximumLength else {
      return "\(field) is longer than \(maximumLength) bytes; use a shorter URL."
    }
    if text.unicodeScalars.contains(where: {
      $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
    }) {
      return
        "\(field) must not contain spaces or control characters, got \(quoted(text)); percent-encode them."
    }
    if text.contains("\\") { return "\(field) must not contain a backslash, got \(quoted(text))." }
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
      return "\(expected); got \(quoted(text))."
    }
    guard scheme == "http" || scheme == "https" else {
      return "\(expected); the scheme \(quoted(scheme + ":")) is not allowed."
    }
    guard let host = components.host, !host.isEmpty, text.lowercased().hasPrefix(scheme + "://") else {
      return "\(expected); \(quoted(text)) has no host."
    }
    guard components.user == nil, components.password == nil else {
      return "\(field) must not hold a user name or password before the host, got \(quoted(text))."
    }
    return nil
  }
}
