import Foundation

/// The report's `from`/`to` filters: RFC 3339 timestamps (`2025-06-01T12:00:00Z`, offsets allowed) or
/// full dates (`2025-06-01`, UTC). `from` is inclusive; a date-only `to` includes that whole day
/// (the bound passed to the store is the next midnight, exclusive).
struct ReportTimeRange: Sendable, Equatable {
  var from: Int64?
  var to: Int64?
  var fromText: String?
  var toText: String?

  static func parse(from: String?, to: String?) throws -> ReportTimeRange {
    var range = ReportTimeRange(fromText: from, toText: to)
    if let from { range.from = try milliseconds(from, name: "from", endOfDay: false) }
    if let to { range.to = try milliseconds(to, name: "to", endOfDay: true) }
    if let start = range.from, let end = range.to, start >= end {
      throw ReportInputError("from must be earlier than to.")
    }
    return range
  }

  static func milliseconds(_ text: String, name: String, endOfDay: Bool) throws -> Int64 {
    let dateOnly = text.count == 10 && text.firstIndex(of: "T") == nil
    if dateOnly {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withFullDate]
      formatter.timeZone = TimeZone(identifier: "UTC")
      guard let date = formatter.date(from: text) else { throw invalid(name, text) }
      return Int64((date.timeIntervalSince1970 + (endOfDay ? 86_400 : 0)) * 1000)
    }
    for options: ISO8601DateFormatter.Options in [
      [.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime],
    ] {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = options
      if let date = formatter.date(from: text) { return Int64((date.timeIntervalSince1970 * 1000).rounded()) }
    }
    throw invalid(name, text)
  }

  static func invalid(_ name: String, _ text: String) -> ReportInputError {
    ReportInputError("\(name) must be an RFC 3339 date such as 2025-06-01 or 2025-06-01T12:00:00Z.")
  }
}
