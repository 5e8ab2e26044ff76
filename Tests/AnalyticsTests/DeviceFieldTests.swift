import Analytics
import Foundation
import Testing

/// The event's `device` field (issue 43, the report's device slices): one of phone, tablet, desktop or
/// other, stored on the event; anything else rejected with the contract's sentence, by both parsers.
@Suite("Device field of an event")
struct DeviceFieldTests {
  static let sentence = "device must be one of phone, tablet, desktop or other."

  @Test(arguments: EventDevice.allCases)
  func eachDeviceClassIsStored(_ device: EventDevice) throws {
    let event = try decodeOne(eventJSON(["device": "\"\(device.rawValue)\""])).get()
    #expect(event.device == device)
  }

  @Test func absentOrNullIsNone() throws {
    #expect(try decodeOne(eventJSON()).get().device == nil)
    #expect(try decodeOne(eventJSON(["device": "null"])).get().device == nil)
  }

  @Test(arguments: [
    (#""""#, sentence), (#""Phone""#, sentence), (#""watch""#, sentence), (#""tablet ""#, sentence),
    ("1", "device must be a string."),
  ])
  func invalidDevices(json: String, message: String) throws {
    let error = try #require(try decodeOne(eventJSON(["device": json])).failureError)
    #expect(error.field == "device" && error.message == message, "\(json): \(error.message)")
  }

  @Test func bothParsersReadTheFieldAlike() throws {
    let plain = eventJSON(["device": #""tablet""#])
    let escaped = eventJSON(["device": #""t\u0061blet""#])
    #expect(try decodeOne(plain).get() == decodeOne(escaped).get())
  }
}
