import Foundation
import Synchronization
import HTTPServer

/// One structured line per request on stderr (logfmt): time, method, path, status, bytes, ms, client.
///
/// Built by hand on the hot path (no `Date.formatted`, no `String(format:)`: together they were a tenth
/// of a single-event ingest profile) and written by ``Log``'s writer thread, many lines per `write(2)`.
enum AccessLog {
  static func line(_ record: RequestRecord, trustProxy: Bool = false, now: Date = Date()) -> String {
    let client = ClientAddress.resolve(socket: record.clientAddress, forwardedFor: record.forwardedFor, trustProxy: trustProxy)
    var out = "time="
    out.reserveCapacity(160)
    LogTime.append(now.timeIntervalSince1970, to: &out)
    out += " method="
    out += quote(record.method)
    out += " path="
    out += quote(record.rawPath)
    out += " status="
    out += String(record.status)
    out += " bytes="
    out += String(record.bytes)
    out += " ms="
    appendHundredths(record.milliseconds, to: &out)
    out += " client="
    out += quote(client)
    return out
  }

  static func writer(trustProxy: Bool) -> @Sendable (RequestRecord) -> Void {
    { record in Log.append(line(record, trustProxy: trustProxy)) }
  }

  /// `value` with two decimals, rounded half up (what `%.2f` printed for the durations we log).
  static func appendHundredths(_ value: Double, to out: inout String) {
    guard value.isFinite, value >= 0, value < 1e15 else {
      out += String(value)
      return
    }
    let hundredths = Int64((value * 100).rounded())
    out += String(hundredths / 100)
    out += "."
    let fraction = hundredths % 100
    if fraction < 10 { out += "0" }
    out += String(fraction)
  }

  /// Quotes a value when it holds spaces, quotes or control characters, escaping them.
  static func quote(_ value: String) -> String {
    let plain = !value.isEmpty && value.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    if plain { return value }
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7f:
        out += "\\x"
        let hex = String(scalar.value, radix: 16)
        if hex.count < 2 { out += "0" }
        out += hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// UTC timestamps like `2026-11-29T22:37:11.601Z`, the date and time part formatted once per second.
enum LogTime {
  private static let cache = Mutex<(second: Int64, prefix: String)>((-1, ""))

  static func append(_ secondsSince1970: Double, to out: inout String) {
    let milliseconds = Int64((secondsSince1970 * 1000).rounded(.down))
    let second = milliseconds / 1000
    let prefix = cache.withLock { cached -> String in
      if cached.second == second { return cached.prefix }
      var time = time_t(second)
      var parts = tm()
      gmtime_r(&time, &parts)
      let text =
        pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2) + "T"
        + pad(Int(parts.tm_hour), 2) + ":" + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2)
      cached = (second, text)
      return text
    }
    out += prefix
    out += "."
    out += pad(Int(milliseconds % 1000), 3)
    out += "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
