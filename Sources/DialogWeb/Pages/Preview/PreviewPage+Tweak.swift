import DialogMotion

/// The tweak panel: one control per override key of the contract, starting at the shown style's
/// value (the preset's own where the style sets none). `Public/qa/tweak.js` sends each change to
/// `/api/style` (the campaign files' validator), shows a refusal's sentence next to its control, and
/// otherwise puts the style in the URL and reloads the embed, whose CSS the server generates for it.
/// Keys the preset refuses are disabled, with the reason.
extension PreviewPage {
  static func tweakPanel(_ model: PreviewModel) -> HTMLNode {
    guard let tweak = model.tweak, let preset = DialogDefinition.preset(named: tweak.style.preset) else {
      return .fragment([])
    }
    let overrides = tweak.style.overrides
    let refused = StyleOverrides.refusedKeys(for: preset)
    let reason =
      "\(preset.name) is UIKit's own slide, which has no duration, curve or scale to set; only overlayAlpha can be overridden."
    func key(_ name: String, _ controls: [HTMLNode]) -> HTMLNode {
      let isRefused = refused.contains(name)
      var attributes: [(String, String?)] = [
        ("class", "tweak-key"), ("data-key", name), ("aria-describedby", "tweak-\(name)-error"),
      ]
      if isRefused { attributes.append(("disabled", nil)) }
      if tweak.style.overrides.setKeys.contains(name) { attributes.append(("data-set", nil)) }
      let note: HTMLNode =
        isRefused ? .el("p", [("class", "tweak-reason")], [.text(reason)]) : .fragment([])
      return .el(
        "fieldset", attributes,
        [.el("legend", [], [.text(legend(of: name))])] + controls + [
          note,
          .el("p", [("id", "tweak-\(name)-error"), ("class", "tweak-error"), ("aria-live", "polite")]),
        ])
    }
    let curve = overrides.curve ?? preset.present.curve
    let bezier = curve.bezier ?? CubicBezier(0.42, 0, 0.58, 1)
    let spring: UIKitSpring =
      if case .spring(let s) = curve { s } else { UIKitSpring(dampingRatio: 0.7, initialVelocity: 0) }
    let curveKind: String =
      switch overrides.curve ?? (preset.present.curve.isSpring ? .spring(spring) : curve) {
      case .easeInOut: "easeInOut"
      case .easeIn: "easeIn"
      case .easeOut: "easeOut"
      case .linear: "linear"
      case .bezier: "bezier"
      case .spring, .physicalSpring: "spring"
      }
    let kinds = ["easeInOut", "easeIn", "easeOut", "linear", "bezier", "spring"]
    let scale = overrides.fromScale ?? Self.presentScale(preset) ?? 1
    let fields: [HTMLNode] = [
      key(
        "presentDuration",
        slider("presentDuration", overrides.presentDuration ?? preset.present.duration, 0.05...3, 0.01)),
      key(
        "dismissDuration",
        slider("dismissDuration", overrides.dismissDuration ?? preset.dismiss.duration, 0.05...3, 0.01)),
      key(
        "curve",
        [
          field([
            label("Kind", for: "tweak-curve-kind"),
            .el(
              "select", [("id", "tweak-curve-kind"), ("data-part", "kind")],
              kinds.map { .el("option", [("value", $0)] + selected($0 == curveKind), [.text($0)]) }),
          ]),
          .el(
            "div", [("class", "tweak-bezier"), ("data-for", "bezier")],
            [bezierEditor(bezier)]
              + slider("curve-x1", bezier.x1, 0...1, 0.01, label: "x1")
              + slider("curve-y1", bezier.y1, -1...2, 0.01, label: "y1")
              + slider("curve-x2", bezier.x2, 0...1, 0.01, label: "x2")
              + slider("curve-y2", bezier.y2, -1...2, 0.01, label: "y2")),
          .el(
            "div", [("class", "tweak-spring"), ("data-for", "spring")],
            slider("curve-damping", spring.dampingRatio, 0.05...1, 0.01, label: "Damping ratio")
              + slider("curve-velocity", spring.initialVelocity, -5...5, 0.1, label: "Initial velocity")),
        ]),
      key(
        "overlayAlpha",
        slider("overlayAlpha", overrides.overlayAlpha ?? preset.overlay.alpha, 0...1, 0.01)),
      key("fromScale", slider("fromScale", scale, 0.05...2, 0.01)),
    ]
    let actions = HTMLNode.el(
      "div", [("class", "actions")],
      [
        .el("button", [("type", "button"), ("id", "tweak-reset")], [.text("Back to the file's style")]),
        .el("button", [("type", "button"), ("id", "tweak-copy")], [.text("Copy as campaign JSON")]),
        .el("p", [("id", "tweak-copied"), ("class", "copied"), ("role", "status")]),
        .el(
          "a", [("id", "tweak-compare"), ("href", compareURL(model))],
          [.text("Compare with the file's version")]),
        .el(
          "output", [("id", "tweak-json"), ("aria-live", "polite")],
          [.text(tweak.styleJSON ?? tweak.fileJSON)]),
        // What the tweak is, key by key against the file (`Public/qa/tweak-live.js` says it).
        .el(
          "p",
          [
            ("id", "tweak-summary"), ("class", "tweak-summary"), ("aria-live", "polite"),
            ("data-untweaked", "Not tweaked: the file's style."),
          ]),
      ])
    return .el(
      "form",
      [
        ("id", "tweak"), ("class", "tweak"), ("aria-labelledby", "tweak-title"),
        ("data-preset", tweak.style.preset), ("data-file-style", tweak.fileJSON),
      ],
      [
        .el("h2", [("id", "tweak-title")], [.text("Tweak the transition")]),
        .el(
          "p", [("class", "muted")],
          [
            .text(
              "Each change is checked by the campaign files' validator and replayed with CSS the server generates; the link keeps it."
            )
          ]),
      ] + fields + [actions])
  }

