import Analytics
import CLibPQ
import Foundation

/// libpq connection keywords for a `postgres://` URL, with defaults the URL may override.
///
/// The URL goes to libpq as an expanded `dbname`, so everything libpq takes in a URI works (`sslmode`,
/// `sslrootcert`, `connect_timeout`, several hosts, percent-encoded passwords). Keywords before it are
/// defaults the URL can override; `client_encoding` comes after it because the store needs UTF-8.
struct PostgresConnectionParameters: Sendable {
  let keywords: [String]
  let values: [String]
  /// `host:port/database` for messages: never the user or the password.
  let target: String

  /// Checks `url` with libpq's own parser; throws ``EventStoreError/Kind/invalidRequest`` when it can't
  /// be parsed (the message never repeats the URL, which may hold a password).
  init(url: String) throws(EventStoreError) {
    var error: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(url, &error) else {
      let reason = error.map { PostgresConnection.oneLine(String(cString: $0)) } ?? "out of memory"
      PQfreemem(error)
      throw EventStoreError(
        .invalidRequest, PostgresConnection.sentence("The PostgreSQL URL is not valid: \(reason)"))
    }
    var parsed: [String: String] = [:]
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val { parsed[String(cString: keyword)] = String(cString: value) }
      option += 1
    }
    PQconninfoFree(options)
    target = "\(parsed["host"] ?? "localhost"):\(parsed["port"] ?? "5432")/\(parsed["dbname"] ?? "")"
    let defaults = [
      ("fallback_application_name", "dialog-preview"), ("connect_timeout", "5"), ("keepalives", "1"),
      ("keepalives_idle", "30"), ("keepalives_interval", "10"), ("keepalives_count", "3"),
      // A peer that vanishes without a reset fails the query after 15 s instead of hanging the writer.
      ("tcp_user_timeout", "15000"),
    ]
    let all = defaults + [("dbname", url), ("client_encoding", "UTF8")]
    keywords = all.map(\.0)
    values = all.map(\.1)
  }

  /// Calls `body` with NULL-terminated C arrays of the keywords and values.
  func withCArrays<T>(
    _ body: (UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<UnsafePointer<CChar>?>) -> T
  ) -> T {
    let keywordCopies: [UnsafeMutablePointer<CChar>?] = keywords.map { strdup($0) } + [nil]
    let valueCopies: [UnsafeMutablePointer<CChar>?] = values.map { strdup($0) } + [nil]
    defer {
      keywordCopies.forEach { free($0) }
      valueCopies.forEach { free($0) }
    }
    let keywordPointers = keywordCopies.map { UnsafePointer($0) }
    let valuePointers = valueCopies.map { UnsafePointer($0) }
    return keywordPointers.withUnsafeBufferPointer { keywordBuffer in
      valuePointers.withUnsafeBufferPointer { valueBuffer in
        body(keywordBuffer.baseAddress!, valueBuffer.baseAddress!)
      }
    }
  }
}
