import DialogMotion

/// A variant's `style` given as JSON text (the tweak panel's `style` query parameter), read by the
/// same reader as a campaign file's `style`, so a value is accepted exactly when a file would accept
/// it and a refusal is the validator's own sentence. Problems' fields start at the style (`curve`,
/// `curve.spring.damping`; empty for the whole value).
public enum StyleText {
  /// The most bytes of text read (a style object is well under 1 KiB).
  public static let maximumLength = 2048

  /// The style, or every problem with it.
  public static func read(_ text: String) -> Result<DialogStyle, CampaignValidationError> {
    let file = "style"
    guard text.utf8.count <= maximumLength else {
      let problem = CampaignProblem(
        file: file, field: "", message: "style is longer than \(maximumLength) bytes.")
      return .failure(CampaignValidationError(problems: [problem]))
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(Array(text.utf8))
    } catch {
      let problem = CampaignProblem(
        file: file, field: "", message: "style is not valid JSON: \(error.description).")
      return .failure(CampaignValidationError(problems: [problem]))
    }
    var reader = CampaignReader(file: file, publicRoot: nil)
    let style = reader.style(value, at: "")
    if let style, reader.problems.isEmpty { return .success(style) }
    let problems = reader.problems.map { problem in
      var problem = problem
      if problem.field.hasPrefix(".") { problem.field.removeFirst() }
      return problem
    }
    return .failure(CampaignValidationError(problems: problems))
  }
}

extension StyleText {
  /// `style` as a campaign file holds it, in the contract's key order: `"pop-grow"` without
  /// overrides, else `{"preset": "pop-grow", "presentDuration": 0.5, …}`. Reading it back gives `style`.
  public static func json(_ style: DialogStyle) -> String {
    let preset = "\"\(escaped(style.preset))\""
    let overrides = style.overrides
    guard !overrides.isEmpty else { return preset }
    var members = ["\"preset\": \(preset)"]
    if let value = overrides.presentDuration { members.append("\"presentDuration\": \(number(value))") }
    if let value = overrides.dismissDuration { members.append("\"dismissDuration\": \(number(value))") }
    if let curve = overrides.curve { members.append("\"curve\": \(json(curve))") }
    if let value = overrides.overlayAlpha { members.append("\"overlayAlpha\": \(number(value))") }
    if let value = overrides.fromScale { members.append("\"fromScale\": \(number(value))") }
    return "{" + members.joined(separator: ", ") + "}"
  }

  static func json(_ curve: TimingCurve) -> String {
    switch curve {
    case .easeInOut: "\"easeInOut\""
    case .easeIn: "\"easeIn\""
    case .easeOut: "\"easeOut\""
    case .linear: "\"linear\""
    case .bezier(let b): "{\"bezier\": [\([b.x1, b.y1, b.x2, b.y2].map(number).joined(separator: ", "))]}"
    case .spring(let s):
      "{\"spring\": {\"damping\": \(number(s.dampingRatio)), \"velocity\": \(number(s.initialVelocity))}}"
    case .physicalSpring: "null"
    }
  }

  static func number(_ value: Double) -> String { NumberText.shortest(value) }

  /// JSON string escaping (preset names are plain, but the text is ours to keep valid).
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar == "<" || scalar == ">" || scalar == "&":
        let hex = String(scalar.value, radix: 16)
        let padding = String(repeating: "0", count: 4 - hex.count)
        out += "\\u" + padding + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
