import DialogCampaigns
import Foundation
import TestSupport
import Testing

@testable import DialogEvents

/// Every file of the queue reaches the disk the same way, whatever the code path: appends,
/// compaction (which replaces the whole log: a sync weaker than the appends' could lose the queue on
/// power loss), dead letters and the opt-out file are each created with the configured protection
/// class from the start and synced through ``DurableFiles`` (`F_FULLFSYNC` on Apple platforms, `fsync`
/// here), their folder synced after. Read from the calls' trace; the kind of sync a Linux disk gets
/// is `fsync`.
@Suite("DialogEvents: how each file reaches the disk", .serialized) struct DurableFilesTests {
  @Test func everyCodePathCreatesWithItsProtectionAndSyncsThroughOnePlace() throws {
    DurableFiles.trace.start()
    let stub = try ScriptedServer(script: [ScriptedServer.error(400, "The body is not valid JSON.")])
    let folder = LoggerFixture.folder()
    var configuration = LoggerFixture.configuration(stub.baseURL, folder: folder)
    configuration.fileProtection = .complete
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    _ = try LoggerFixture.log(logger, 4)
    #expect(logger.flush(timeout: 30))  // refused whole: dead-lettered
    _ = try LoggerFixture.log(logger, 2)
    #expect(logger.flush(timeout: 30))  // accepted: the log is empty, compacted
    try logger.engine.withQueue { try $0.compact() }
    try logger.optOut()

    let log = folder.appendingPathComponent("events.log").path
    let lines = DurableFiles.trace.lines(mentioning: folder.path)
    func has(_ line: String) -> Bool { lines.contains(line) }
    #expect(has("create \(log) complete"), "\(lines)")
    #expect(has("sync \(log) fsync"))
    #expect(has("create \(log).tmp complete"), "compaction's file has its class from the start")
    #expect(has("sync \(log).tmp fsync"), "compaction syncs through DurableFiles")
    let deadLetters = folder.appendingPathComponent(DeadLetter.fileName).path
    #expect(has("create \(deadLetters) complete"))
    #expect(has("sync \(deadLetters) fsync"))
    #expect(
      has("create \(folder.appendingPathComponent("opted-out").path) complete"), "opted-out has a class")
    let folderSyncs = lines.filter { $0 == "sync-folder \(folder.path) fsync" }.count
    #expect(
      folderSyncs >= 4,
      "after the log, the compaction's rename, the dead letters and opted-out: \(folderSyncs)")
  }
}
