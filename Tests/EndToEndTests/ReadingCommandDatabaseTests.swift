import Foundation
import TestSupport
import Testing

/// `report` and `purge` only read an existing SQLite file: a missing or mistyped `--database` is
/// refused (exit 1, one line naming it) and creates nothing; only `serve` creates a database.
@Suite struct ReadingCommandDatabaseTests {
  static let campaigns = ServerProcess.repositoryRoot.appendingPathComponent("Resources/Campaigns").path

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dp-reading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let commands: [[String]] = [
    ["report", "summer-sale", "--campaigns", campaigns], ["purge", "--source", "preview"],
  ]

  @Test(arguments: commands)
  func aMistypedDatabaseIsRefusedAndNotCreated(command: [String]) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("typo/analytcs.sqlite").path
    let result = try ServerProcess.run(command + ["--database", "sqlite:" + path], in: folder)
    #expect(result.code == 1, "\(result)")
    let lines = result.stderr.split(separator: "\n")
    #expect(
      lines.count == 1 && lines.first?.contains(path) == true, "one line naming the file: \(result.stderr)")
    #expect(result.stdout.isEmpty, "no report of zeros: \(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing created")
  }

  @Test(arguments: commands)
  func theDefaultDatabaseMissingIsRefusedWithoutADataFolder(command: [String]) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try ServerProcess.run(command, in: folder)
    #expect(result.code == 1, "\(result)")
    #expect(result.stderr.contains("data/analytics.sqlite"), "\(result.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("data").path), "no data/ folder")
  }

  @Test func serveStillCreatesItsDatabase() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("new/events.sqlite").path
    let server = try ServerProcess(arguments: ["--database", "sqlite:" + path])
    #expect(server.stop() == 0)
    #expect(FileManager.default.fileExists(atPath: path))
    let report = try ServerProcess.run([
      "report", "summer-sale", "--format", "csv", "--database", "sqlite:" + path,
    ])
    #expect(report.code == 0, "\(report)")
  }
}
