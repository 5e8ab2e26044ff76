import Analytics
import Testing

/// The field a single-event body is rejected for, or `nil` when it is accepted.
private func rejectedField(_ overrides: [String: String?]) throws -> String?? {
  switch try decodeOne(eventJSON(overrides)) {
  case .success: return .none
  case .failure(let error): return .some(error.field)
  }
}

private func accepted(_ overrides: [String: String?]) throws -> Event? {
  try decodeOne(eventJSON(overrides)).get()
}

@Suite("Event validation")
struct EventValidationTests {
  @Test func aMinimalTapGetsTheDefaults() throws {
    let event = try #require(try accepted([:]))
    #expect(event.id == "evt-00000001")
    #expect(event.trigger == .banner)
    #expect(event.source == .app)
    #expect(event.user == nil)
    #expect(event.ts == nil)
    #expect(event.receivedAt == testNow)
    #expect(event.eventTime == testNow)
  }

  @Test func theContractsExampleIsAccepted() throws {
    let json = """
      { "id": "0b6f2a1e-7d1c-4a7e-9a51-3c0c8f1d2e44", "campaign": "summer-sale", "variant": "A",
        "type": "tap", "trigger": "banner", "user": "anon-42", "source": "app", "ts": 1764400000000 }
      """
    let event = try decodeOne(json).get()
    #expect(
      event
        == Event(
          id: "0b6f2a1e-7d1c-4a7e-9a51-3c0c8f1d2e44", campaign: "summer-sale", variant: "A", type: .tap,
          trigger: .banner, user: "anon-42", source: .app, ts: 1_764_400_000_000, receivedAt: testNow))
  }

  @Test func otherFieldsAreIgnored() throws {
    #expect(try accepted(["extra": #"{"nested":[1,2,{"deep":null}]}"#, "version": "3"]) != nil)
  }

  @Test(arguments: ["abcdefgh", "A_b-C_d-", String(repeating: "z", count: 64), "0123456789"])
  func validIDs(id: String) throws {
    #expect(try accepted(["id": "\"\(id)\""])?.id == id)
  }

  @Test(arguments: [
    nil, "null", "12345678", "true", #""abcdefg""#, "\"\(String(repeating: "z", count: 65))\"",
    #""abcd efgh""#, #""abcd.efgh""#, #""abcdéfgh""#, #""abcd\u0000efgh""#, #""abcdefgh\n""#, #""""#,
  ])
  func invalidIDs(json: String?) throws {
    #expect(try rejectedField(["id": json]) == "id")
  }

  @Test func campaignIsRequiredAndKnown() throws {
    #expect(try rejectedField(["campaign": nil]) == "campaign")
    #expect(try rejectedField(["campaign": "null"]) == "campaign")
    #expect(try rejectedField(["campaign": "7"]) == "campaign")
    #expect(try rejectedField(["campaign": #""winter-sale""#]) == "campaign")
    #expect(try rejectedField(["campaign": #""Summer-Sale""#]) == "campaign")
    #expect(try accepted(["campaign": #""trio""#, "variant": #""y""#])?.variant == "y")
  }

  @Test func variantMustBeOneOfTheCampaigns() throws {
    #expect(try rejectedField(["variant": nil]) == "variant")
    #expect(try rejectedField(["variant": "[\"A\"]"]) == "variant")
    #expect(try rejectedField(["variant": #""C""#]) == "variant")
    #expect(try rejectedField(["variant": #""a""#]) == "variant")
    #expect(try rejectedField(["variant": #""control""#]) == "variant", "a variant of another campaign")
    #expect(try accepted(["variant": #""B""#])?.variant == "B")
  }

  @Test(arguments: [nil, "null", #""click""#, #""Tap""#, #""""#, "1", #"{"type":"tap"}"#])
  func invalidTypes(json: String?) throws {
    #expect(try rejectedField(["type": json]) == "type")
  }

  @Test func anImpressionHasNoTrigger() throws {
    let impression = try #require(try accepted(["type": #""impression""#]))
    #expect(impression.type == .impression && impression.trigger == nil)
    #expect(try accepted(["type": #""impression""#, "trigger": "null"])?.trigger == nil)
    #expect(try rejectedField(["type": #""impression""#, "trigger": #""banner""#]) == "trigger")
    #expect(try rejectedField(["type": #""impression""#, "trigger": #""""#]) == "trigger")
  }

  @Test func aTapsTriggerIsBanner() throws {
    #expect(try accepted(["trigger": #""banner""#])?.trigger == .banner)
    #expect(try accepted(["trigger": "null"])?.trigger == .banner)
    #expect(try rejectedField(["trigger": #""close_button""#]) == "trigger")
    #expect(try rejectedField(["trigger": #""Banner""#]) == "trigger")
    #expect(try rejectedField(["trigger": "1"]) == "trigger")
  }

  @Test(arguments: EventTrigger.closeTriggers)
  func closeTriggersAreAccepted(trigger: EventTrigger) throws {
    let close = try accepted(["type": #""close""#, "trigger": "\"\(trigger.rawValue)\""])
    #expect(close?.type == .close && close?.trigger == trigger)
  }

  @Test(arguments: [nil, "null", #""banner""#, #""swipe""#, #""closeButton""#, "false"])
  func invalidCloseTriggers(json: String?) throws {
    #expect(try rejectedField(["type": #""close""#, "trigger": json]) == "trigger")
  }

  @Test func userIsAtMost128UnicodeScalars() throws {
    let emoji = String(repeating: "😀", count: 128)  // 128 scalars, 512 UTF-8 bytes
    #expect(try accepted(["user": "\"\(emoji)\""])?.user == emoji)
    #expect(try rejectedField(["user": "\"\(emoji)😀\""]) == "user")
    // 64 characters but 128 scalars (e + combining acute accent): accepted; 65 of them: rejected.
    let accented = String(repeating: "e\u{301}", count: 64)
    #expect(try accepted(["user": "\"\(accented)\""])?.user == accented)
    #expect(try rejectedField(["user": "\"\(accented)e\u{301}\""]) == "user")
    #expect(try accepted(["user": #""""#])?.user == "")
    #expect(try accepted(["user": "null"])?.user == nil)
    #expect(try accepted(["user": #""nul\u0000inside""#])?.user == "nul\u{0}inside")
    #expect(try rejectedField(["user": "42"]) == "user")
  }

  @Test func sourceIsAppOrPreview() throws {
    #expect(try accepted(["source": #""app""#])?.source == .app)
    #expect(try accepted(["source": #""preview""#])?.source == .preview)
    #expect(try accepted(["source": "null"])?.source == .app)
    #expect(try rejectedField(["source": #""web""#]) == "source")
    #expect(try rejectedField(["source": #""App""#]) == "source")
    #expect(try rejectedField(["source": "0"]) == "source")
  }

  @Test func tsIsWithinTheAllowedRange() throws {
    let earliest = Event.earliestTimestamp
    let latest = testNow + Event.maxClockAhead
    #expect(earliest == 1_577_836_800_000)  // 2020-01-01T00:00:00Z
    #expect(try accepted(["ts": "\(earliest)"])?.ts == earliest)
    #expect(try accepted(["ts": "\(latest)"])?.ts == latest)
    #expect(try accepted(["ts": "null"])?.ts == nil)
    #expect(try rejectedField(["ts": "\(earliest - 1)"]) == "ts")
    #expect(try rejectedField(["ts": "\(latest + 1)"]) == "ts")
    #expect(try rejectedField(["ts": "0"]) == "ts")
    #expect(try rejectedField(["ts": "-1764400000000"]) == "ts")
  }

  @Test(arguments: [
    "1764400000000.5", "1764400000000.0", "1.7644e12", "17644e8", #""1764400000000""#, "true", "false",
    "[1764400000000]", "99999999999999999999999", "-99999999999999999999999", "9223372036854775807",
    "9223372036854775808", "18446744073709551615", "-9223372036854775808", "1e308", "-0.0",
  ])
  func tsMustBeAnIntegerInRange(json: String) throws {
    #expect(try rejectedField(["ts": json]) == "ts")
  }

  @Test func tsErrorsSayWhatIsWrong() throws {
    let fraction = try #require(try decodeOne(eventJSON(["ts": "1764400000000.5"])).failureError)
    #expect(fraction.message.contains("integer"))
    let huge = try #require(try decodeOne(eventJSON(["ts": "99999999999999999999999"])).failureError)
    #expect(huge.message.contains("between"))
  }

  @Test func everyReasonIsASentenceNamingTheField() throws {
    let cases: [[String: String?]] = [
      ["id": nil], ["campaign": #""x""#], ["variant": #""x""#], ["type": #""x""#], ["trigger": #""x""#],
      ["user": "1"], ["source": #""x""#], ["ts": "1.5"],
    ]
    for overrides in cases {
      let error = try #require(try decodeOne(eventJSON(overrides)).failureError)
      let field = try #require(error.field)
      #expect(error.message.hasPrefix(field), "\(error.message)")
      #expect(error.message.hasSuffix("."), "\(error.message)")
    }
  }

  @Test func theFirstBrokenRuleIsReported() throws {
    #expect(try rejectedField(["id": "1", "campaign": "2", "ts": "3"]) == "id")
    #expect(try rejectedField(["variant": "2", "ts": "3"]) == "variant")
  }
}

extension Result {
  var failureError: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
