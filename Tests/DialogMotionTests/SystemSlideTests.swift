import Testing

@testable import DialogMotion

/// dialog-spec.md §4: UIKit's default modal slide is "curve 7" (mass 3, stiffness 1000, damping 500),
/// which Core Animation runs critically damped, in seconds, cut at 0.5 s.
struct SystemSlideTests {
  /// §4's table, read through the preset as every caller reads it, both directions.
  @Test(arguments: [
    (0.025, 0.077293), (0.05, 0.232230), (0.10, 0.544778), (0.15, 0.758261),
    (0.20, 0.879282), (0.30, 0.972919), (0.40, 0.994408), (0.50, 0.998901),
  ])
  func halfScreenSlideFollowsTheSpecTable(time: Double, expected: Double) {
    for transition in [DialogDefinition.halfScreenSlide.present, DialogDefinition.halfScreenSlide.dismiss] {
      #expect(transition.duration == 0.5)
      let progress = transition.curve.progress(at: time / transition.duration, duration: transition.duration)
      #expect(abs(progress - expected) < 1e-6, "t = \(time) s: \(progress)")
      let sampled = transition.curve.progressFunction(duration: transition.duration)(
        time / transition.duration)
      #expect(abs(sampled - expected) < 1e-6, "t = \(time) s: \(sampled)")
    }
  }

  @Test func theSlideIsTheCriticallyDampedSpringOfCurve7() {
    guard case .physicalSpring(let spring) = Transition.systemSlide.curve else {
      Issue.record("the system slide is not a physical spring")
      return
    }
    #expect(spring == PhysicalSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0))
    #expect(abs(spring.dampingRatio - 4.564355) < 1e-6)
    #expect(abs(spring.naturalFrequency - 18.257419) < 1e-6)
    let omega0 = (1000.0 / 3).squareRoot()
    for step in 0...500 {
      let t = Double(step) * 0.001
      #expect(abs(spring.value(at: t) - (1 - (1 + omega0 * t) * Math.exp(-omega0 * t))) < 1e-12)
    }
  }

  @Test func theSlideEndsAt0Point998901BeforeItsSnapToOne() {
    let slide = Transition.systemSlide
    #expect(slide.curve.progress(at: 0, duration: slide.duration) == 0)
    #expect(abs(slide.curve.progress(at: 1, duration: slide.duration) - 0.998901) < 1e-6)
    // The snap: the transition's end state is the target itself.
    #expect(DialogDefinition.halfScreenSlide.states(for: .present).to == .presented)
  }

  /// §4: the 0.1 % settling time of the critically damped spring is 0.506 s, just past the cut.
  @Test func theSpringSettlesWithinOnePerMilleJustAfterHalfASecond() {
    let progress = Transition.systemSlide.curve.progressFunction(duration: 1)
    var low = 0.3
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if 1 - progress(mid) > 0.001 { low = mid } else { high = mid }
    }
    #expect(abs(high - 0.506) < 0.0005)
  }

  @Test func halfScreenSlideRunsTheSystemSlideBothWays() {
    let preset = DialogDefinition.halfScreenSlide
    #expect(preset.present == .systemSlide && preset.dismiss == .systemSlide)
    #expect(Transition.systemSlide.effects == [.slideFromBelow])
    #expect(Transition.systemSlide.curve.description == "system slide")
  }
}
