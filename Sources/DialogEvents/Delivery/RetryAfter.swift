import Foundation

/// A `Retry-After` header: delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
enum RetryAfter {
  /// The delay in seconds from `now`, or nil when the header is absent or unreadable.
  static func seconds(_ header: String?, now: Date = Date()) -> TimeInterval? {
    guard let text = header?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if let seconds = Int(text) { return TimeInterval(max(0, seconds)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return max(0, date.timeIntervalSince(now)) }
    }
    return nil
  }
}
