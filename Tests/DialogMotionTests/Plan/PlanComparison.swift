import Testing

@testable import DialogMotion

/// Compares a plan with an `ExpectedPlan` field by field (numbers to 1e-9 points), naming the
/// field that differs.
enum PlanComparison {
  static func expect(
    _ plan: DialogPlan, equals expected: ExpectedPlan, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let structure = plan.structure
    #expect(
      structure.style.rawValue == expected.structure.style
        && structure.presentationController == expected.structure.presentationController
        && structure.animator == expected.structure.animator,
      "\(label): structure \(structure)", sourceLocation: sourceLocation)
    close(plan.duration, expected.duration, "\(label): duration", sourceLocation)
    expectRect(plan.presentedFrame, expected.presented, "\(label): presented frame", sourceLocation)
    expectRect(plan.card.frame, expected.card, "\(label): card", sourceLocation)
    close(plan.card.cornerRadius, expected.cornerRadius, "\(label): corner radius", sourceLocation)
    #expect(
      plan.card.background.map { [$0.red, $0.green, $0.blue] } == expected.background,
      "\(label): card background", sourceLocation: sourceLocation)
    expectRect(plan.card.bannerFrame, expected.banner, "\(label): banner", sourceLocation)
    #expect(
      (plan.card.closeButtonFrame == nil) == (expected.close == nil), "\(label): ✕",
      sourceLocation: sourceLocation)
    if let frame = plan.card.closeButtonFrame, let close = expected.close {
      expectRect(frame, close, "\(label): ✕", sourceLocation)
    }
    #expect(
      plan.card.button?.title == expected.button?.title, "\(label): button", sourceLocation: sourceLocation)
    if let button = plan.card.button, let frame = expected.button?.frame {
      expectRect(button.frame, frame, "\(label): button frame", sourceLocation)
    }
    numbers(state(plan.from), expected.from, "\(label): from (alpha, scale, centre)", sourceLocation)
    numbers(state(plan.to), expected.to, "\(label): to (alpha, scale, centre)", sourceLocation)
    let overlay = plan.overlay
    #expect(
      overlay.host.rawValue == expected.overlay.host, "\(label): overlay host", sourceLocation: sourceLocation
    )
    numbers(
      [overlay.color.red, overlay.color.green, overlay.color.blue], expected.overlay.color,
      "\(label): overlay colour", sourceLocation)
    numbers(
      [overlay.fromAlpha, overlay.toAlpha], [expected.overlay.from, expected.overlay.to],
      "\(label): overlay alphas", sourceLocation)
    expectRect(overlay.frame, expected.overlay.frame, "\(label): overlay frame", sourceLocation)
    #expect(
      plan.closing.triggers.map(\.rawValue) == expected.triggers, "\(label): triggers",
      sourceLocation: sourceLocation)
    #expect(
      plan.closing.outsideTap.rawValue == expected.outsideTap, "\(label): outside tap",
      sourceLocation: sourceLocation)
    #expect(call(plan.animation) == expected.animation, "\(label): animation", sourceLocation: sourceLocation)
  }

  static func expectRect(
    _ rect: PlanRect, _ expected: [Double], _ label: String,
    _ sourceLocation: SourceLocation = #_sourceLocation
  ) {
    numbers([rect.x, rect.y, rect.width, rect.height], expected, label, sourceLocation)
  }

  static func state(_ state: ViewState) -> [Double] {
    [state.alpha, state.scale, state.centre.x, state.centre.y]
  }

  static func numbers(
    _ actual: [Double], _ expected: [Double], _ label: String, _ sourceLocation: SourceLocation
  ) {
    let same = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-9 }
    #expect(same, "\(label): \(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  static func close(_ actual: Double, _ expected: Double, _ label: String, _ sourceLocation: SourceLocation) {
    numbers([actual], [expected], label, sourceLocation)
  }

  /// The call as Swift would write it.
  static func call(_ call: AnimationCall) -> String {
    switch call {
    case .animate(let duration, let delay, let option):
      "UIView.animate(withDuration: \(n(duration)), delay: \(n(delay)), options: [.\(option.rawValue)])"
    case .cubicBezier(let duration, let p1, let p2):
      "UIViewPropertyAnimator(duration: \(n(duration)), timingParameters: UICubicTimingParameters("
        + "controlPoint1: CGPoint(x: \(n(p1.x)), y: \(n(p1.y))), controlPoint2: CGPoint(x: \(n(p2.x)), y: \(n(p2.y)))))"
    case .spring(let duration, let delay, let damping, let velocity):
      "UIView.animate(withDuration: \(n(duration)), delay: \(n(delay)), usingSpringWithDamping: \(n(damping)), "
        + "initialSpringVelocity: \(n(velocity)), options: [])"
    case .systemSlide:
      "none: UIKit's own slide"
    }
  }

  static func n(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
