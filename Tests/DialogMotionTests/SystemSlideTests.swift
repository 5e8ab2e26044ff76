import Testing

@testable import DialogMotion

/// dialog-spec.md §4: the model of UIKit's default modal slide.
struct SystemSlideTests {
  @Test func slideIsAt49PercentAtOneTenthAndAt96Point8PercentAtHalfTime() {
    let curve = TimingCurve.systemSlide
    #expect(abs(curve.progress(at: 0.1, duration: 0.5) - 0.49) < 0.005)
    #expect(abs(curve.progress(at: 0.5, duration: 0.5) - 0.968) < 0.0005)
    #expect(curve.progress(at: 0, duration: 0.5) == 0)
    #expect(abs(curve.progress(at: 1, duration: 0.5) - 0.999) < 1e-5)
  }

  @Test func settlingTimeOfCurve7IsTheRetimingConstant() {
    guard case .retimedSpring(let retimed) = TimingCurve.systemSlide else {
      Issue.record("systemSlide is not a retimed spring")
      return
    }
    #expect(abs(retimed.spring.settlingTime() - retimed.settlingTime) < 1e-3)
  }

  @Test func curve7CutAtHalfASecondWouldBeOnly63Percent() {
    let spring = PhysicalSpring(mass: 3, stiffness: 1000, damping: 500)
    #expect(abs(spring.value(at: 0.5) - 0.632) < 0.001)
  }

  @Test func halfScreenSlideUsesTheSystemSlideForBothDirections() {
    let preset = DialogDefinition.halfScreenSlide
    #expect(preset.present.curve == .systemSlide && preset.dismiss.curve == .systemSlide)
    #expect(preset.present.duration == 0.5 && preset.dismiss.duration == 0.5)
  }
}
