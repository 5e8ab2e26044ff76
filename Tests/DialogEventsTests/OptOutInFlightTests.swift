import Dispatch
import Foundation
import HTTPServer
import Testing

@testable import DialogEvents

/// Another process opts out (the `opted-out` file made and the log deleted under the folder's lock)
/// while a batch is in flight: when its answer comes, the logger has nothing to remove and the log
/// is not made again. Before, settling the batch appended its "removed" record to a new log.
@Suite("DialogEvents: an opt-out elsewhere while a batch is in flight") struct OptOutInFlightTests {
  @Test func theAnswerToABatchInFlightDoesNotMakeTheDeletedLogAgain() throws {
    let arrived = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let answered = DispatchSemaphore(value: 0)
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.drainTimeout = 1
    let server = try HTTPServer(
      configuration: configuration,
      handler: SyncHandler { request in
        let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any]
        let count = (object?["events"] as? [Any])?.count ?? 0
        arrived.signal()
        _ = release.wait(timeout: .now() + 30)
        defer { answered.signal() }
        return Response(
          status: 200, contentType: "application/json",
          text: "{\"accepted\":\(count),\"duplicates\":0,\"rejected\":[]}")
      })
    defer { server.stop() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dp-optout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let logger = try EventLogger(
      configuration: LoggerFixture.configuration(
        URL(string: "http://127.0.0.1:\(server.port)")!, folder: folder))
    defer { logger.shutDown() }
    _ = try LoggerFixture.log(logger, 2)
    #expect(logger.sync(timeout: 10))
    logger.flush()
    #expect(arrived.wait(timeout: .now() + 10) == .success, "the batch was sent")
    let log = folder.appendingPathComponent("events.log")
    #expect(FileManager.default.fileExists(atPath: log.path))
    try QueueFolderLock(folder: folder).withLock {
      #expect(
        FileManager.default.createFile(
          atPath: folder.appendingPathComponent("opted-out").path, contents: Data()))
      try FileManager.default.removeItem(at: log)
    }
    release.signal()
    #expect(answered.wait(timeout: .now() + 10) == .success)
    // The client settles the answer within milliseconds; nothing can be waited for that shows it
    // did nothing, so the folder is watched for two seconds.
    let until = Date().addingTimeInterval(2)
    while Date() < until, !FileManager.default.fileExists(atPath: log.path) {
      Thread.sleep(forTimeInterval: 0.01)
    }
    #expect(!FileManager.default.fileExists(atPath: log.path), "the log was made again after the opt-out")
  }
}
