import DialogMotion
import Foundation
import TestSupport
import Testing

/// api.md, "Campaign files": half-screen-slide is UIKit's own slide, which has no duration, curve or
/// scale to set. `check`, `serve` and live reload refuse those overrides like every other problem,
/// and openapi.json says so.
@Suite struct SlideOverrideTests {
  static let message =
    "half-screen-slide is UIKit's own slide (seed 004 gives UIKit no animator), which has no "
    + "duration, curve or scale to set"

  /// A campaign whose only variant is half-screen-slide with the style members `overrides`.
  static func slide(_ overrides: String) -> String {
    """
    {"id": "slide", "title": "Slide", "banner": "banners/a.svg", "actionURL": "https://example.com/slide",
     "variants": [{"id": "A", "style": {"preset": "half-screen-slide", \(overrides)}}]}
    """
  }

  /// Writes `slide.json` into the folder's `Campaigns/`.
  static func writeSlide(_ folder: CampaignFolder, _ overrides: String) throws {
    try Data(slide(overrides).utf8).write(to: URL(fileURLWithPath: folder.campaigns + "/slide.json"))
  }

  @Test func checkAndServeRefuseMotionOverridesOnHalfScreenSlide() throws {
    let folder = try CampaignFolder()
    try Self.writeSlide(folder, #""curve": "linear", "fromScale": 0.5, "overlayAlpha": 0.8"#)
    let arguments = ["--campaigns", folder.campaigns, "--public", folder.publicFolder]
    let check = try ServerProcess.run(["check"] + arguments)
    #expect(check.code == 1)
    #expect(check.stdout.isEmpty)
    #expect(
      check.stderr.split(separator: "\n").map(String.init) == [
        "slide.json: variants[0].style.curve: \(Self.message); remove curve, only overlayAlpha and colors can be overridden.",
        "slide.json: variants[0].style.fromScale: \(Self.message); remove fromScale, only overlayAlpha and colors "
          + "can be overridden.",
      ])
    let serve = try ServerProcess.run(["serve", "--port", "0"] + arguments)
    #expect(serve.code == 1)
    #expect(!serve.stdout.contains("listening"))
    #expect(serve.stderr.contains("campaigns: slide.json: variants[0].style.curve: \(Self.message)"))
    try Self.writeSlide(folder, #""overlayAlpha": 0.8"#)
    let fixed = try ServerProcess.run(["check"] + arguments)
    #expect(fixed.code == 0, "\(fixed.stderr)")
    #expect(fixed.stdout == "1 campaign OK\n")
  }

  @Test func anEditGivingHalfScreenSlideADurationIsRejectedAndLogged() async throws {
    let folder = try CampaignFolder()
    try Self.writeSlide(folder, #""overlayAlpha": 0.8"#)
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let log = StderrLog(server)
    try Self.writeSlide(folder, #""overlayAlpha": 0.3, "presentDuration": 0.3"#)
    #expect(
      log.waitForLine(containing: [
        "campaigns: slide.json: variants[0].style.presentDuration: \(Self.message)"
      ]))
    #expect(log.contents.contains("campaigns: edit rejected"))
    let campaign = try await HTTPClient.request(server.baseURL.appendingPathComponent("api/campaigns/slide"))
    #expect(campaign.status == 200)
    #expect(campaign.text.contains("0.8") && !campaign.text.contains("presentDuration"))
    #expect(server.stop() == 0)
  }

  /// The Style schema says it in words and refuses the same keys the validator refuses.
  @Test func theStyleSchemaRefusesMotionOverridesOnHalfScreenSlide() throws {
    let url = ServerProcess.repositoryRoot.appendingPathComponent("openapi.json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
    let style = try #require(schemas["Style"] as? [String: Any])
    let description = try #require(style["description"] as? String)
    #expect(
      description.contains("half-screen-slide") && description.contains("takes overlayAlpha and colors only"))
    let object = try #require(
      (style["oneOf"] as? [[String: Any]])?.first { $0["type"] as? String == "object" })
    let condition = try #require((object["if"] as? [String: Any])?["properties"] as? [String: Any])
    #expect((condition["preset"] as? [String: Any])?["const"] as? String == "half-screen-slide")
    let refused = try #require((object["then"] as? [String: Any])?["properties"] as? [String: Bool])
    #expect(Set(refused.keys) == Set(StyleOverrides.refusedKeys(for: .halfScreenSlide)))
    #expect(refused.values.allSatisfy { !$0 })
  }
}
