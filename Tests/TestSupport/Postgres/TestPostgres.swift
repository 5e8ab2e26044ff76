import Foundation

/// The throwaway PostgreSQL cluster that `make test` starts for the tests (scripts/with-postgres.sh).
///
/// Tests that need PostgreSQL fail, never pass silently, when `DIALOG_PREVIEW_TEST_POSTGRES` is missing.
/// A developer without a cluster opts out with `DIALOG_PREVIEW_SKIP_POSTGRES=1` (those tests are then
/// reported skipped); scripts/test.sh clears that variable, so CI always runs them.
public enum TestPostgres {
  /// The environment variable holding the cluster's URL.
  public static let urlVariable = "DIALOG_PREVIEW_TEST_POSTGRES"
  /// The environment variable that skips the PostgreSQL tests when `1`.
  public static let skipVariable = "DIALOG_PREVIEW_SKIP_POSTGRES"

  private static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// Whether the developer asked to skip the PostgreSQL tests.
  public static var isSkipped: Bool { environment[skipVariable] == "1" }

  /// The cluster's URL (its `postgres` database); throws, saying how to get one, when it's missing.
  public static func serverURL() throws -> String {
    guard let url = environment[urlVariable], !url.isEmpty else {
      throw TestFailure(
        "\(urlVariable) is not set: run the tests with `make test`, or `bash scripts/with-postgres.sh swift test`, "
          + "which start a throwaway PostgreSQL 15 cluster (or set \(skipVariable)=1 to skip these tests).")
    }
    return url
  }

  /// The folder of `pg_ctl`, `initdb` and `psql`.
  public static var binDirectory: String {
    environment["DIALOG_PREVIEW_TEST_POSTGRES_BIN"] ?? "/usr/lib/postgresql/15/bin"
  }

  /// The folder private clusters are made in: beside the shared one, so the script's trap removes them.
  static func scratchDirectory() throws -> URL {
    _ = try serverURL()
    guard let data = environment["DIALOG_PREVIEW_TEST_POSTGRES_DATA"] else {
      throw TestFailure("DIALOG_PREVIEW_TEST_POSTGRES_DATA is not set: run the tests with `make test`.")
    }
    return URL(fileURLWithPath: data).deletingLastPathComponent()
  }

  /// `url` with its database replaced by `database`.
  public static func url(_ url: String, database: String) -> String {
    var components = URLComponents(string: url)!
    components.path = "/" + database
    return components.string!
  }

  /// Runs `sql` with psql on `url`; returns its unaligned output. Throws with psql's message on failure.
  @discardableResult
  public static func psql(_ url: String, _ sql: String) throws -> String {
    try run(binDirectory + "/psql", ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql])
  }

  /// Runs a program to completion; returns stdout, throws with stderr when it fails.
  static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure(
        "\(executable) \(arguments.first ?? "") failed: \(String(decoding: errors, as: UTF8.self))")
    }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
