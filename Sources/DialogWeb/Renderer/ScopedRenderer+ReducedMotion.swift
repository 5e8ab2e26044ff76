import DialogMotion

extension ScopedRenderer {
  /// With `is-reduced-motion` on the screen: both transitions become a cross-fade of
  /// ``ReducedMotion/duration`` on the dialog's opacity (and the alongside overlay's), no transform.
  /// The selectors are one class more specific than the full motion's, so they win.
  func reducedMotionNodes() -> [CSSNode] {
    var rules: [CSSNode] = []
    var keyframes: [CSSNode] = []
    let easing = ReducedMotion.curve.cssEasing(duration: ReducedMotion.duration)
    for direction in TransitionDirection.allCases {
      let phases = ["is-reduced-motion", Self.phase(direction)]
      let dialogName = scope.keyframesName("reduced-dialog-\(direction.rawValue)")
      rules.append(
        .rule(
          CSSRule(
            selector("[data-dialog]", phases: phases),
            Self.animation(dialogName, duration: ReducedMotion.duration, easing: easing))))
      let dialogAlphas = direction == .present ? (0.0, 1.0) : (1.0, 0.0)
      keyframes.append(
        .keyframes(CSSKeyframes(name: dialogName, frames: Self.opacityFrames(dialogAlphas.0, dialogAlphas.1)))
      )

      if definition.overlay.placement == .alongside {
        let overlayName = scope.keyframesName("reduced-overlay-\(direction.rawValue)")
        rules.append(
          .rule(
            CSSRule(
              selector("[data-overlay]", phases: phases),
              Self.animation(overlayName, duration: ReducedMotion.duration, easing: easing))))
        let alphas = definition.overlay.alphas(for: direction)
        keyframes.append(
          .keyframes(CSSKeyframes(name: overlayName, frames: Self.opacityFrames(alphas.from, alphas.to))))
      }
    }
    return rules + keyframes
  }
}
