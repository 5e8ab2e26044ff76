import Foundation
import TestSupport
import Testing

@testable import Campaigns

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

  @Test func parsesEveryKindOfValueKeepingKeyOrderAndRepeats() throws {
    let value = try parse(#"{"b": [1, -2.5e2, true, false, null], "a": "x", "b": {}}"#)
    guard case .object(let members) = value else { throw TestFailure("not an object") }
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members[0].value == .array([.number(1), .number(-250), .bool(true), .bool(false), .null]))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#)
    #expect(value == .string("a\"\\/\u{8}\u{C}\n\r\té😀"))
  }

  @Test func skipsAByteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
  }

  @Test(arguments: [
    ("{\"a\": 1,\n  \"b\" 2}", 2, 7),
    ("[1, 2,]", 1, 7),
    ("{\"a\": 01}", 1, 7),
    ("\"tab\there\"", 1, 5),
    ("{\"é\": \"\\x\"}", 1, 8),
    ("\"\\ud83d\"", 1, 8),
    ("[1] [2]", 1, 5),
    ("{'a': 1}", 1, 2),
    ("[.5]", 1, 2),
    ("[1.]", 1, 4),
    ("[tru]", 1, 2),
  ])
  func syntaxErrorsSayTheLineAndColumn(text: String, line: Int, column: Int) {
    #expect(throws: JSONSyntaxError.self) { try parse(text) }
    do {
      _ = try parse(text)
    } catch {
      #expect(error.line == line, "\(error.description)")
      #expect(error.column == column, "\(error.description)")
    }
  }

  @Test func refusesDeepNesting() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: JSONSyntaxError.self) { try parse(deep) }
    let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
    #expect(throws: Never.self) { try parse(fine) }
  }
}
