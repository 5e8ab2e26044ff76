import DialogMotion

extension ScopedRenderer {
  /// The class of `.dp-screen` while a transition in `direction` runs.
  static func phase(_ direction: TransitionDirection) -> String {
    direction == .present ? "is-presenting" : "is-dismissing"
  }

  /// For each direction: the animation rules on `[data-dialog]` (and the alongside overlay), then
  /// their `@keyframes`.
  func motionNodes() -> [CSSNode] {
    var rules: [CSSNode] = []
    var keyframes: [CSSNode] = []
    for direction in TransitionDirection.allCases {
      let transition = definition.transition(for: direction)
      let dialogName = scope.keyframesName("dialog-\(direction.rawValue)")
      let easing = transition.curve.cssEasingFit(duration: transition.duration)
      rules.append(.comment("\(direction.rawValue) easing \(TimingCurve.fidelity(bound: easing.bound))"))
      rules.append(
        .rule(
          CSSRule(
            selector("[data-dialog]", phases: [Self.phase(direction)]),
            Self.animation(dialogName, duration: transition.duration, easing: easing.css))))
      let states = definition.states(for: direction)
      keyframes.append(
        .keyframes(CSSKeyframes(name: dialogName, frames: Self.dialogFrames(states.from, states.to))))

      if definition.overlay.placement == .alongside {
        let overlayName = scope.keyframesName("overlay-\(direction.rawValue)")
        rules.append(
          .rule(
            CSSRule(
              selector("[data-overlay]", phases: [Self.phase(direction)]),
              Self.animation(
                overlayName, duration: transition.duration,
                easing: Overlay.alongsideCurve.cssEasing(duration: transition.duration)))))
        let alphas = definition.overlay.alphas(for: direction)
        keyframes.append(
          .keyframes(CSSKeyframes(name: overlayName, frames: Self.opacityFrames(alphas.from, alphas.to))))
      }
    }
    return rules + keyframes
  }

  /// The animation longhands: name, `calc(var(--slow, 1) * Nms)`, easing, fill both ways.
  static func animation(_ name: String, duration: Double, easing: String) -> [CSSDeclaration] {
    [
      CSSDeclaration("animation-name", CSSEscaping.identifier(name)),
      CSSDeclaration(
        "animation-duration", "calc(var(--slow, 1) * \(CSSNumber.text(duration * 1000, digits: 3))ms)"),
      CSSDeclaration("animation-timing-function", easing),
      CSSDeclaration("animation-fill-mode", "both"),
    ]
  }

  /// `from` and `to` with the properties that change: opacity, and a transform of the same
  /// function list at both ends (`translate(x, y)` before `scale(s)`) so it interpolates, and
  /// extrapolates during an overshoot, function by function.
  static func dialogFrames(_ from: DialogState, _ to: DialogState) -> [CSSKeyframe] {
    let translates =
      !(from.translationX.isZero && from.translationY.isZero && to.translationX.isZero
      && to.translationY.isZero)
    let scales = from.scale != 1 || to.scale != 1
    func declarations(_ state: DialogState) -> [CSSDeclaration] {
      var result: [CSSDeclaration] = []
      if from.alpha != to.alpha { result.append(CSSDeclaration("opacity", CSSNumber.text(state.alpha))) }
      var functions: [String] = []
      if translates { functions.append("translate(\(state.translationX.css), \(state.translationY.css))") }
      if scales { functions.append("scale(\(CSSNumber.text(state.scale)))") }
      if !functions.isEmpty { result.append(CSSDeclaration("transform", functions.joined(separator: " "))) }
      return result
    }
    return [CSSKeyframe("from", declarations(from)), CSSKeyframe("to", declarations(to))]
  }

  /// `from { opacity: a } to { opacity: b }`.
  static func opacityFrames(_ from: Double, _ to: Double) -> [CSSKeyframe] {
    [
      CSSKeyframe("from", [CSSDeclaration("opacity", CSSNumber.text(from))]),
      CSSKeyframe("to", [CSSDeclaration("opacity", CSSNumber.text(to))]),
    ]
  }
}
