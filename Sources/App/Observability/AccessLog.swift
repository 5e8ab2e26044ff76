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
    // No `reserveCapacity` here: `out` is usually the log's whole queue, and reserving exactly a little
    // more than it holds copied all of it for every line (appending grows it geometrically instead).
    appendLiteral("time=", to: &out)
    LogTime.append(now.timeIntervalSince1970, to: &out)
    appendLiteral(" method=", to: &out)
    appendQuoted(record.method, to: &out)
    appendLiteral(" path=", to: &out)
    appendQuoted(record.rawPath, to: &out)
    appendLiteral(" status=", to: &out)
    appendDecimal(Int64(record.status), to: &out)
    appendLiteral(" bytes=", to: &out)
    appendDecimal(Int64(record.bytes), to: &out)
    appendLiteral(" ms=", to: &out)
    appendHundredths(record.milliseconds, to: &out)
    appendLiteral(" client=", to: &out)
    appendQuoted(client, to: &out)
  }

  /// Appends a literal's bytes as one buffer copy (not the generic walk over a `String.UTF8View`).
  private static func appendLiteral(_ literal: StaticString, to out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  static func writer(trustProxy: Bool) -> @Sendable (RequestRecord) -> Void {
    { record in
      let now = Date()
      Log.append { append(record, trustProxy: trustProxy, now: now, to: &$0) }
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
    var value = value
    // Over the contiguous bytes: checked and copied in one pass (the generic `UTF8View` walk was most of
    // the access log's cost per request).
    let plain = value.withUTF8 { bytes in
      guard !bytes.isEmpty, bytes.allSatisfy(isPlainByte) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if !plain { out.append(contentsOf: quote(value).utf8) }
  }

  private static func isPlainByte(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7f && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  private static func isPlain(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.allSatisfy(isPlainByte)
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
