import Analytics
import Foundation
import Testing

@Suite("Ingest outcome")
struct IngestOutcomeTests {
  private let badType = EventValidationError(
    field: "type", message: "type must be one of impression, tap or close.")

  @Test func theBodyIsTheContractsExactly() {
    let outcome = IngestOutcome(
      accepted: 2, duplicates: 1, rejected: [RejectedEvent(index: 1, id: "evt-bad-1", error: badType)])
    #expect(
      outcome.json()
        == #"{"accepted":2,"duplicates":1,"rejected":[{"index":1,"id":"evt-bad-1","error":"type must be one of impression, tap or close."}]}"#
    )
    #expect(!outcome.everyEventRejected)
  }

  @Test func nothingRejectedIsAnEmptyList() {
    #expect(
      IngestOutcome(accepted: 1, duplicates: 0, rejected: []).json()
        == #"{"accepted":1,"duplicates":0,"rejected":[]}"#)
    #expect(!IngestOutcome(accepted: 0, duplicates: 3, rejected: []).everyEventRejected)
  }

  @Test func anIDThatIsNotAStringIsNull() {
    let outcome = IngestOutcome(
      accepted: 1, duplicates: 0, rejected: [RejectedEvent(index: 0, id: nil, error: badType)])
    #expect(outcome.json().contains(#"{"index":0,"id":null,"error":"#))
  }

  @Test func everyEventRejectedAddsTheError() throws {
    let outcome = IngestOutcome(
      accepted: 0, duplicates: 0, rejected: [RejectedEvent(index: 0, id: "x", error: badType)])
    #expect(outcome.everyEventRejected)
    #expect(outcome.json().hasSuffix(#"],"error":"Every event in the request was rejected."}"#))
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.json().utf8)) as? [String: Any])
    #expect(Set(parsed.keys) == ["accepted", "duplicates", "rejected", "error"])
  }

  @Test func stringsAreEscaped() throws {
    let id = "q\"b\\s/n\n\r\t\u{0}\u{1F}\u{7F}é😀\u{2028}"
    let outcome = IngestOutcome(
      accepted: 1, duplicates: 0, rejected: [RejectedEvent(index: 3, id: id, error: badType)])
    let json = outcome.json()
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 })
    #expect(json.contains(#""q\"b\\s/n\n\r\t\u0000\u001f"#))
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let rejected = try #require(parsed["rejected"] as? [[String: Any]])
    #expect(rejected.first?["id"] as? String == id)
    #expect(rejected.first?["index"] as? Int == 3)
  }

  @Test func decodedEventsAndTheWriteCombine() throws {
    let decoded = try testDecoder.decode(Array(#"{"events":[1,\#(eventJSON()),\#(eventJSON())]}"#.utf8))
    let outcome = IngestOutcome(decoded: decoded, write: InsertResult(isDuplicate: [false, true]))
    #expect(outcome == IngestOutcome(accepted: 1, duplicates: 1, rejected: decoded.rejected))
    #expect(IngestOutcome(decoded: decoded, write: nil).everyEventRejected)
  }
}
