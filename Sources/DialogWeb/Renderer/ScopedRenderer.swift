import DialogMotion

/// Builds one definition's CSS under one scope; split by concern across its extensions
/// (layout, motion, reduced motion).
struct ScopedRenderer {
  let definition: DialogDefinition
  let scope: CSSScope

  func stylesheet() -> CSSStylesheet {
    CSSStylesheet([.comment(summary)] + layoutNodes() + motionNodes() + reducedMotionNodes())
  }

  /// `S [hook]`, or `S.phase [hook]` with phase classes appended to the screen's selector.
  func selector(_ hook: String, phases: [String] = []) -> String {
    scope.selector + phases.map { "." + $0 }.joined() + " " + hook
  }

  var summary: String {
    let seed = definition.seed.map { " (seed \($0))" } ?? ""
    let present = "present \(NumberText.format(definition.present.duration)) s \(definition.present.curve)"
    let dismiss = "dismiss \(NumberText.format(definition.dismiss.duration)) s \(definition.dismiss.curve)"
    return "\(definition.name)\(seed) as \(scope.selector): \(present); \(dismiss)"
  }
}
