import DialogCampaigns
import Foundation
import Testing

/// The install id: created once, one documented line on disk, the same after a restart.
struct InstallIDTests {
  static func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("dp-install-\(UUID().uuidString)")
  }

  @Test func theIdIsCreatedOnceAndStableAcrossRestarts() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try InstallID.load(in: folder)
    // A restart: nothing is kept in memory, the id is read back from the file.
    let second = try InstallID.load(in: folder)
    #expect(first == second)
    let other = Self.folder()
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(try InstallID.load(in: other) != first)
  }

  @Test func theRestartedAppReadsTheSameIdInAnotherProcess() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let id = try InstallID.load(in: folder)
    // The file as another process (or the next launch) finds it: exactly one line.
    let text = try String(contentsOf: folder.appendingPathComponent("install-id"), encoding: .utf8)
    #expect(text == id.value + "\n")
    #expect(id.value.count == 36)
    #expect(id.value == id.value.lowercased())
    #expect(UUID(uuidString: id.value) != nil)
  }

  @Test func aMalformedFileIsReplacedByANewId() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("install-id")
    try Data("not an id\n".utf8).write(to: file)
    let id = try InstallID.load(in: folder)
    #expect(try String(contentsOf: file, encoding: .utf8) == id.value + "\n")
    #expect(try InstallID.load(in: folder) == id)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["install-id"])
  }

  /// A file that is there but can't be read is an I/O error, not a malformed id: it is kept (a new
  /// id would make the install another user) and the error says so. A folder in its place reads
  /// as an I/O error on every platform, root included.
  @Test func anUnreadableFileIsAnErrorAndIsKept() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("install-id")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: file.appendingPathComponent("inside"))
    #expect(throws: InstallIDUnreadable.self) { try InstallID.load(in: folder) }
    #expect(FileManager.default.fileExists(atPath: file.appendingPathComponent("inside").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["install-id"])
  }

  @Test func loadsRacingInOneFolderAgreeOnOneId() async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = try await withThrowingTaskGroup(of: InstallID.self) { group in
      for _ in 0..<16 { group.addTask { try InstallID.load(in: folder) } }
      return try await group.reduce(into: Set<InstallID>()) { $0.insert($1) }
    }
    #expect(ids.count == 1)
  }
}
