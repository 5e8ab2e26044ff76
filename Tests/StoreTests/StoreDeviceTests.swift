import Analytics
import Foundation
import TestSupport
import Testing

/// The event's `device` (issue 43) stored and read back as sent on both stores, NULL when not sent.
@Suite("Event device, both backends")
struct StoreDeviceTests {
  @Test(arguments: StoreBackend.enabled)
  func eachDeviceIsStoredAsSent(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      var events = EventDevice.allCases.enumerated().map { index, device in
        var event = makeEvent("evt-device-\(index)", user: "u\(index)")
        event.device = device
        return event
      }
      events.append(makeEvent("evt-device-none", user: "u9"))
      #expect(try store.insert(events).accepted == events.count)
      for event in events { #expect(try store.event(id: event.id) == event, "\(event.id)") }
      #expect(try store.event(id: "evt-device-none")?.device == nil)
    }
  }
}
