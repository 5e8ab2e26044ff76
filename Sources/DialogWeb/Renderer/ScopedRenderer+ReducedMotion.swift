import DialogMotion

extension ScopedRenderer {
  /// With `is-reduced-motion` on the screen: both transitions become the definition's reduced-motion
  /// form (``DialogDefinition/reducedMotion``, what the UIKit adapter runs with Reduce Motion on), a
  /// cross-fade of ``ReducedMotion/duration`` on the dialog's opacity (and the alongside overlay's),
  /// no transform. The selectors are one class more specific than the full motion's, so they win.
  func reducedMotionNodes() -> [CSSNode] {
    var rules: [CSSNode] = []
    var keyframes: [CSSNode] = []
    let reduced = definition.reducedMotion
    for direction in TransitionDirection.allCases {
      let transition = reduced.transition(for: direction)
      let easing = transition.curve.cssEasing(duration: transition.duration)
      let phases = ["is-reduced-motion", Self.phase(direction)]
      let dialogName = scope.keyframesName("reduced-dialog-\(direction.rawValue)")
      rules.append(
        .rule(
          CSSRule(
            selector("[data-dialog]", phases: phases),
            Self.animation(dialogName, duration: transition.duration, easing: easing))))
      let states = reduced.states(for: direction)
      keyframes.append(
        .keyframes(
          CSSKeyframes(name: dialogName, frames: Self.opacityFrames(states.from.alpha, states.to.alpha)))
      )

      if definition.overlay.placement == .alongside {
        let overlayName = scope.keyframesName("reduced-overlay-\(direction.rawValue)")
        rules.append(
          .rule(
            CSSRule(
              selector("[data-overlay]", phases: phases),
              Self.animation(overlayName, duration: transition.duration, easing: easing))))
        let alphas = definition.overlay.alphas(for: direction)
        keyframes.append(
          .keyframes(CSSKeyframes(name: overlayName, frames: Self.opacityFrames(alphas.from, alphas.to))))
      }
    }
    return rules + keyframes
  }
}
