import Foundation
import HTTPServer
import Synchronization

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
