import Foundation
import HTTPServer
import Synchronization

/// One structured line per request on stderr (logfmt): time, method, path, status, bytes, ms, client.
///
/// Built by hand on the hot path (no `Date.formatted`, no `String(format:)`: together they were a tenth
/// of a single-event ingest profile) and written by ``Log``'s writer thread, many lines per `write(2)`.
enum AccessLog {
  static func line(_ record: RequestRecord, trustProxy: Bool = false, now: Date = Date()) -> String {
    var bytes: [UInt8] = []
    append(record, trustProxy: trustProxy, now: now, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The line's bytes (without the newline), written straight into `out`: no intermediate strings.
  static func append(_ record: RequestRecord, trustProxy: Bool, now: Date, to out: inout [UInt8]) {
    let client = ClientAddress.resolve(
      socket: record.clientAddress, forwardedFor: record.forwardedFor, trustProxy: trustProxy)
    out.reserveCapacity(out.count + 96 + record.rawPath.utf8.count)
    out.append(contentsOf: "time=".utf8)
    LogTime.append(now.timeIntervalSince1970, to: &out)
    out.append(contentsOf: " method=".utf8)
    appendQuoted(record.method, to: &out)
    out.append(contentsOf: " path=".utf8)
    appendQuoted(record.rawPath, to: &out)
    out.append(contentsOf: " status=".utf8)
    appendDecimal(Int64(record.status), to: &out)
    out.append(contentsOf: " bytes=".utf8)
    appendDecimal(Int64(record.bytes), to: &out)
    out.append(contentsOf: " ms=".utf8)
    appendHundredths(record.milliseconds, to: &out)
    out.append(contentsOf: " client=".utf8)
    appendQuoted(client, to: &out)
  }

  static func writer(trustProxy: Bool) -> @Sendable (RequestRecord) -> Void {
    { record in
      var bytes: [UInt8] = []
      append(record, trustProxy: trustProxy, now: Date(), to: &bytes)
      Log.append(bytes: bytes)
    }
  }

  /// `value` with two decimals, rounded half up (what `%.2f` printed for the durations we log).
  static func appendHundredths(_ value: Double, to out: inout [UInt8]) {
    guard value.isFinite, value >= 0, value < 1e15 else {
      out.append(contentsOf: String(value).utf8)
      return
    }
    let hundredths = Int64((value * 100).rounded())
    appendDecimal(hundredths / 100, to: &out)
    out.append(UInt8(ascii: "."))
    appendDecimal(hundredths % 100, width: 2, to: &out)
  }

  /// A non-negative integer in decimal, zero-padded to `width` digits.
  static func appendDecimal(_ value: Int64, width: Int = 1, to out: inout [UInt8]) {
    guard value >= 0 else {
      out.append(contentsOf: String(value).utf8)
      return
    }
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0 && count < 20
      while count < min(width, 20) {
        buffer[count] = UInt8(ascii: "0")
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
    }
  }

  /// `value`, quoted and escaped when it holds spaces, quotes or control characters (see ``quote(_:)``).
  static func appendQuoted(_ value: String, to out: inout [UInt8]) {
    if isPlain(value) {
      out.append(contentsOf: value.utf8)
    } else {
      out.append(contentsOf: quote(value).utf8)
    }
  }

  private static func isPlain(_ value: String) -> Bool {
    !value.isEmpty
      && value.utf8.allSatisfy {
        $0 > 0x20 && $0 < 0x7f && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
      }
  }

  /// Quotes a value when it holds spaces, quotes or control characters, escaping them.
  static func quote(_ value: String) -> String {
    if isPlain(value) { return value }
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
  private static let cache = Mutex<(second: Int64, prefix: [UInt8])>((-1, []))

  static func append(_ secondsSince1970: Double, to out: inout [UInt8]) {
    let milliseconds = Int64((secondsSince1970 * 1000).rounded(.down))
    let second = milliseconds / 1000
    let prefix = cache.withLock { cached -> [UInt8] in
      if cached.second == second { return cached.prefix }
      var time = time_t(second)
      var parts = tm()
      gmtime_r(&time, &parts)
      var text: [UInt8] = []
      AccessLog.appendDecimal(Int64(parts.tm_year) + 1900, width: 4, to: &text)
      text.append(UInt8(ascii: "-"))
      AccessLog.appendDecimal(Int64(parts.tm_mon) + 1, width: 2, to: &text)
      text.append(UInt8(ascii: "-"))
      AccessLog.appendDecimal(Int64(parts.tm_mday), width: 2, to: &text)
      text.append(UInt8(ascii: "T"))
      AccessLog.appendDecimal(Int64(parts.tm_hour), width: 2, to: &text)
      text.append(UInt8(ascii: ":"))
      AccessLog.appendDecimal(Int64(parts.tm_min), width: 2, to: &text)
      text.append(UInt8(ascii: ":"))
      AccessLog.appendDecimal(Int64(parts.tm_sec), width: 2, to: &text)
      cached = (second, text)
      return text
    }
    out.append(contentsOf: prefix)
    out.append(UInt8(ascii: "."))
    AccessLog.appendDecimal(milliseconds % 1000, width: 3, to: &out)
    out.append(UInt8(ascii: "Z"))
  }
}
