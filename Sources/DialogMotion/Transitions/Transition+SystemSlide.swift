extension Transition {
  /// UIKit's default modal slide (cover vertical), dialog-spec.md §4: the least certain motion here,
  /// kept in this one constant so it can be corrected in one place.
  ///
  /// Public evidence (Apple developer forums, thread 48088; material-motion's `MDMModalMovementTiming`)
  /// is that UIKit's private "curve 7" is a `CASpringAnimation` with mass 3, stiffness 1000,
  /// damping 500 over 0.5 s. Its raw damping ratio, 500 / (2√3000) ≈ 4.56, is overdamped, but Core
  /// Animation does not overdamp (`allowsOverdamping` arrived only in iOS 17, off by default; SwiftUI
  /// documents such springs as "treated as critically damped"; RBBAnimation does the same "to behave
  /// like CASpringAnimation"). So the slide is the critically damped spring with ω₀ = √(1000/3)
  /// ≈ 18.257 rad/s, p(t) = 1 − (1 + ω₀t)·e^(−ω₀t), evaluated in seconds (not re-timed) and cut at
  /// 0.5 s, where it has reached 0.998901 and snaps to 1: 0.232230 at 0.05 s, 0.879282 at 0.2 s.
  /// Present starts one screen height below the frame; dismissal is the reverse, same duration and
  /// curve. Still inferred, not measured on a device.
  public static let systemSlide = Transition(
    duration: 0.5,
    curve: .physicalSpring(PhysicalSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)),
    effects: [.slideFromBelow])
}
