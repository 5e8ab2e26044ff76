import Foundation

/// A fresh database with a random name on a PostgreSQL cluster, dropped (connections and all) on deinit.
public final class TestDatabase: Sendable {
  /// The URL of the new database.
  public let url: String
  /// Its name.
  public let name: String
  private let serverURL: String

  /// Creates the database on the shared test cluster, or on the cluster at `serverURL`.
  public init(serverURL: String? = nil) throws {
    self.serverURL = try serverURL ?? TestPostgres.serverURL()
    name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try TestPostgres.psql(self.serverURL, "CREATE DATABASE \(name)")
    url = TestPostgres.url(self.serverURL, database: name)
  }

  deinit {
    _ = try? TestPostgres.psql(serverURL, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
  }
}
