import Campaigns
import Foundation
import TestSupport
import Testing

/// One validation rule and a file that breaks it (and nothing else).
struct BrokenFile: CustomTestStringConvertible, Sendable {
  let rule: String
  var fileName = "promo.json"
  let text: String
  /// The field the single problem must name.
  let field: String
  /// Words the message must contain.
  var mentions: String = ""

  var testDescription: String { rule }
}

/// Every rule of api.md "Campaign files": a file that breaks it gives exactly one problem naming
/// the file and the field.
@Suite struct ValidationRuleTests {
  static let syntax: [BrokenFile] = [
    BrokenFile(
      rule: "trailing comma", text: "{\n  \"id\": \"promo\",\n}", field: "", mentions: "line 3, column 1"),
    BrokenFile(rule: "unclosed object", text: "{\"id\": \"promo\"", field: "", mentions: "line 1, column 15"),
    BrokenFile(rule: "empty file", text: "", field: "", mentions: "empty"),
    BrokenFile(
      rule: "number out of range", text: CampaignText.variant(#""weight": 1e999"#), field: "",
      mentions: "too large"),
    BrokenFile(rule: "comment", text: "// hi\n{}", field: "", mentions: "line 1, column 1"),
    BrokenFile(rule: "root is a list", text: "[]", field: "", mentions: "JSON object"),
  ]

  static let campaignFields: [BrokenFile] = [
    BrokenFile(
      rule: "unknown top-level key", text: CampaignText.file(extra: #""colour": "red""#), field: "colour"),
    BrokenFile(
      rule: "repeated key", text: CampaignText.file(extra: #""title": "Again""#), field: "title",
      mentions: "more than once"),
    BrokenFile(rule: "id missing", text: CampaignText.file(id: nil), field: "id"),
    BrokenFile(rule: "id not a string", text: CampaignText.file(id: "7"), field: "id", mentions: "string"),
    BrokenFile(
      rule: "id with upper case", fileName: "Promo.json", text: CampaignText.file(id: #""Promo""#),
      field: "id"),
    BrokenFile(
      rule: "id longer than 64", fileName: String(repeating: "a", count: 65) + ".json",
      text: CampaignText.file(id: "\"\(String(repeating: "a", count: 65))\""), field: "id"),
    BrokenFile(
      rule: "id differs from the file name", text: CampaignText.file(id: #""other""#), field: "id",
      mentions: "file name"),
    BrokenFile(rule: "title missing", text: CampaignText.file(title: nil), field: "title"),
    BrokenFile(rule: "title empty", text: CampaignText.file(title: #""  ""#), field: "title"),
    BrokenFile(
      rule: "title over 200", text: CampaignText.file(title: "\"\(String(repeating: "é", count: 201))\""),
      field: "title", mentions: "200"),
    BrokenFile(rule: "title with a newline", text: CampaignText.file(title: #""a\nb""#), field: "title"),
    BrokenFile(rule: "banner missing", text: CampaignText.file(banner: nil), field: "banner"),
    BrokenFile(
      rule: "banner absolute path", text: CampaignText.file(banner: #""/banners/a.svg""#), field: "banner"),
    BrokenFile(
      rule: "banner with ..", text: CampaignText.file(banner: #""banners/../banners/a.svg""#), field: "banner"
    ),
    BrokenFile(
      rule: "banner over http", text: CampaignText.file(banner: #""http://cdn.example.com/a.png""#),
      field: "banner", mentions: "https"),
    BrokenFile(
      rule: "banner data URL", text: CampaignText.file(banner: #""data:image/svg+xml,<svg/>""#),
      field: "banner"),
    BrokenFile(
      rule: "banner file missing", text: CampaignText.file(banner: #""banners/missing.svg""#),
      field: "banner", mentions: "not a file"),
    BrokenFile(
      rule: "banner not an image", text: CampaignText.file(banner: #""banners/a.txt""#), field: "banner"),
    BrokenFile(
      rule: "banner hidden file", text: CampaignText.file(banner: #""banners/.a.svg""#), field: "banner"),
    BrokenFile(
      rule: "banner URL without host", text: CampaignText.file(banner: #""https:///a.png""#), field: "banner"),
    BrokenFile(
      rule: "actionURL javascript:", text: CampaignText.file(actionURL: #""javascript:alert(1)""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL upper-case JavaScript:", text: CampaignText.file(actionURL: #""JavaScript:alert(1)""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL data:", text: CampaignText.file(actionURL: #""data:text/html,hi""#), field: "actionURL"
    ),
    BrokenFile(
      rule: "actionURL relative", text: CampaignText.file(actionURL: #""/offer""#), field: "actionURL"),
    BrokenFile(
      rule: "actionURL scheme-relative", text: CampaignText.file(actionURL: #""//example.com/offer""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL ftp", text: CampaignText.file(actionURL: #""ftp://example.com/file""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL leading space", text: CampaignText.file(actionURL: #"" https://example.com""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL tab inside the scheme",
      text: CampaignText.file(actionURL: #""java\tscript:alert(1)""#), field: "actionURL"),
    BrokenFile(
      rule: "actionURL newline", text: CampaignText.file(actionURL: #""https://example.com/\n""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL backslashes", text: CampaignText.file(actionURL: #""https:\\\\evil.example""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL without host", text: CampaignText.file(actionURL: #""https:example.com""#),
      field: "actionURL"),
    BrokenFile(
      rule: "actionURL with credentials",
      text: CampaignText.file(actionURL: #""https://example.com@evil.example/""#), field: "actionURL"),
    BrokenFile(
      rule: "actionURL not a string", text: CampaignText.file(actionURL: "null"), field: "actionURL"),
  ]

  static let variantFields: [BrokenFile] = [
    BrokenFile(rule: "variants missing", text: CampaignText.file(variants: nil), field: "variants"),
    BrokenFile(rule: "variants empty", text: CampaignText.file(variants: "[]"), field: "variants"),
    BrokenFile(rule: "variants not a list", text: CampaignText.file(variants: "{}"), field: "variants"),
    BrokenFile(
      rule: "variant not an object", text: CampaignText.file(variants: #"["A"]"#), field: "variants[0]"),
    BrokenFile(
      rule: "variant id missing", text: CampaignText.file(variants: #"[{"style": "pop-grow"}]"#),
      field: "variants[0].id"),
    BrokenFile(
      rule: "variant id with a space",
      text: CampaignText.file(variants: #"[{"id": "A B", "style": "pop-grow"}]"#), field: "variants[0].id"),
    BrokenFile(
      rule: "variant id longer than 32",
      text: CampaignText.file(
        variants: #"[{"id": "\#(String(repeating: "v", count: 33))", "style": "pop-grow"}]"#),
      field: "variants[0].id"),
    BrokenFile(
      rule: "variant ids repeated",
      text: CampaignText.file(
        variants: #"[{"id": "A", "style": "pop-grow"}, {"id": "A", "style": "pop-shrink"}]"#),
      field: "variants[1].id", mentions: "unique"),
    BrokenFile(
      rule: "plannedUsers zero", text: CampaignText.file(extra: #""plannedUsers": 0"#), field: "plannedUsers",
      mentions: "from 1 to 1000000000"),
    BrokenFile(
      rule: "plannedUsers over a billion", text: CampaignText.file(extra: #""plannedUsers": 1000000001"#),
      field: "plannedUsers"),
    BrokenFile(
      rule: "plannedUsers a fraction", text: CampaignText.file(extra: #""plannedUsers": 2500.5"#),
      field: "plannedUsers", mentions: "whole number"),
    BrokenFile(
      rule: "plannedUsers negative", text: CampaignText.file(extra: #""plannedUsers": -10"#),
      field: "plannedUsers"),
    BrokenFile(
      rule: "plannedUsers a string", text: CampaignText.file(extra: #""plannedUsers": "5000""#),
      field: "plannedUsers"),
    BrokenFile(rule: "weight zero", text: CampaignText.variant(#""weight": 0"#), field: "variants[0].weight"),
    BrokenFile(
      rule: "weight negative", text: CampaignText.variant(#""weight": -5"#), field: "variants[0].weight"),
    BrokenFile(
      rule: "weight over a million", text: CampaignText.variant(#""weight": 1e308"#),
      field: "variants[0].weight",
      mentions: "at most 1000000"),
    BrokenFile(
      rule: "weight a string", text: CampaignText.variant(#""weight": "50""#), field: "variants[0].weight"),
    BrokenFile(
      rule: "weight a boolean", text: CampaignText.variant(#""weight": true"#), field: "variants[0].weight"),
    BrokenFile(
      rule: "unknown variant key", text: CampaignText.variant(#""colour": "red""#),
      field: "variants[0].colour"),
    BrokenFile(
      rule: "variant banner javascript:", text: CampaignText.variant(#""banner": "javascript:x""#),
      field: "variants[0].banner"),
    BrokenFile(
      rule: "variant banner missing file", text: CampaignText.variant(#""banner": "banners/c.svg""#),
      field: "variants[0].banner"),
    BrokenFile(
      rule: "variant actionURL relative", text: CampaignText.variant(#""actionURL": "offer.html""#),
      field: "variants[0].actionURL"),
    BrokenFile(
      rule: "variant actionURL javascript:", text: CampaignText.variant(#""actionURL": "javascript:x""#),
      field: "variants[0].actionURL"),
  ]

  static let styles: [BrokenFile] = [
    BrokenFile(
      rule: "style missing", text: CampaignText.file(variants: #"[{"id": "A"}]"#), field: "variants[0].style"),
    BrokenFile(rule: "style a number", text: CampaignText.style("3"), field: "variants[0].style"),
    BrokenFile(
      rule: "unknown preset name", text: CampaignText.style(#""pop-gro""#), field: "variants[0].style",
      mentions: "pop-grow"),
    BrokenFile(
      rule: "unknown preset in an object", text: CampaignText.style(#"{"preset": "zoom"}"#),
      field: "variants[0].style.preset"),
    BrokenFile(
      rule: "style object without preset", text: CampaignText.style(#"{"overlayAlpha": 0.5}"#),
      field: "variants[0].style.preset"),
    BrokenFile(
      rule: "unknown override key", text: CampaignText.style(#"{"preset": "pop-grow", "delay": 1}"#),
      field: "variants[0].style.delay"),
    BrokenFile(
      rule: "presentDuration zero",
      text: CampaignText.style(#"{"preset": "pop-grow", "presentDuration": 0}"#),
      field: "variants[0].style.presentDuration"),
    BrokenFile(
      rule: "presentDuration over 10",
      text: CampaignText.style(#"{"preset": "pop-grow", "presentDuration": 10.5}"#),
      field: "variants[0].style.presentDuration"),
    BrokenFile(
      rule: "dismissDuration a string",
      text: CampaignText.style(#"{"preset": "pop-grow", "dismissDuration": "fast"}"#),
      field: "variants[0].style.dismissDuration"),
    BrokenFile(
      rule: "dismissDuration negative",
      text: CampaignText.style(#"{"preset": "pop-grow", "dismissDuration": -1}"#),
      field: "variants[0].style.dismissDuration"),
    BrokenFile(
      rule: "overlayAlpha over 1", text: CampaignText.style(#"{"preset": "pop-grow", "overlayAlpha": 1.2}"#),
      field: "variants[0].style.overlayAlpha"),
    BrokenFile(
      rule: "overlayAlpha negative",
      text: CampaignText.style(#"{"preset": "pop-grow", "overlayAlpha": -0.1}"#),
      field: "variants[0].style.overlayAlpha"),
    BrokenFile(
      rule: "fromScale zero", text: CampaignText.style(#"{"preset": "pop-grow", "fromScale": 0}"#),
      field: "variants[0].style.fromScale"),
    BrokenFile(
      rule: "fromScale over 2", text: CampaignText.style(#"{"preset": "pop-grow", "fromScale": 2.5}"#),
      field: "variants[0].style.fromScale"),
    BrokenFile(
      rule: "unknown curve name", text: CampaignText.style(#"{"preset": "pop-grow", "curve": "bounce"}"#),
      field: "variants[0].style.curve"),
    BrokenFile(
      rule: "curve a number", text: CampaignText.style(#"{"preset": "pop-grow", "curve": 1}"#),
      field: "variants[0].style.curve"),
    BrokenFile(
      rule: "bezier x1 over 1",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"bezier": [1.5, 0, 0.5, 1]}}"#),
      field: "variants[0].style.curve.bezier[0]"),
    BrokenFile(
      rule: "bezier x2 negative",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"bezier": [0.5, 0, -0.1, 1]}}"#),
      field: "variants[0].style.curve.bezier[2]"),
    BrokenFile(
      rule: "bezier with three numbers",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"bezier": [0.5, 0, 1]}}"#),
      field: "variants[0].style.curve.bezier"),
    BrokenFile(
      rule: "bezier with a string",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"bezier": [0.5, "0", 1, 1]}}"#),
      field: "variants[0].style.curve.bezier[1]"),
    BrokenFile(
      rule: "spring damping zero",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"spring": {"damping": 0}}}"#),
      field: "variants[0].style.curve.spring.damping"),
    BrokenFile(
      rule: "spring damping over 1",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"spring": {"damping": 1.5}}}"#),
      field: "variants[0].style.curve.spring.damping"),
    BrokenFile(
      rule: "spring without damping",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"spring": {"velocity": 1}}}"#),
      field: "variants[0].style.curve.spring.damping"),
    BrokenFile(
      rule: "spring unknown key",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"spring": {"damping": 0.5, "mass": 1}}}"#),
      field: "variants[0].style.curve.spring.mass"),
    BrokenFile(
      rule: "curve with two forms",
      text: CampaignText.style(
        #"{"preset": "pop-grow", "curve": {"bezier": [0, 0, 1, 1], "spring": {"damping": 1}}}"#),
      field: "variants[0].style.curve"),
    BrokenFile(
      rule: "physical spring not allowed",
      text: CampaignText.style(#"{"preset": "pop-grow", "curve": {"physicalSpring": {}}}"#),
      field: "variants[0].style.curve.physicalSpring"),
    BrokenFile(
      rule: "half-screen-slide with presentDuration",
      text: CampaignText.style(#"{"preset": "half-screen-slide", "presentDuration": 0.3}"#),
      field: "variants[0].style.presentDuration", mentions: "UIKit's own slide"),
    BrokenFile(
      rule: "half-screen-slide with dismissDuration",
      text: CampaignText.style(#"{"preset": "half-screen-slide", "dismissDuration": 0.3}"#),
      field: "variants[0].style.dismissDuration", mentions: "no duration, curve or scale to set"),
    BrokenFile(
      rule: "half-screen-slide with a curve",
      text: CampaignText.style(#"{"preset": "half-screen-slide", "curve": {"spring": {"damping": 0.8}}}"#),
      field: "variants[0].style.curve", mentions: "only overlayAlpha"),
    BrokenFile(
      rule: "half-screen-slide with fromScale",
      text: CampaignText.style(#"{"preset": "half-screen-slide", "fromScale": 0.5, "overlayAlpha": 0.8}"#),
      field: "variants[0].style.fromScale", mentions: "remove fromScale"),
    BrokenFile(
      rule: "half-screen-slide with an out-of-range duration is refused once",
      text: CampaignText.style(#"{"preset": "half-screen-slide", "presentDuration": 20}"#),
      field: "variants[0].style.presentDuration", mentions: "UIKit's own slide"),
  ]

  @Test(arguments: syntax + campaignFields + variantFields + styles)
  func aFileBreakingOneRuleGivesOneProblemNamingFileAndField(_ broken: BrokenFile) throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign(broken.fileName, broken.text)
    try folder.write("x", to: "Public/banners/a.txt")
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.problems.count == 1, "\(load.problems)")
    let problem = try #require(load.problems.first)
    #expect(problem.file == broken.fileName)
    #expect(problem.field == broken.field)
    #expect(broken.mentions.isEmpty || problem.message.contains(broken.mentions), "\(problem.message)")
    #expect(problem.message.hasSuffix("."))
    #expect(problem.description.hasPrefix("\(broken.fileName): "))
    #expect(load.catalog.campaign(id: "promo") == nil)
  }

  @Test func aWeightOfAMillionIsAccepted() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", CampaignText.variant(#""weight": 1000000"#))
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.problems.isEmpty, "\(load.problems)")
    #expect(load.catalog.campaign(id: "promo")?.variants.first?.weight == 1_000_000)
  }

  @Test(arguments: [(1, 1), (20000, 20000), (1_000_000_000, 1_000_000_000)])
  func plannedUsersInRangeIsAcceptedAndServed(_ written: Int, _ expected: Int) throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", CampaignText.file(extra: "\"plannedUsers\": \(written)"))
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.problems.isEmpty, "\(load.problems)")
    let campaign = try #require(load.catalog.campaign(id: "promo"))
    #expect(campaign.plannedUsers == expected)
    let encoded = String(decoding: try JSONEncoder().encode(campaign), as: UTF8.self)
    #expect(encoded.contains("\"plannedUsers\":\(expected)"))
  }

  @Test func withoutPlannedUsersTheCampaignHasNone() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", CampaignText.file())
    let campaign = try #require(
      CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load().catalog
        .campaign(id: "promo"))
    #expect(campaign.plannedUsers == nil)
    #expect(!String(decoding: try JSONEncoder().encode(campaign), as: UTF8.self).contains("plannedUsers"))
  }

  @Test func invalidUTF8IsReportedWithItsPosition() throws {
    let folder = try CampaignFolder()
    let url = folder.root.appendingPathComponent("Campaigns/promo.json")
    try ([UInt8]("{\n  \"title\": \"".utf8) + [0xFF] + [UInt8]("\"}".utf8)).write(to: url)
    let problems = CampaignLoader(directory: folder.campaigns).load().problems
    #expect(
      problems.map(\.description) == [
        "promo.json: The file is not valid JSON: line 2, column 13: the file is not valid UTF-8 text."
      ])
  }
}

extension Array where Element == UInt8 {
  fileprivate func write(to url: URL) throws { try Data(self).write(to: url) }
}
