extension DialogDefinition {
  /// The longest transition a definition may have, in seconds (as campaign files allow).
  public static let maximumDuration = 10.0

  /// Every problem of this definition, with paths such as `present.duration` or `overlay.alpha`;
  /// empty when it is valid.
  public func validate() -> [ValidationProblem] {
    var checks = Checks()
    if schemaVersion != Self.currentSchemaVersion {
      checks.add(
        "schemaVersion",
        "This library reads schema version \(Self.currentSchemaVersion), got \(schemaVersion).")
    }
    if name.isEmpty
      || !name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
      )
    {
      checks.add("name", "A name must be one or more of a-z, 0-9 and -, got \"\(name)\".")
    }
    checks.append(present.validate(), under: "present")
    checks.append(dismiss.validate(), under: "dismiss")
    checks.append(overlay.validate(), under: "overlay")
    let layoutProblems = layout.validate()
    checks.append(layoutProblems, under: "layout")
    if layoutProblems.isEmpty { checks.append(fitProblems(), under: "") }
    return checks.problems
  }
}

extension Transition {
  /// The problems of this transition, paths relative to it.
  public func validate() -> [ValidationProblem] {
    var checks = Checks()
    checks.positive(duration, atMost: DialogDefinition.maximumDuration, "duration", "A duration (seconds)")
    checks.append(curve.validate(), under: "curve")
    for (index, effect) in effects.enumerated() {
      let path = "effects[\(index)]"
      switch effect {
      case .opacity(let alpha): checks.inRange(alpha, 0...1, path + ".opacity.alpha", "An alpha")
      case .scale(let factor): checks.positive(factor, path + ".scale.factor", "A scale")
      case .translate(let x, let y):
        if !x.isFinite { checks.add(path + ".translate.x", "A translation must be finite.") }
        if !y.isFinite { checks.add(path + ".translate.y", "A translation must be finite.") }
      case .growFromSource(let scale): checks.positive(scale, path + ".growFromSource.scale", "A scale")
      case .slideFromBelow: break
      }
    }
    return checks.problems
  }
}

extension Overlay {
  /// The problems of this overlay, paths relative to it.
  public func validate() -> [ValidationProblem] {
    var checks = Checks()
    checks.inRange(color.red, 0...1, "color.red", "A colour component")
    checks.inRange(color.green, 0...1, "color.green", "A colour component")
    checks.inRange(color.blue, 0...1, "color.blue", "A colour component")
    checks.inRange(alpha, 0...1, "alpha", "An overlay alpha")
    checks.inRange(dismissedAlpha, 0...1, "dismissedAlpha", "An overlay alpha")
    return checks.problems
  }
}
