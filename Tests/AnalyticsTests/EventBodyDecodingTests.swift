import Analytics
import Foundation
import TestSupport
import Testing

private func bodyErrorKind(_ bytes: [UInt8]) -> EventBodyError.Kind? {
  do {
    _ = try testDecoder.decode(bytes)
    return nil
  } catch {
    return error.kind
  }
}

private func bodyErrorKind(_ text: String) -> EventBodyError.Kind? { bodyErrorKind(Array(text.utf8)) }

private func batch(_ events: [String]) -> String { #"{"events":["# + events.joined(separator: ",") + "]}" }

@Suite("Event body decoding")
struct EventBodyDecodingTests {
  @Test func oneEventIsABodyOfOne() throws {
    let decoded = try testDecoder.decode(Array(eventJSON().utf8))
    #expect(decoded.events.count == 1 && decoded.rejected.isEmpty && decoded.count == 1)
  }

  @Test(arguments: [
    eventJSON(["variant": #""Z""#]), eventJSON(["id": #""short""#]), eventJSON(["id": "7", "type": #""x""#]),
    eventJSON(["id": nil]), eventJSON(["campaign": #""nope""#]),
  ])
  func aSingleRejectedEventReadsAsThroughJSONSerialization(body: String) throws {
    // The fast path validates a single event without the batch loop: same index, id and reason as
    // what Foundation's parser feeds the same validation.
    let fast = try testDecoder.decode(Array(body.utf8))
    let object = try JSONSerialization.jsonObject(with: Data(body.utf8))
    let foundation = try testDecoder.decode(jsonObject: object, receivedAt: testNow)
    #expect(fast.events.isEmpty && fast.rejected.count == 1, "\(body)")
    #expect(fast.rejected == foundation.rejected, "\(body)")
  }

  @Test(arguments: [
    "", " ", "nul", "{", #"{"id":"#, "tap", "{'id':'x'}", #""\ud800""#, "1e400",
  ])
  func notJSON(text: String) {
    #expect(bodyErrorKind(text) == .invalidJSON)
  }

  @Test(arguments: [
    "null", "42", "true", #""event""#, "[]", "[\(eventJSON())]", #"{"events":{}}"#,
    #"{"events":"x"}"#, #"{"events":null}"#,
  ])
  func notAnEventOrBatch(text: String) {
    #expect(bodyErrorKind(text) == .notAnEventOrBatch)
  }

  @Test func anEmptyBatchIsABodyError() {
    #expect(bodyErrorKind(#"{"events":[]}"#) == .emptyBatch)
  }

  @Test func aBatchHoldsAtMost500Events() throws {
    let events = (0..<501).map { eventJSON(["id": "\"evt-\(String($0 + 100_000))\""]) }
    #expect(bodyErrorKind(batch(events)) == .tooManyEvents)
    let decoded = try testDecoder.decode(Array(batch(Array(events.prefix(500))).utf8))
    #expect(decoded.events.count == 500)
  }

  @Test func bodiesThatAreNotUTF8AreRefused() {
    let tap = Array(eventJSON().utf8)
    #expect(bodyErrorKind([0xFF] + tap) == .invalidJSON)
    #expect(bodyErrorKind(Array(#"{"id":"\#u{FF}"}"#.utf8).map { $0 == 0xC3 ? 0xFF : $0 }) == .invalidJSON)
    // UTF-16 with and without a byte order mark: Foundation would guess the encoding; the contract is UTF-8.
    let utf16 = Array(eventJSON().data(using: .utf16LittleEndian)!)
    #expect(bodyErrorKind([0xFF, 0xFE] + utf16) == .invalidJSON)
    #expect(bodyErrorKind(utf16) == .invalidJSON)
    #expect(bodyErrorKind(Array(eventJSON().data(using: .utf32BigEndian)!)) == .invalidJSON)
    #expect(bodyErrorKind(tap + [0]) == .invalidJSON)
    // Overlong encoding and a lone surrogate encoded in UTF-8.
    #expect(bodyErrorKind(Array(#"{"a":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)) == .invalidJSON)
    #expect(bodyErrorKind(Array(#"{"a":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)) == .invalidJSON)
  }

  /// The all-ASCII check reads eight bytes at a time, then the tail one by one: a NUL or a non-ASCII byte
  /// at every offset of a body must still be noticed (a NUL refused, valid UTF-8 in a string kept).
  @Test func aNulOrNonASCIIByteIsSeenAtEveryOffset() throws {
    let body = Array(eventJSON().utf8)
    // Every other quote opens a string (the fixture has no escaped quotes).
    let quotes = body.indices.filter { body[$0] == UInt8(ascii: "\"") }
    let openingQuotes = stride(from: 0, to: quotes.count, by: 2).map { quotes[$0] }
    for offset in body.indices {
      var withNul = body
      withNul[offset] = 0
      #expect(bodyErrorKind(withNul) == .invalidJSON, "NUL at \(offset)")
    }
    // Valid UTF-8 (ü) just inside each string, wherever it falls in the 8-byte words: parsed like ASCII
    // text, so the body is no longer refused as JSON (it may be a rejected event, never a body error).
    for quote in openingQuotes {
      var withUmlaut = body
      withUmlaut.insert(contentsOf: [0xC3, 0xBC], at: quote + 1)
      #expect(bodyErrorKind(withUmlaut) == nil, "ü after byte \(quote)")
      var withBadByte = body
      withBadByte.insert(0xFF, at: quote + 1)
      #expect(bodyErrorKind(withBadByte) == .invalidJSON, "0xFF after byte \(quote)")
    }
  }

  @Test func aUTF8ByteOrderMarkIsTolerated() throws {
    let decoded = try testDecoder.decode([0xEF, 0xBB, 0xBF] + Array(eventJSON().utf8))
    #expect(decoded.events.count == 1)
  }

  @Test func deepNestingIsRefusedWithoutCrashing() {
    for depth in [600, 100_000] {
      #expect(
        bodyErrorKind(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
          == .invalidJSON)
      let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
      #expect(bodyErrorKind(objects) == .invalidJSON)
    }
    let nestedField = eventJSON([
      "extra": String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    ])
    #expect(bodyErrorKind(nestedField) == nil, "moderate nesting in an ignored field is fine")
  }

  @Test func aBatchMixingGoodAndBadStoresTheGoodOnes() throws {
    let events = [
      eventJSON(["id": #""good-0001""#]),
      eventJSON(["id": #""bad-type-1""#, "type": #""swipe""#]),
      "42",
      eventJSON(["id": "17", "variant": #""Z""#]),
      eventJSON([
        "id": #""good-0002""#, "type": #""close""#, "trigger": #""escape""#, "source": #""preview""#,
      ]),
      "null",
      eventJSON(["id": #""short""#]),
      "[]",
    ]
    let decoded = try testDecoder.decode(Array(batch(events).utf8))
    #expect(decoded.events.map(\.id) == ["good-0001", "good-0002"])
    #expect(decoded.events.allSatisfy { $0.receivedAt == testNow })
    #expect(decoded.rejected.map(\.index) == [1, 2, 3, 5, 6, 7])
    #expect(decoded.rejected.map(\.id) == ["bad-type-1", nil, nil, nil, "short", nil])
    #expect(decoded.rejected.map(\.error.field) == ["type", nil, "id", nil, "id", nil])
    #expect(decoded.rejected[1].error.message == "The event must be a JSON object.")
    #expect(decoded.count == 8)
  }

  @Test func aBatchWhoseEventsAreAllBadIsStillABatch() throws {
    let decoded = try testDecoder.decode(Array(batch(["1", "2"]).utf8))
    #expect(decoded.events.isEmpty && decoded.rejected.count == 2)
  }

  @Test func theClockStampsReceivedAtAndBoundsTs() throws {
    let later = EventDecoder(catalog: testCatalog, now: { testNow + 1_000 })
    let event = try #require(try later.decode(Array(eventJSON().utf8)).events.first)
    #expect(event.receivedAt == testNow + 1_000)
    let ts = testNow + 1_000 + Event.maxClockAhead
    #expect(try later.decode(Array(eventJSON(["ts": "\(ts)"]).utf8)).events.count == 1)
    #expect(try testDecoder.decode(Array(eventJSON(["ts": "\(ts)"]).utf8)).rejected.count == 1)
  }

  @Test func aClosureCatalogIsAskedPerEvent() throws {
    let decoder = EventDecoder(
      catalog: ClosureVariantCatalog { $0 == "live" ? ["only"] : nil }, now: { testNow })
    let ok = eventJSON(["campaign": #""live""#, "variant": #""only""#])
    #expect(try decoder.decode(Array(ok.utf8)).events.count == 1)
    #expect(try decoder.decode(Array(eventJSON().utf8)).rejected.first?.error.field == "campaign")
  }

  @Test func mutatedBodiesNeverCrash() {
    var random = SplitMix64(seed: 9)
    let seeds = [
      Array(eventJSON(["user": #""u-1""#, "ts": "1764400000000"]).utf8),
      Array(batch([eventJSON(), "1"]).utf8),
    ]
    let alphabet = Array(#"{}[]",:0123456789.eE+-\u"tnfl "#.utf8) + [0, 0x80, 0xC3, 0xFF, 0xED]
    for round in 0..<3_000 {
      var bytes = seeds[round % seeds.count]
      for _ in 0...(random.next() % 4) {
        let position = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
        case 1: bytes.remove(at: position)
        default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
        }
        if bytes.isEmpty { break }
      }
      _ = try? testDecoder.decode(bytes)
    }
  }
}
