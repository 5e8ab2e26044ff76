import Testing

@testable import DialogMotion

/// The checks of one plan in the layout grid: every visible part inside the safe area (to 1e-6 pt),
/// the ✕'s hit frame at least 44 × 44, containing the ✕, inside the card.
enum LayoutGridCheck {
  static func check(_ plan: DialogPlan, _ context: PlanContext, _ label: String) {
    let safe = PlanRect(
      x: context.safeArea.left, y: context.safeArea.top,
      width: context.container.width - context.safeArea.left - context.safeArea.right,
      height: context.container.height - context.safeArea.top - context.safeArea.bottom)
    let card = offset(plan.card.frame, by: plan.presentedFrame)
    expectInside(card, safe, "\(label): card")
    expectInside(offset(plan.card.bannerFrame, by: card), safe, "\(label): banner")
    expectInside(plan.card.bannerFrame, plan.card.frame.bounds, "\(label): banner in the card")
    #expect(plan.card.bannerFrame.height >= FitRule.minimumBanner, "\(label): banner height")
    if let button = plan.card.button {
      expectInside(offset(button.frame, by: card), safe, "\(label): button")
    }
    #expect((plan.card.closeButtonFrame == nil) == (plan.card.closeButtonHitFrame == nil), "\(label): ✕")
    if let close = plan.card.closeButtonFrame, let hit = plan.card.closeButtonHitFrame {
      expectInside(offset(close, by: card), safe, "\(label): ✕")
      #expect(hit.width >= 44 && hit.height >= 44, "\(label): hit frame \(hit) is under 44 pt")
      expectInside(close, hit, "\(label): ✕ in its hit frame")
      expectInside(hit, plan.card.frame.bounds, "\(label): hit frame in the card")
    }
  }

  static func offset(_ rect: PlanRect, by origin: PlanRect) -> PlanRect {
    PlanRect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
  }

  static func expectInside(
    _ rect: PlanRect, _ outer: PlanRect, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let e = 1e-6
    let inside =
      rect.x >= outer.x - e && rect.y >= outer.y - e && rect.x + rect.width <= outer.x + outer.width + e
      && rect.y + rect.height <= outer.y + outer.height + e && rect.width > 0 && rect.height > 0
    #expect(inside, "\(label): \(rect) is not inside \(outer)", sourceLocation: sourceLocation)
  }
}
