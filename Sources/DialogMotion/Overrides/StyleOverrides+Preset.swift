extension StyleOverrides {
  /// The keys `definition` refuses, in the contract's order: a transition that is UIKit's own slide
  /// (``Transition/systemSlide``; seed 004 gives UIKit no animator) has no duration, curve or start
  /// scale to set, so `half-screen-slide` takes `overlayAlpha` only (api.md, "Campaign files").
  public static func refusedKeys(for definition: DialogDefinition) -> [String] {
    let presents = definition.present == .systemSlide
    let dismisses = definition.dismiss == .systemSlide
    var keys: [String] = []
    if presents { keys.append("presentDuration") }
    if dismisses { keys.append("dismissDuration") }
    if presents || dismisses { keys.append("curve") }
    if presents { keys.append("fromScale") }
    return keys
  }

  /// One problem for each key set here that `definition` refuses, with the key as its path.
  public func problems(for definition: DialogDefinition) -> [ValidationProblem] {
    Self.refusedKeys(for: definition).filter(setKeys.contains).map { key in
      ValidationProblem(
        path: key,
        message:
          "\(definition.name) is UIKit's own slide (seed 004 gives UIKit no animator), which has no "
          + "duration, curve or scale to set; remove \(key), only overlayAlpha and colors can be overridden.")
    }
  }

  /// The keys that are set (not nil), in the contract's order.
  public var setKeys: [String] {
    var keys: [String] = []
    if presentDuration != nil { keys.append("presentDuration") }
    if dismissDuration != nil { keys.append("dismissDuration") }
    if curve != nil { keys.append("curve") }
    if overlayAlpha != nil { keys.append("overlayAlpha") }
    if fromScale != nil { keys.append("fromScale") }
    if colors != nil { keys.append("colors") }
    return keys
  }
}
