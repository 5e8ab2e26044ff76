import Testing

@testable import AnalyticsPostgres

/// How values are written for PostgreSQL: stored text without NUL, array literals.
@Suite("PostgreSQL text and array encoding")
struct PostgresEncodingTests {
  @Test func storedTextRoundTripsAndLeavesOrdinaryTextAlone() {
    let samples = [
      "", "plain", "😀 é", "a\u{0}b", "\u{10}", "\u{10}0", "\u{10}\u{10}", "\u{0}\u{10}\u{0}", "x\u{10}",
    ]
    for sample in samples {
      #expect(PostgresText.decode(PostgresText.encode(sample)) == sample)
      #expect(!PostgresText.encode(sample).unicodeScalars.contains("\0"))
    }
    #expect(PostgresText.encode("plain 😀") == "plain 😀")
    // One-to-one: different texts are stored differently.
    #expect(Set(samples.map(PostgresText.encode)).count == samples.count)
  }

  @Test func arraysQuoteEveryTextElementAndSpellNullBare() {
    #expect(
      PostgresValue.textArray(["a", nil, "NULL", "", "say \"hi\"", "back\\slash", "{,}"]).wireText
        == #"{"a",NULL,"NULL","","say \"hi\"","back\\slash","{,}"}"#)
    #expect(
      PostgresValue.integerArray([1, nil, -9_223_372_036_854_775_808]).wireText
        == "{1,NULL,-9223372036854775808}")
    #expect(PostgresValue.textArray([]).wireText == "{}")
    #expect(PostgresValue.text(nil).wireText == nil)
  }
}
