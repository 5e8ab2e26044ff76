import Analytics
import Foundation
import TestSupport
import Testing

@testable import DialogEvents

/// The event client's `device` (issue 43's device slices): the class a hardware model names, and the
/// configured class on every event the real server stores; none on Linux by default.
@Suite("DialogEvents: device class", .serialized) struct DeviceClassTests {
  @Test(arguments: [
    ("iPhone15,2", "phone"), ("iPod9,1", "phone"), ("iPad13,1", "tablet"), ("iPad14,5", "tablet"),
    ("AppleTV14,1", "other"), ("Watch6,1", "other"), ("RealityDevice14,1", "other"), ("x86_64", "other"),
  ])
  func aModelNamesItsClass(model: String, expected: String) {
    #expect(EventLoggerConfiguration.deviceClass(model: model) == expected)
  }

  @Test func linuxSendsNoneByDefault() {
    #if os(Linux)
      #expect(EventLoggerConfiguration.deviceClass() == nil)
    #endif
  }

  @Test func theConfiguredClassIsOnEveryStoredEvent() throws {
    let harness = try EventServer()
    var configuration = LoggerFixture.configuration(harness.server.baseURL, folder: harness.queue)
    configuration.device = "tablet"
    let logger = try EventLogger(configuration: configuration)
    defer { logger.shutDown() }
    let ids = try LoggerFixture.log(logger, 6)
    #expect(logger.flush(timeout: 30), "\(logger.currentStatistics.state)")
    let store = try harness.openStore()
    #expect(try ids.map { try store.event(id: $0)?.device } == Array(repeating: EventDevice.tablet, count: 6))
    harness.server.stop()
  }
}
