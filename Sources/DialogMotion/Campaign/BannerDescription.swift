/// What the banner shows, in words, for VoiceOver (the iOS dialog's banner label) and the browser
/// preview (its image's alternative text): one text, or one per language (`{"en": …, "ja": …}`, keys
/// BCP 47 language tags). A campaign file's `bannerDescription`, read by the server and the app alike
/// (in JSON: a string, or an object of languages).
///
/// ```swift
/// let description = BannerDescription(byLanguage: ["en": "Summer sale: 30 % off", "ja": "夏のセール"])
/// description.text(for: ["ja-JP", "en"])   // "夏のセール"
/// ```
public struct BannerDescription: Hashable, Sendable {
  /// The one text for every language, when the file gives a string.
  public var text: String?
  /// The texts by language tag, when the file gives an object.
  public var byLanguage: [String: String]

  public init(text: String) {
    self.text = text
    byLanguage = [:]
  }

  public init(byLanguage: [String: String]) {
    text = nil
    self.byLanguage = byLanguage
  }

  /// The text for the first of `languages` (preference order, e.g. `Locale.preferredLanguages`) that
  /// has one, matched by the whole tag, then by its language alone (`ja-JP` → `ja`); else English,
  /// else the first by tag.
  public func text(for languages: [String]) -> String {
    if let text { return text }
    let lowered = Dictionary(byLanguage.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    for language in languages.map({ $0.lowercased() }) {
      if let exact = lowered[language] { return exact }
      let base = String(language.split(separator: "-").first ?? "")
      if let match = lowered[base] { return match }
    }
    return lowered["en"] ?? byLanguage.sorted { $0.key < $1.key }.first?.value ?? ""
  }

  /// The text a page shows when it knows no reader's language: English, or the first.
  public var defaultText: String { text(for: ["en"]) }

  /// The most characters one text may have.
  public static let maximumLength = 500
}

extension BannerDescription: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self.init(text: text)
    } else {
      self.init(byLanguage: try container.decode([String: String].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let text { try container.encode(text) } else { try container.encode(byLanguage) }
  }
}
