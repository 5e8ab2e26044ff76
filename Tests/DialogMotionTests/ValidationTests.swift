import Testing

@testable import DialogMotion

/// Validation reports every problem with a field path and a sentence.
struct ValidationTests {
  func paths(_ problems: [ValidationProblem]) -> [String] { problems.map(\.path) }

  @Test func negativeAndTooLongDurationsAreRejected() {
    var definition = DialogDefinition.popGrow
    definition.present.duration = -0.2
    definition.dismiss.duration = 11
    let problems = definition.validate()
    #expect(paths(problems) == ["present.duration", "dismiss.duration"])
    #expect(problems[0].message == "A duration (seconds) must be greater than 0, got -0.2.")
    #expect(problems[1].message == "A duration (seconds) must be at most 10, got 11.")
  }

  @Test func bezierXOutsideZeroToOneIsRejected() {
    let problems = TimingCurve.bezier(CubicBezier(-0.1, 0, 1.2, 1)).validate()
    #expect(paths(problems) == ["bezier[0]", "bezier[2]"])
    #expect(problems[0].description == "bezier[0]: A bezier's x1 must be between 0 and 1, got -0.1.")
    #expect(TimingCurve.bezier(CubicBezier(0.3, -2, 0.7, 3)).validate() == [])
  }

  @Test func alphasOutsideZeroToOneAreRejected() {
    var definition = DialogDefinition.springFromSource
    definition.overlay.alpha = 1.5
    definition.present.effects = [.opacity(alpha: -1)]
    #expect(paths(definition.validate()) == ["present.effects[0].opacity.alpha", "overlay.alpha"])
  }

  @Test(arguments: [0.0, -0.5, 1.01, .nan])
  func springDampingMustBeAboveZeroAndAtMostOne(damping: Double) {
    let problems = TimingCurve.spring(UIKitSpring(dampingRatio: damping, initialVelocity: 0)).validate()
    #expect(paths(problems) == ["spring.damping"])
  }

  @Test func layoutProblemsNameTheirField() {
    var definition = DialogDefinition.campaignFade
    definition.layout.card.cornerRadius = -1
    definition.layout.frame = .fraction(width: 0, height: 1.5)
    definition.layout.card.closeButton = CloseButton(size: .points(0), inset: 8)
    #expect(
      paths(definition.validate()) == [
        "layout.frame.fraction.width", "layout.frame.fraction.height", "layout.card.cornerRadius",
        "layout.card.closeButton.size",
      ])
  }

  @Test func schemaVersionAndNameAreChecked() {
    var definition = DialogDefinition.popShrink
    definition.schemaVersion = 2
    definition.name = "Pop Shrink"
    #expect(paths(definition.validate()) == ["schemaVersion", "name"])
  }

  @Test func problemsArePrefixedForParents() {
    let problem = ValidationProblem(path: "curve.spring.damping", message: "x")
    #expect(problem.prefixed(by: "variants[1].style").path == "variants[1].style.curve.spring.damping")
    #expect(ValidationProblem(path: "[0]", message: "x").prefixed(by: "bezier").path == "bezier[0]")
  }
}
