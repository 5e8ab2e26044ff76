import Foundation

/// Where events are stored: an SQLite file (default) or a PostgreSQL URL.
public enum DatabaseLocation: Sendable, Equatable {
  case sqlite(path: String)
  case postgres(url: String)

  /// Parses `sqlite:PATH` or `postgres://…` / `postgresql://…`.
  public init(parsing text: String) throws {
    if text.hasPrefix("sqlite:") {
      let path = String(text.dropFirst("sqlite:".count))
      guard !path.isEmpty, !path.contains("\0") else {
        throw UsageError(
          "The option --database needs a file after sqlite:, e.g. sqlite:\(CommandDefaults.databasePath).")
      }
      self = .sqlite(path: path)
    } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
      guard let components = URLComponents(string: text), components.host?.isEmpty == false,
        components.path.count > 1
      else {
        throw UsageError(
          "The option --database takes postgres://user[:password]@host:port/db, and this URL lacks a host or database."
        )
      }
      self = .postgres(url: text)
    } else {
      throw UsageError(
        "The option --database takes sqlite:PATH or postgres://…, not \(Self.redact(text).debugDescription).")
    }
  }

  /// The location with any password replaced by `***`, for logs.
  public var redacted: String {
    switch self {
    case .sqlite(let path): return "sqlite:\(path)"
    case .postgres(let url): return Self.redact(url)
    }
  }

  static func redact(_ url: String) -> String {
    guard var components = URLComponents(string: url), components.password != nil else { return url }
    components.password = "***"
    return components.string ?? "postgres://***"
  }
}
