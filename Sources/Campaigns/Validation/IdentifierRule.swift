/// The id rules of api.md: campaigns `[a-z0-9-]{1,64}`, variants `[A-Za-z0-9_-]{1,32}`.
public enum IdentifierRule {
  /// True for a valid campaign id (also the file name without `.json`).
  public static func isCampaignID(_ text: String) -> Bool {
    (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { isLowerOrDigit($0) || $0 == UInt8(ascii: "-") }
  }

  /// True for a valid variant id.
  public static func isVariantID(_ text: String) -> Bool {
    (1...32).contains(text.utf8.count)
      && text.utf8.allSatisfy {
        isLowerOrDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 == UInt8(ascii: "-")
          || $0 == UInt8(ascii: "_")
      }
  }

  private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
