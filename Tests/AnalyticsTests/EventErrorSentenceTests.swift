import Analytics
import Testing

/// Rejections a newcomer can act on: the sentence says what was expected.
@Suite("Event error sentences")
struct EventErrorSentenceTests {
  func message(_ overrides: [String: String?]) throws -> String {
    switch try decodeOne(eventJSON(overrides)) {
    case .success(let event): return "accepted \(event)"
    case .failure(let error): return error.message
    }
  }

  @Test func aTimestampInSecondsSaysMillisecondsAreExpected() throws {
    let seconds = String(testNow / 1000)
    let sentence = try message(["ts": seconds])
    #expect(sentence.contains("milliseconds"), "\(sentence)")
    #expect(sentence.contains("seconds"), "\(sentence)")
    #expect(sentence.contains("\(testNow)"), "the value × 1000: \(sentence)")
    // Any out-of-range ts names the unit.
    #expect(try message(["ts": "1"]).contains("milliseconds"))
  }

  @Test func anUnknownVariantIsRefusedNamingTheValidOnes() throws {
    let sentence = try message(["variant": #""Z""#])
    #expect(sentence.contains("A, B"), "\(sentence)")
  }
}
