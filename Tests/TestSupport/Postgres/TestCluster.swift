import Foundation

/// A private PostgreSQL cluster for a test that stops and starts it (others use the shared one), made
/// by scripts/postgres-cluster.sh beside the shared cluster; removed on deinit, and by the test script's
/// trap should the test process die first.
public final class TestCluster: Sendable {
  /// The cluster's data folder.
  public let directory: URL
  /// Its URL (the `postgres` database); the port stays the same across ``stop()`` and ``start()``.
  public let url: String

  /// Initializes and starts a cluster on a free port.
  public init() throws {
    directory = try TestPostgres.scratchDirectory().appendingPathComponent("cluster-\(UUID().uuidString)")
    url = try Self.script("start", directory)
  }

  /// Fast shutdown (`pg_ctl -m fast stop`): sessions end, committed data stays.
  public func stop() throws { _ = try Self.script("stop", directory) }

  /// Starts it again on the same port.
  public func start() throws { _ = try Self.script("start", directory) }

  deinit { _ = try? Self.script("remove", directory) }

  private static func script(_ command: String, _ directory: URL) throws -> String {
    let script = ServerProcess.repositoryRoot.appendingPathComponent("scripts/postgres-cluster.sh").path
    return try TestPostgres.run("/bin/bash", [script, command, directory.path])
  }
}
