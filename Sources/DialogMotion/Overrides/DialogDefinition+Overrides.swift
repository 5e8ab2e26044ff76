extension DialogDefinition {
  /// This definition with `overrides` applied, as described on ``StyleOverrides``. It does not
  /// validate: check `overrides.validate()` (or the result's ``validate()``) first.
  public func applying(_ overrides: StyleOverrides) -> DialogDefinition {
    var result = self
    if let duration = overrides.presentDuration { result.present.duration = duration }
    if let duration = overrides.dismissDuration { result.dismiss.duration = duration }
    if let curve = overrides.curve {
      result.present.curve = curve
      result.dismiss.curve = curve
    }
    if let alpha = overrides.overlayAlpha { result.overlay.alpha = alpha }
    if let scale = overrides.fromScale {
      result.present.effects = Self.replacingScale(in: present.effects, with: scale)
    }
    if let colors = overrides.colors { result.layout.card.colors = colors.applied(to: layout.card.colors) }
    return result
  }

  /// `effects` with every scale set to `scale`, or a scale added when there is none.
  static func replacingScale(in effects: [TransitionEffect], with scale: Double) -> [TransitionEffect] {
    var replaced = false
    let result = effects.map { effect -> TransitionEffect in
      switch effect {
      case .scale:
        replaced = true
        return .scale(factor: scale)
      case .growFromSource:
        replaced = true
        return .growFromSource(scale: scale)
      default:
        return effect
      }
    }
    return replaced ? result : result + [.scale(factor: scale)]
  }
}
