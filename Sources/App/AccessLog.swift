import Foundation
import HTTPServer

/// One structured line per request on stderr (logfmt): time, method, path, status, bytes, ms, client.
enum AccessLog {
  static func line(_ record: RequestRecord, trustProxy: Bool = false, now: Date = Date()) -> String {
    let client = ClientAddress.resolve(socket: record.clientAddress, forwardedFor: record.forwardedFor, trustProxy: trustProxy)
    let time = now.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    return "time=\(time) method=\(quote(record.method)) path=\(quote(record.rawPath)) status=\(record.status) "
      + "bytes=\(record.bytes) ms=\(String(format: "%.2f", record.milliseconds)) client=\(quote(client))"
  }

  static func writer(trustProxy: Bool) -> @Sendable (RequestRecord) -> Void {
    { record in Log.write(line(record, trustProxy: trustProxy)) }
  }

  /// Quotes a value when it holds spaces, quotes or control characters, escaping them.
  static func quote(_ value: String) -> String {
    let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7f && $0 != "\"" && $0 != "\\" }
    if plain { return value }
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7f: out += String(format: "\\x%02x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// Lines to stderr, whole lines at once.
enum Log {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
