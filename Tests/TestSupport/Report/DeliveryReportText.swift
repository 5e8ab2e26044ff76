import Analytics
import Foundation

/// The report's delivery section read back from its outputs (JSON, CSV, the page's table), for the
/// tests that check they agree.
public enum DeliveryReportText {
  /// One `delivery` object of the JSON.
  public struct Row: Decodable, Equatable, Sendable {
    public let appVersion: String?
    public let installs: Int
    public let received: Int
    public let gaps: Int
    public let duplicates: Int
    public let lossRate: Double?

    enum CodingKeys: String, CodingKey {
      case installs, received, gaps, duplicates
      case appVersion = "app_version"
      case lossRate = "loss_rate"
    }

    public init(
      appVersion: String?, installs: Int, received: Int, gaps: Int, duplicates: Int, lossRate: Double?
    ) {
      self.appVersion = appVersion
      self.installs = installs
      self.received = received
      self.gaps = gaps
      self.duplicates = duplicates
      self.lossRate = lossRate
    }

    /// installs, received, gaps, duplicates.
    public var counts: [Int?] { [installs, received, gaps, duplicates] }

    /// The row as the ledger's model holds it (for `DeliveryLedger.cells`).
    public var ledgerRow: DeliveryRow {
      DeliveryRow(
        appVersion: appVersion, installs: installs, received: received, gaps: gaps, duplicates: duplicates)
    }
  }

  /// `delivery_unsequenced`.
  public struct Unsequenced: Decodable, Equatable, Sendable {
    public let received: Int
    public let duplicates: Int

    public init(received: Int, duplicates: Int) {
      self.received = received
      self.duplicates = duplicates
    }
  }

  /// The JSON report's delivery fields.
  public struct Body: Decodable, Sendable {
    public let deliveryGrace: Int
    public let delivery: [Row]
    public let deliveryUnsequenced: Unsequenced

    enum CodingKeys: String, CodingKey {
      case delivery
      case deliveryGrace = "delivery_grace"
      case deliveryUnsequenced = "delivery_unsequenced"
    }
  }

  /// The CSV's delivery section (after the variant rows and an empty line), split into fields.
  public static func csv(_ text: String) -> [[String]] {
    guard let section = text.components(separatedBy: "\r\n\r\n").last else { return [] }
    return section.split(separator: "\r\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// The page's delivery table: per `data-app-version`, the cells in order.
  public static func pageRows(_ html: String) -> [String: [String]] {
    guard let start = html.range(of: "<table class=\"report-table delivery\""),
      let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex)
    else { return [:] }
    let table = String(html[start.upperBound..<end.lowerBound])
    var out: [String: [String]] = [:]
    for row in matches(table, #"<tr data-app-version="([^"]*)">(.*?)</tr>"#) {
      out[unescape(row[0])] = matches(row[1], #"<td data-label="[^"]*">([^<]*)</td>"#).map { unescape($0[0]) }
    }
    return out
  }

  static func matches(_ text: String, _ pattern: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
      (1..<match.numberOfRanges).map { ns.substring(with: match.range(at: $0)) }
    }
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
