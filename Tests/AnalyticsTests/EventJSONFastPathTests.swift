import Foundation
import Testing

@testable import Analytics

/// `EventJSONFastPath` must read every body it takes exactly as `JSONSerialization` does (its typed
/// object's `foundationValue` has the same types, values and number storage), validation must answer
/// the same for both, and the fast path must give up (nil) on everything else, so decoding never depends
/// on the path.
@Suite("Event JSON fast path")
struct EventJSONFastPathTests {
  func typed(_ text: String) -> EventJSONObject? {
    Array(text.utf8).withUnsafeBufferPointer { EventJSONFastPath.parse($0) }
  }

  func fast(_ text: String) -> Any? { typed(text)?.foundationValue }

  func foundation(_ text: String) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// Same shape, same Swift types, same values and the same NSNumber storage.
  func same(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let x as [String: Any], let y as [String: Any]):
      return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    case (let x as [Any], let y as [Any]):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (let x as String, let y as String):
      return x == y
    case (is NSNull, is NSNull):
      return true
    case (let x as NSNumber, let y as NSNumber):
      return x == y && String(cString: x.objCType) == String(cString: y.objCType)
        && JSONInteger(x) == JSONInteger(y) && (x is NSDecimalNumber) == (y is NSDecimalNumber)
    default:
      return false
    }
  }

  /// Whether validation answers the same (events, rejections or the body error) for both parses.
  func decodesAlike(_ typed: EventJSONObject, _ foundationValue: Any) -> Bool {
    let decodedFast = Result { () throws(EventBodyError) in
      try testDecoder.decode(parsed: typed, receivedAt: testNow)
    }
    let decodedFoundation = Result { () throws(EventBodyError) in
      try testDecoder.decode(jsonObject: foundationValue, receivedAt: testNow)
    }
    return decodedFast == decodedFoundation
  }

  static let plainBodies: [String] = [
    #"{"id":"evt-00000001","campaign":"summer-sale","variant":"A","type":"tap"}"#,
    #"  {"id" : "evt-00000001" ,"campaign":"summer-sale","variant":"B","type":"close","trigger":"overlay"} "#,
    "{\n\t\"id\":\"evt-00000002\",\r\n\"campaign\":\"summer-sale\",\"variant\":\"A\",\"type\":\"impression\"}",
    #"{"id":"evt-00000003","campaign":"summer-sale","variant":"A","type":"impression","ts":1764400000000,"user":"ü-ser ✓"}"#,
    #"{"id":"evt-00000004","campaign":"summer-sale","variant":"A","type":"tap","ts":null,"user":null,"source":"app"}"#,
    #"{"id":"evt-00000005","campaign":"summer-sale","variant":"A","type":"tap","extra":true,"other":false,"n":0,"m":-12}"#,
    #"{"ts":5,"big":999999999999999999,"neg":-999999999999999999,"small":-1,"i":2147483648}"#,
    #"{}"#, #"{"events":[]}"#, #"{"events":[{}]}"#, #"{"":""}"#,
    #"{"events":[{"id":"evt-00000001","campaign":"summer-sale","variant":"A","type":"tap"},{"id":"evt-00000002","campaign":"nope","variant":"A","type":"tap","ts":12}]}"#,
    #"{"events":[{"id":1}],"other":"x"}"#,
    #"{"id":12345678,"campaign":"summer-sale","variant":"A","type":"tap"}"#,
    #"{"id":"evt-00000001","campaign":"summer-sale","variant":"A","type":"tap","ts":"1764400000000"}"#,
    #"{"id":"evt-00000001","campaign":"summer-sale","variant":"A","type":"tap","ts":true}"#,
    #"{"id":"evt-00000001","campaign":"summer-sale","variant":"A","type":"close","user":false}"#,
    #"{"id":"evt-00000001","campaign":"summer-sale","variant":"A","type":"close","trigger":"overlay","source":"preview","ts":1}"#,
    #"{"events":[{"id":"short","type":null},{"id":null},{"id":"evt-00000009","campaign":true}],"x":null}"#,
  ]

  @Test(arguments: plainBodies)
  func plainBodiesBuildWhatFoundationBuilds(text: String) throws {
    let fastValue = try #require(fast(text), "the fast path should take this body")
    let foundationValue = try #require(foundation(text))
    #expect(same(fastValue, foundationValue))
    #expect(decodesAlike(try #require(typed(text)), foundationValue))
  }

  static let unusualBodies: [String] = [
    #"{"id":"a\"b"}"#, #"{"id":"a\u0041"}"#, "{\"id\":\"a\u{1}b\"}", #"{"ts":1.0}"#, #"{"ts":1e3}"#,
    #"{"ts":1E3}"#,
    #"{"ts":-0}"#, #"{"ts":01}"#, #"{"ts":1234567890123456789}"#, #"{"ts":17644000000001764400000000}"#,
    #"{"ts":-99999999999999999999999}"#, #"{"ts":-}"#, #"{"a":1,"a":2}"#,
    #"{"a":{"b":1}}"#, #"{"a":[1]}"#, #"{"events":[1]}"#, #"{"events":{}}"#, #"{"events":[[]]}"#,
    #"{"events":[{"a":{}}]}"#, #"[]"#, #""x""#, "5", "null", "", " ", #"{"a":1} x"#, #"{"a":1,}"#,
    #"{"a" 1}"#,
    #"{"a":tru}"#, #"{"a":truex}"#, #"{"a":nul}"#, #"{"a":"#, #"{"a":"x"#, #"{"#, #"{"events":[{"a":1},]}"#,
    #"{"events":[{"a":1}"#, #"{'a':1}"#, "{\"a\":1}\u{0}", #"{"ts":1x}"#,
  ]

  @Test(arguments: unusualBodies)
  func unusualBodiesAreLeftToFoundation(text: String) {
    #expect(fast(text) == nil)
  }

  /// Many generated bodies: whatever the fast path takes, it builds what Foundation builds.
  @Test func generatedBodiesAgree() throws {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      #""id""#, #""evt-00000001""#, #""campaign""#, #""summer-sale""#, #""variant""#, #""A""#, #""type""#,
      #""tap""#, #""close""#, #""trigger""#, #""ts""#, "1764400000000", "-5", "0", "null", "true", "false",
      ":",
      ",", "{", "}", "[", "]", #""events""#, " ", "1.5", #""\n""#, "\"é\"",
    ]
    var taken = 0
    for _ in 0..<20_000 {
      let middle = (0..<Int.random(in: 1...14, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }
      .joined()
      // Mostly wrapped in braces, so a share of the bodies is valid and reaches the comparison.
      let text = Bool.random(using: &generator) ? "{" + middle + "}" : middle
      guard let parsed = typed(text) else { continue }
      taken += 1
      let foundationValue = try #require(
        foundation(text), "Foundation refused a body the fast path took: \(text)")
      #expect(same(parsed.foundationValue, foundationValue), "differs for \(text)")
      #expect(decodesAlike(parsed, foundationValue), "decodes differently: \(text)")
    }
    // Structured bodies the generator rarely hits by chance.
    for count in [1, 2, 50] {
      let events = (0..<count).map {
        eventJSON(["id": "\"evt-\(String(format: "%08d", $0))\"", "ts": "\(1_764_399_000_000 + $0)"])
      }
      let text = #"{"events":["# + events.joined(separator: ",") + "]}"
      let fastValue = try #require(fast(text))
      #expect(same(fastValue, try #require(foundation(text))))
      taken += 1
    }
    #expect(taken >= 3)
  }
}

extension EventJSONObject {
  /// What `JSONSerialization` builds for the same text (`[String: Any]`, `[Any]`, `String`,
  /// `NSNumber` with the same storage, `NSNull`): the fast path's differential tests compare the two.
  var foundationValue: [String: Any] {
    var object: [String: Any] = [:]
    for field in fields {
      let key = field.key
      switch field.value {
      case .string(let text): object[key] = text
      case .integer(let number): object[key] = NSNumber(value: number)
      case .bool(let flag): object[key] = NSNumber(value: flag)
      case .null: object[key] = NSNull()
      case .events(let items): object[key] = items.map(\.foundationValue) as [Any]
      }
    }
    return object
  }
}
