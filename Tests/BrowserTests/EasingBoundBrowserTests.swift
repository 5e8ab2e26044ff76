import DialogMotion
import DialogWeb
import Foundation
import TestSupport
import Testing

/// The QA page publishes how close each transition's easing is to UIKit's curve (issue 44): the
/// parameters of the variant shown say it per transition, with a link, usable from the keyboard, to
/// how it is measured; another variant and back, and a reload with the cache on, show the right one.
@Suite(.serialized, .sharedBrowser)
struct EasingBoundBrowserTests {
  static let shownBound =
    "return document.querySelector('.qa-parameters:not([hidden]) .easing-bound').textContent"

  @Test func theQAPageShowsEachTransitionsBoundAndHowItIsMeasured() async throws {
    let server = try ServerProcess()
    let campaign = try #require(EmbedMotionFidelityTests.catalog.campaign(id: "summer-sale"))
    // The server reads make motion-report's figures from the repository's file by default.
    let measured = MotionMeasurements.load(
      path: ServerProcess.repositoryRoot.appendingPathComponent("Resources/motion-measurements.json").path)
    #expect(measured.problem == nil)
    var texts: [String: String] = [:]
    for variant in campaign.variants {
      let definition = try #require(variant.definition)
      texts[variant.id] =
        DefinitionFacts.fidelity(definition)
        + measured.measurements.sentence(campaign: campaign.id, variant: variant.id, definition: definition)
        + " (how it is measured)"
    }
    let expected = texts
    // A is the fade (CSS runs UIKit's ease-in-out itself), B a spring (a fitted linear()).
    #expect(expected["A"]?.hasPrefix("present exact: CSS runs the same curve; dismiss exact") == true)
    #expect(expected["B"]?.contains("present within 0.02 % of UIKit's curve") == true)
    #expect(expected["B"]?.contains("; Chromium measured present 0.0") == true, "\(expected["B"] ?? "")")
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: "/preview/summer-sale?variant=B", relativeTo: server.baseURL)!.absoluteURL)
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      #expect(try await browser.executeScript(Self.shownBound).string == expected["B"])

      // The link, from the keyboard: focus it and press Enter.
      let link = try await browser.findElement(".qa-parameters:not([hidden]) .easing-bound a")
      try await browser.sendKeys("\u{E007}", to: link)
      try await browser.waitUntil("location.hash === '#qa-easing-method-B'", timeout: .seconds(5))
      let method =
        try await browser.executeScript(
          "const p = document.getElementById('qa-easing-method-B'); const r = p.getBoundingClientRect(); "
            + "return (r.height > 0 && r.top < innerHeight && r.bottom > 0) ? p.textContent : ''"
        ).string ?? ""
      #expect(method.contains("in % of the travel") && method.contains("0.02 %"), "\(method)")

      // Variant A and back to B: each shows its own bound.
      for variant in ["A", "B"] {
        try await browser.executeScript(
          "const v = document.getElementById('qa-variant'); v.value = arguments[0]; "
            + "v.dispatchEvent(new Event('change'));", .string(variant))
        try await browser.waitUntil(
          "document.querySelector('.qa-parameters:not([hidden])').dataset.variant === arguments[0]",
          timeout: .seconds(10), .string(variant))
        #expect(try await browser.executeScript(Self.shownBound).string == expected[variant])
      }
      try await browser.reload()
      try await browser.waitUntil(
        "document.getElementById('qa-phase').textContent === 'presented'", timeout: .seconds(10))
      #expect(try await browser.executeScript(Self.shownBound).string == expected["B"])
    }
  }
}