  /// The words each key's box is headed with (the campaign file's key names are in its JSON below).
  static func legend(of key: String) -> String {
    switch key {
    case "presentDuration": "Present duration (s)"
    case "dismissDuration": "Dismiss duration (s)"
    case "curve": "Curve, of the present and the dismiss"
    case "overlayAlpha": "Overlay opacity"
    case "fromScale": "Starting scale"
    default: key
    }
  }

  /// The compare view of the shown variant on the shown device: with a tweak, the file's version
  /// beside the tweaked one (`Public/qa/tweak.js` keeps the link's `style` current).
  static func compareURL(_ model: PreviewModel) -> String {
    var pairs = [("variants", model.variantID), ("devices", model.device.rawValue)]
    if let style = model.tweak?.styleJSON { pairs.append(("style", style)) }
    return "/compare/\(URLQuery.escape(model.campaignID))?" + URLQuery.encode(pairs)
  }

  /// The scale the preset's present starts from, if it has one.
  static func presentScale(_ definition: DialogDefinition) -> Double? {
    for effect in definition.present.effects {
      switch effect {
      case .scale(let factor): return factor
      case .growFromSource(let scale): return scale
      default: continue
      }
    }
    return nil
  }

  /// A slider over the practical range and a number field for anything the validator accepts.
  static func slider(
    _ name: String, _ value: Double, _ range: ClosedRange<Double>, _ step: Double, label text: String? = nil
  ) -> [HTMLNode] {
    let shown = NumberText.shortest(value)
    // The slider's range holds the value it starts at (a preset's 0.01 scale below the usual 0.05).
    let range = min(range.lowerBound, value)...max(range.upperBound, value)
    // A key's only slider is named by its legend (the labels are for assistive technology); the
    // curve's parts are labelled on screen.
    let caption = text ?? legend(of: name)
    var sliderLabel = label(caption, for: "tweak-\(name)-range")
    if text == nil {
      sliderLabel = .el(
        "label", [("for", "tweak-\(name)-range"), ("class", "tweak-named")], [.text(caption)])
    }
    return [
      field([
        sliderLabel,
        .void(
          "input",
          [
            ("type", "range"), ("id", "tweak-\(name)-range"), ("data-part", name),
            ("min", NumberText.shortest(range.lowerBound)), ("max", NumberText.shortest(range.upperBound)),
            ("step", NumberText.shortest(step)),
            ("value", NumberText.shortest(min(max(value, range.lowerBound), range.upperBound))),
          ]),
        label("\(caption), exact value", for: "tweak-\(name)"),
        .void(
          "input",
          [
            ("type", "number"), ("id", "tweak-\(name)"), ("data-part", name), ("step", "any"),
            ("value", shown),
          ]),
      ])
    ]
  }
}
