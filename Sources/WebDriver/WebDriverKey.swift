/// Special keys in WebDriver's encoding (private-use code points), for `pressKey` and `sendKeys`.
public struct WebDriverKey: Sendable, Hashable {
  /// The code point WebDriver uses, or the character itself for ordinary keys.
  public let rawValue: String

  /// A key from its WebDriver code point or character.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let escape = WebDriverKey("\u{E00C}")
  public static let enter = WebDriverKey("\u{E007}")
  public static let tab = WebDriverKey("\u{E004}")
  public static let space = WebDriverKey("\u{E00D}")
  public static let backspace = WebDriverKey("\u{E003}")
  public static let shift = WebDriverKey("\u{E008}")
  public static let arrowLeft = WebDriverKey("\u{E012}")
  public static let arrowUp = WebDriverKey("\u{E013}")
  public static let arrowRight = WebDriverKey("\u{E014}")
  public static let arrowDown = WebDriverKey("\u{E015}")
}
