import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import TestSupport
import Testing

/// Layout parity (issue 41, item 5): for every shipped campaign variant, the browser's presented
/// dialog, card, banner, visible ✕, ✕ hit frame and button, measured with `getBoundingClientRect`
/// relative to the screen, against the plan's, in every container of the grid (five devices, both
/// orientations, the iPads' split widths), left to right and right to left, at the default text size
/// and AX5: within 0.5 pt. Each variant prints its largest difference (`make layout-report`).
@Suite(.serialized, .sharedBrowser)
struct LayoutParityBrowserTests {
  static let tolerance = 0.5
  static let parts = ["dialog", "card", "banner", "close-mark", "close", "button"]

  /// Puts the screen in each asked container and traits (classes only) and reads every part's box.
  static let measure = """
    const screen = document.querySelector('.dp-screen');
    const keep = [...screen.classList].filter(c => !/^dp-(device-|landscape|split-|dark|text-|rtl)/.test(c));
    const pick = s => s === 'close-mark' ? '[data-close-mark]' : s === 'dialog' ? '[data-dialog]' : `[data-${s}]`;
    return arguments[0].map(classes => {
      screen.className = keep.concat(classes).join(' ');
      const s = screen.getBoundingClientRect();
      const boxes = {};
      for (const part of arguments[1]) {
        const e = document.querySelector(pick(part));
        if (!e) continue;
        const r = e.getBoundingClientRect();
        boxes[part] = [r.x - s.x, r.y - s.y, r.width, r.height];
      }
      return boxes;
    });
    """

  static let catalog = CampaignLoader(
    directory: ShippedCampaigns.folder, publicDirectory: ShippedCampaigns.publicFolder
  ).load().catalog

  static var variants: [(campaign: String, variant: String)] {
    catalog.campaigns.flatMap { campaign in campaign.variants.map { (campaign.id, $0.id) } }
  }

  struct Case {
    let container: DeviceContainer
    let traits: DialogTraits
    var classes: [String] {
      CSSRenderer.containerClasses(container) + CSSRenderer.traitClasses(traits)
    }
  }

  static let cases: [Case] = DeviceContainer.all.flatMap { container in
    LayoutDirection.allCases.flatMap { direction in
      [TextSize.standard, .largest].map {
        Case(container: container, traits: DialogTraits(textSize: $0, direction: direction))
      }
    }
  }

  /// The plan's boxes in the screen's coordinates, by part.
  static func expected(_ plan: DialogPlan) -> [String: PlanRect] {
    let p = plan.presentedFrame
    func inScreen(_ r: PlanRect, _ o: PlanRect) -> PlanRect {
      PlanRect(x: r.x + o.x, y: r.y + o.y, width: r.width, height: r.height)
    }
    let card = inScreen(plan.card.frame, p)
    var boxes = ["dialog": p, "card": card, "banner": inScreen(plan.card.bannerFrame, card)]
    if let close = plan.card.closeButtonFrame { boxes["close-mark"] = inScreen(close, card) }
    if let hit = plan.card.closeButtonHitFrame { boxes["close"] = inScreen(hit, card) }
    if let button = plan.card.button { boxes["button"] = inScreen(button.frame, card) }
    return boxes
  }

  @Test func everyShippedVariantMatchesThePlanInEveryContainer() async throws {
    #expect(Self.variants.count >= 6)
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 1400, height: 1400)
      for (campaignID, variantID) in Self.variants {
        let variant = try #require(Self.catalog.campaign(id: campaignID)?.variant(id: variantID))
        let definition = try #require(variant.definition)
        let banner = try #require(variant.bannerSize, "\(campaignID)/\(variantID): banner size unknown")
        try await browser.navigate(to: fixture.embed(campaignID, "variant=\(variantID)&autoplay=0"))
        try await browser.executeScript(
          "window.postMessage({type: 'dialog-preview', command: 'present'}, '*')")
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        let result = try await browser.executeScript(
          Self.measure, .array(Self.cases.map { .array($0.classes.map { .string($0) }) }),
          .array(Self.parts.map { .string($0) }))
        let rows = try #require(result.array)
        #expect(rows.count == Self.cases.count)
        var worst = (difference: -1.0, part: "none", container: "none")
        var compared = 0
        for (item, row) in zip(Self.cases, rows) {
          let context = PlanContext(item.container, bannerSize: banner, traits: item.traits)
          let expected = Self.expected(definition.plan(for: .present, in: context))
          let label =
            "\(item.container.description), \(item.traits.textSize.rawValue), \(item.traits.direction.rawValue)"
          for part in Self.parts {
            let measured = row[part]?.array?.map { $0.double ?? .nan }
            #expect(
              (measured == nil) == (expected[part] == nil), "\(campaignID)/\(variantID) \(part) on \(label)")
            guard let m = measured, let e = expected[part], m.count == 4 else { continue }
            let difference = zip(m, [e.x, e.y, e.width, e.height]).map { abs($0 - $1) }.max() ?? .nan
            compared += 1
            if !(difference <= worst.difference) { worst = (difference, part, label) }
          }
        }
        print(
          "layout \(campaignID)/\(variantID) [\(definition.name)]: \(Self.cases.count) containers × traits, \(compared) boxes, largest difference \(String(format: "%.3f", worst.difference)) pt (\(worst.part), \(worst.container))"
        )
        #expect(worst.difference <= Self.tolerance, "\(campaignID)/\(variantID): \(worst)")
      }
    }
  }
}
