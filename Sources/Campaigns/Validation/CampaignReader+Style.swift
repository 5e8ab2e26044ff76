import DialogMotion

extension CampaignReader {
  /// A variant's `style`: a preset name or `{ "preset": NAME, ...overrides }` (DialogMotion's
  /// format), read key by key so that every wrong key, type and range is reported.
  mutating func style(_ value: JSONValue?, at path: String) -> DialogStyle? {
    let presets = DialogDefinition.presetNames.joined(separator: ", ")
    switch value {
    case nil:
      add(path, "The variant has no style; use a preset name (\(presets)) or {\"preset\": NAME, …}.")
      return nil
    case .string(let name):
      let style = DialogStyle(preset: name)
      return accept(style, problems: style.validate().map { $0.path == "preset" ? $0.at("") : $0 }, at: path)
    case .object:
      return styleObject(value!, at: path)
    case let other?:
      add(path, "style must be a preset name or an object {\"preset\": NAME, …}, not \(other.kind).")
      return nil
    }
  }

  private mutating func styleObject(_ value: JSONValue, at path: String) -> DialogStyle? {
    let allowed = ["preset"] + StyleOverrides.keys
    guard let fields = members(of: value, at: path, allowed: allowed, what: "a style") else { return nil }
    let before = problems.count
    let preset = string(
      fields["preset"], at: "\(path).preset",
      required: "A style object needs a preset (\(DialogDefinition.presetNames.joined(separator: ", "))).")
    var overrides = StyleOverrides()
    overrides.presentDuration = number(fields["presentDuration"], at: "\(path).presentDuration")
    overrides.dismissDuration = number(fields["dismissDuration"], at: "\(path).dismissDuration")
    overrides.curve = fields["curve"].flatMap { curve($0, at: "\(path).curve") }
    overrides.overlayAlpha = number(fields["overlayAlpha"], at: "\(path).overlayAlpha")
    overrides.fromScale = number(fields["fromScale"], at: "\(path).fromScale")
    overrides.colors = fields["colors"].flatMap { colors($0, at: "\(path).colors") }
    let style = DialogStyle(preset: preset ?? "", overrides: overrides)
    let rangeProblems = preset == nil ? overrides.validate() : style.validate()
    let accepted = accept(style, problems: rangeProblems, at: path)
    return problems.count == before ? accepted : nil
  }

  /// `style` when DialogMotion's validation finds nothing, else nil with its problems recorded.
  private mutating func accept(_ style: DialogStyle, problems found: [ValidationProblem], at path: String)
    -> DialogStyle?
  {
    for problem in found.prefixed(by: path) { add(problem.path, problem.message) }
    return found.isEmpty ? style : nil
  }

  /// `curve`: a named curve, `{"bezier": [x1, y1, x2, y2]}` or `{"spring": {"damping": ζ, "velocity": v}}`.
  private mutating func curve(_ value: JSONValue, at path: String) -> TimingCurve? {
    let forms =
      "easeInOut, easeIn, easeOut, linear, {\"bezier\": [x1, y1, x2, y2]} or {\"spring\": {\"damping\": d, \"velocity\": v}}"
    switch value {
    case .string(let name):
      guard let curve = TimingCurve.namedCurves[name] else {
        add(path, "Unknown curve \(quoted(name)); use \(forms).")
        return nil
      }
      return curve
    case .object(let pairs):
      guard let fields = members(of: value, at: path, allowed: ["bezier", "spring"], what: "a curve") else {
        return nil
      }
      guard fields.count == 1, !pairs.isEmpty else {
        if fields.count > 1 || pairs.isEmpty {
          add(path, "A curve object needs exactly one key, bezier or spring.")
        }
        return nil
      }
      if let bezier = fields["bezier"] { return self.bezier(bezier, at: "\(path).bezier") }
      if let spring = fields["spring"] { return self.spring(spring, at: "\(path).spring") }
      return nil
    default:
      add(path, "curve must be \(forms), not \(value.kind).")
      return nil
    }
  }

  private mutating func bezier(_ value: JSONValue, at path: String) -> TimingCurve? {
    guard case .array(let items) = value, items.count == 4 else {
      let got = if case .array(let items) = value { "\(items.count) items" } else { value.kind }
      add(path, "bezier must be a list of four numbers [x1, y1, x2, y2], got \(got).")
      return nil
    }
    let numbers = items.enumerated().map { number($1, at: "\(path)[\($0)]") }
    let values = numbers.compactMap { $0 }
    guard values.count == 4 else { return nil }
    return .bezier(CubicBezier(values[0], values[1], values[2], values[3]))
  }

  private mutating func spring(_ value: JSONValue, at path: String) -> TimingCurve? {
    guard let fields = members(of: value, at: path, allowed: ["damping", "velocity"], what: "a spring") else {
      return nil
    }
    guard fields["damping"] != nil else {
      add("\(path).damping", "A spring needs a damping ratio (0 < damping ≤ 1).")
      return nil
    }
    let damping = number(fields["damping"], at: "\(path).damping")
    let velocity = fields["velocity"] == nil ? 0 : number(fields["velocity"], at: "\(path).velocity")
    guard let damping, let velocity else { return nil }
    return .spring(UIKitSpring(dampingRatio: damping, initialVelocity: velocity))
  }
}

extension ValidationProblem {
  /// The same message at another path.
  fileprivate func at(_ path: String) -> ValidationProblem { ValidationProblem(path: path, message: message) }
}
