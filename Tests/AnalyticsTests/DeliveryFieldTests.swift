import Analytics
import Foundation
import Testing

/// The delivery ledger's event fields (`install`, `seq`, `app_version`): accepted when valid, each
/// invalid value rejected with one sentence naming the field, by both parsers alike.
@Suite("Delivery fields of an event")
struct DeliveryFieldTests {
  static let uuid = "0B6F2A1E-7D1C-4A7E-9A51-3C0C8F1D2E44"

  @Test func theThreeFieldsAreStoredOnTheEvent() throws {
    let event = try decodeOne(
      eventJSON(["install": "\"\(Self.uuid)\"", "seq": "9007199254740991", "app_version": #""2.4.1 (812)""#])
    ).get()
    #expect(
      event.install == Self.uuid && event.seq == 9_007_199_254_740_991 && event.appVersion == "2.4.1 (812)")
    let plain = try decodeOne(eventJSON()).get()
    #expect(plain.install == nil && plain.seq == nil && plain.appVersion == nil)
    // JSON null is absent, as for every optional field; install and app_version alone are fine.
    let nulls = try decodeOne(eventJSON(["install": "null", "seq": "null", "app_version": "null"])).get()
    #expect(nulls.install == nil && nulls.seq == nil && nulls.appVersion == nil)
    #expect(try decodeOne(eventJSON(["install": #""i""#])).get().install == "i")
    #expect(try decodeOne(eventJSON(["app_version": #""é""#])).get().appVersion == "é")
  }

  static let installSentence =
    "install must be 1 to 64 printable ASCII characters without spaces, such as a UUID."
  static let seqSentence =
    "seq must be an integer from 1 to 9007199254740991 (2^53 - 1), without fraction or exponent."
  static let appVersionSentence = "app_version must be 1 to 32 characters, none of them a control character."

  @Test(arguments: [
    (#""""#, installSentence), ("\"\(String(repeating: "a", count: 65))\"", installSentence),
    (#""a b""#, installSentence), (#""é""#, installSentence), (#""a\tb""#, installSentence),
    ("12", "install must be a string."),
  ])
  func invalidInstalls(json: String, sentence: String) throws {
    let error = try #require(try decodeOne(eventJSON(["install": json, "seq": "1"])).failureError)
    #expect(error.field == "install" && error.message == sentence)
  }

  @Test(arguments: [
    "0", "-1", "9007199254740992", "1.5", "1e3", "1.0", #""7""#, "true", "99999999999999999999999", "[1]",
  ])
  func invalidSeqs(json: String) throws {
    let error = try #require(try decodeOne(eventJSON(["install": #""i-1""#, "seq": json])).failureError)
    #expect(error.field == "seq" && error.message == Self.seqSentence, "\(json): \(error.message)")
  }

  @Test func aSeqNeedsAnInstall() throws {
    let error = try #require(try decodeOne(eventJSON(["seq": "3"])).failureError)
    #expect(error.field == "seq")
    #expect(error.message == "seq needs install: a sequence number counts the events of one install.")
  }

  @Test(arguments: [
    (#""""#, appVersionSentence), ("\"\(String(repeating: "9", count: 33))\"", appVersionSentence),
    (#""1.0\n""#, appVersionSentence), (#""1.0\u0085""#, appVersionSentence),
    ("1", "app_version must be a string."),
  ])
  func invalidAppVersions(json: String, sentence: String) throws {
    let error = try #require(try decodeOne(eventJSON(["app_version": json])).failureError)
    #expect(error.field == "app_version" && error.message == sentence)
  }

  @Test func bothParsersReadTheFieldsAlike() throws {
    // The fast path takes the plain body; an escape sends the same event through JSONSerialization.
    let plain = eventJSON(["install": #""ab""#, "seq": "42", "app_version": #""1.2""#])
    let escaped = eventJSON(["install": #""a\u0062""#, "seq": "42", "app_version": #""1.2""#])
    #expect(try decodeOne(plain).get() == decodeOne(escaped).get())
  }

  @Test func aBatchRejectsOnlyTheBrokenEvent() throws {
    let body = """
      {"events":[\(eventJSON(["install": #""i""#, "seq": "1"])),\(eventJSON(["id": #""evt-00000002""#, "seq": "0", "install": #""i""#]))]}
      """
    let decoded = try testDecoder.decode(Array(body.utf8))
    #expect(decoded.events.map(\.seq) == [1])
    #expect(decoded.rejected.map(\.index) == [1] && decoded.rejected[0].error.field == "seq")
  }
}
