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
    // Foundation's parser rolls a day or time past its end over (2025-02-30 is March 2nd): the
    // calendar date and the clock are checked first, so such a text is refused, not moved.
    guard isRealDateAndTime(text) else { throw invalid(name, text) }
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

  /// Whether `YYYY-MM-DD` at the start names a day of the calendar and, when a time follows
  /// (`THH:MM:SS`), its hour is below 24, its minute below 60 and its second at most 60 (a leap second).
  static func isRealDateAndTime(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month)
    else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...days).contains(day) else { return false }
    guard bytes.count > 10 else { return true }
    guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else {
      return false
    }
    return hour < 24 && minute < 60 && second <= 60
  }

  static func invalid(_ name: String, _ text: String) -> ReportInputError {
    ReportInputError("\(name) must be an RFC 3339 date such as 2025-06-01 or 2025-06-01T12:00:00Z.")
  }
}
