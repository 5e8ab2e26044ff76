import DialogMotion
import Foundation

extension CampaignReader {
  /// `bannerDescription`: a string of 1…500 characters, or an object of language tags
  /// (`en`, `ja`, `pt-BR`) to such strings; nil when absent or wrong (wrong is a problem).
  mutating func bannerDescription(_ value: JSONValue?, at path: String) -> BannerDescription? {
    guard let value else { return nil }
    switch value {
    case .string(let text):
      return descriptionText(text, at: path).map(BannerDescription.init(text:))
    case .object(let pairs):
      guard !pairs.isEmpty else {
        add(
          path, "bannerDescription must give at least one language, e.g. {\"en\": \"Summer sale: 30 % off\"}."
        )
        return nil
      }
      var texts: [String: String] = [:]
      var valid = true
      for (tag, member) in pairs {
        let field = "\(path).\(tag)"
        guard Self.isLanguageTag(tag) else {
          add(field, "\(quoted(tag)) is not a language tag; use tags such as en, ja or pt-BR.")
          valid = false
          continue
        }
        guard texts[tag] == nil else {
          add(field, "The language \(quoted(tag)) appears more than once; keep one.")
          valid = false
          continue
        }
        guard case .string(let text) = member else {
          add(field, "A banner description must be a string, not \(member.kind).")
          valid = false
          continue
        }
        if let text = descriptionText(text, at: field) { texts[tag] = text } else { valid = false }
      }
      return valid ? BannerDescription(byLanguage: texts) : nil
    default:
      add(path, "bannerDescription must be a string or an object of languages to strings, not \(value.kind).")
      return nil
    }
  }

  private mutating func descriptionText(_ text: String, at path: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      add(
        path,
        "A banner description can't be empty; say what the banner shows, e.g. \"Summer sale: 30 % off\".")
      return nil
    }
    guard trimmed.count <= BannerDescription.maximumLength else {
      add(
        path,
        "A banner description must be at most \(BannerDescription.maximumLength) characters, got \(trimmed.count)."
      )
      return nil
    }
    return trimmed
  }

  /// `en`, `ja`, `pt-BR`, `zh-Hant-TW`: a language of 2 or 3 letters, then subtags of 2…8 letters or digits.
  static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
