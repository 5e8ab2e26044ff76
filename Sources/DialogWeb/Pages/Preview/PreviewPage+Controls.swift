import Analytics
import DialogMotion

extension PreviewPage {
  static func label(_ text: String, for id: String) -> HTMLNode {
    .el("label", [("for", id)], [.text(text)])
  }

  static func field(_ children: [HTMLNode]) -> HTMLNode { .el("div", [("class", "field")], children) }

  static func selected(_ yes: Bool) -> [(String, String?)] { yes ? [("selected", nil)] : [] }

  /// The device picker; each option carries its name and its portrait screen size in points, and says
  /// them as the orientation shown has them ("iPhone 15 · 852 × 393 pt" in landscape:
  /// `Public/qa/controls.js` says them again when the orientation changes).
  static func devices(_ model: PreviewModel) -> HTMLNode {
    let landscape = model.screen.container.orientation == .landscape
    let options: [HTMLNode] = DeviceModel.allCases.map { device in
      let width = NumberText.shortest(device.screen.width)
      let height = NumberText.shortest(device.screen.height)
      let shown = landscape ? "\(height) × \(width)" : "\(width) × \(height)"
      return .el(
        "option",
        [
          ("value", device.rawValue), ("data-name", device.name), ("data-width", width),
          ("data-height", height),
        ]
          + (device.isTablet ? [("data-tablet", nil)] : []) + selected(device == model.device),
        [.text("\(device.name) · \(shown) pt")])
    }
    return .el(
      "select",
      [("id", "qa-device"), ("name", "device"), ("data-default", DeviceModel.standard.rawValue)],
      options)
  }

  /// A labelled picker of one screen parameter (``PreviewScreen/parameters``): `options` are
  /// (value, text) pairs; `data-default` is the value a URL leaves out.
  static func screenPicker(
    id: String, name: String, label text: String, options: [(String, String)], selected value: String,
    disabled: Bool = false
  ) -> HTMLNode {
    let fallback = PreviewScreen.parameters.first { $0.name == name }?.omittedWhen ?? ""
    return field([
      label(text, for: id),
      .el(
        "select",
        // autocomplete off: back or reload shows what the URL names, not a value picked before.
        [("id", id), ("name", name), ("data-default", fallback), ("autocomplete", "off")]
          + (disabled ? [("disabled", nil)] : []),
        options.map { option in
          .el("option", [("value", option.0)] + selected(option.0 == value), [.text(option.1)])
        }),
    ])
  }

  /// The screen's pickers beside the device: orientation, split width (iPads only: disabled on an
  /// iPhone), appearance, text size and direction, each a query parameter (ids `qa-NAME` on the QA
  /// page, `cmp-NAME` on the compare view).
  static func screenPickers(prefix: String, _ screen: PreviewScreen, splitEnabled: Bool) -> [HTMLNode] {
    let values = screen.values
    return [
      screenPicker(
        id: "\(prefix)-orientation", name: "orientation", label: "Orientation",
        options: DeviceOrientation.allCases.map { ($0.rawValue, $0.rawValue) },
        selected: values["orientation"] ?? ""),
      screenPicker(
        id: "\(prefix)-split", name: "split", label: "Split view width (iPads)",
        options: [("", "full screen")]
          + DeviceContainer.splitWidths.map { (NumberText.shortest($0), "\(NumberText.shortest($0)) pt") },
        selected: values["split"] ?? "", disabled: !splitEnabled),
      screenPicker(
        id: "\(prefix)-appearance", name: "appearance", label: "Appearance",
        options: Appearance.allCases.map { ($0.rawValue, $0.rawValue) }, selected: values["appearance"] ?? ""),
      screenPicker(
        id: "\(prefix)-text-size", name: "textSize", label: "Text size (Dynamic Type)",
        options: TextSize.allCases.map { size in
          (size.rawValue, "\(size.rawValue) (\(NumberText.shortest(size.bodyPointSize)) pt)")
        }, selected: values["textSize"] ?? ""),
      screenPicker(
        id: "\(prefix)-direction", name: "direction", label: "Direction",
        options: LayoutDirection.allCases.map {
          ($0.rawValue, "\($0.rawValue): \($0 == .ltr ? "left to right" : "right to left")")
        },
        selected: values["direction"] ?? ""),
    ]
  }

  /// The variant picker; each option carries its transitions' lengths (unslowed ms, as they run) and
  /// the page's and the embed frame's titles for it.
  static func variants(_ model: PreviewModel) -> HTMLNode {
    let options: [HTMLNode] = model.variants.map { variant in
      var attributes: [(String, String?)] = [
        ("value", variant.id), ("data-document-title", documentTitle(model, variant: variant.id)),
        ("data-embed-title", embedTitle(model, variant: variant.id, device: "")),
      ]
      if let definition = variant.definition {
        for direction in TransitionDirection.allCases {
          let ms = PreviewModel.milliseconds(definition, direction, reducedMotion: model.reducedMotion)
          attributes.append(("data-\(direction.rawValue)-ms", NumberText.shortest(ms)))
        }
      }
      return .el(
        "option", attributes + selected(variant.id == model.variantID),
        [.text("\(variant.id): \(variant.preset)")])
    }
    return .el("select", [("id", "qa-variant"), ("name", "variant")], options)
  }

  static func controls(_ model: PreviewModel) -> HTMLNode {
    let max = model.scrubMaxMilliseconds
    let t = min(model.t ?? max, max)
    var motion: [(String, String?)] = [
      ("type", "checkbox"), ("id", "qa-motion"), ("name", "motion"), ("value", "reduce"),
    ]
    if model.reducedMotion { motion.append(("checked", nil)) }
    let slow = NumberText.shortest(model.slow)
    let view = HTMLNode.el(
      "fieldset", [],
      [
        .el("legend", [], [.text("View")]),
        field([label("Device", for: "qa-device"), devices(model)]),
        field([label("Variant", for: "qa-variant"), variants(model)]),
        field([
          label("Slow motion", for: "qa-slow"),
          // step any: a link's slow=2.5 stays 2.5 (a step of 1 would make it 3).
          .void(
            "input",
            [
              ("type", "range"), ("id", "qa-slow"), ("name", "slow"),
            ] + SlowMotion.sliderBounds + [
              ("step", "any"), ("value", slow), ("aria-describedby", "qa-slow-value"),
            ]),
          .el("output", [("id", "qa-slow-value"), ("for", "qa-slow")], [.text("\(slow)×")]),
        ]),
        field([
          .el(
            "label", [("class", "check")], [.void("input", motion), .text(" Reduce motion (motion=reduce)")])
        ]),
      ])
    let transition = model.transition.rawValue
    let transport = HTMLNode.el(
      "fieldset", [],
      [
        .el("legend", [], [.text("Transition")]),
        .el(
          "div", [("class", "buttons")],
          [
            .el("button", [("type", "button"), ("id", "qa-replay")], [.text("Replay")]),
            .el("button", [("type", "button"), ("id", "qa-present")], [.text("Present")]),
            .el("button", [("type", "button"), ("id", "qa-dismiss")], [.text("Dismiss")]),
            .el(
              "button", [("type", "button"), ("id", "qa-pause"), ("aria-pressed", "false")], [.text("Pause")]),
          ]),
        // The embed's refusal of a command, under the buttons that send them, in a line kept for it.
        .el("p", [("id", "qa-status"), ("class", "qa-status"), ("role", "status")]),
        field([
          .el(
            "label", [("for", "qa-scrub")],
            [
              .text("Scrub the "), .el("span", [("id", "qa-scrub-transition")], [.text(transition)]),
              .text(" transition (ms, unslowed)"),
            ]),
          .void(
            "input",
            [
              ("type", "range"), ("id", "qa-scrub"), ("name", "t"), ("min", "0"),
              ("max", NumberText.shortest(max)),
              ("step", "1"), ("value", NumberText.shortest(t)), ("aria-describedby", "qa-scrub-value"),
            ]),
          .el(
            "output", [("id", "qa-scrub-value"), ("for", "qa-scrub")], [.text("\(NumberText.shortest(t)) ms")]
          ),
          .void(
            "input",
            [("type", "hidden"), ("id", "qa-transition"), ("name", "transition"), ("value", transition)]),
        ]),
      ])
    // After the transport, so the transport's place (and its keyboard path) stays where it was.
    let screen = HTMLNode.el(
      "fieldset", [("class", "qa-screen-options")],
      [.el("legend", [], [.text("Screen")])]
        + screenPickers(prefix: "qa", model.screen, splitEnabled: model.device.isTablet))
    return .el(
      "form",
      [
        ("class", "qa-controls"), ("id", "qa-form"), ("method", "get"),
        ("action", "/preview/\(model.campaignID)"),
      ],
      [
        view, transport, screen, assignment(model),
        .el(
          "p", [],
          [
            .el("button", [("type", "submit"), ("id", "qa-apply")], [.text("Apply")]), .text(" "),
            .el("button", [("type", "button"), ("id", "qa-copy")], [.text("Copy link")]),
            .el("span", [("id", "qa-copied"), ("class", "copied"), ("role", "status")]),
          ]),
      ])
  }

  /// The assignment preview's sentence without a user.
  static let assignmentHint = "Type a user id to see the variant it gets (and preview as that user)."

  /// The assignment preview's sentence for a user's variant.
  static func assignedText(user: String, variant: String) -> String {
    "User “\(user)” gets variant \(variant)."
  }

  /// The assignment preview. Its output carries both sentences for `Public/qa/assignment.js`: the hint
  /// (`data-hint`) and the answer's form (`data-answer`, `{user}` and `{variant}` filled in).
  static func assignment(_ model: PreviewModel) -> HTMLNode {
    let assigned: String
    if let user = model.user, let variant = model.assignedVariantID {
      assigned = assignedText(user: user, variant: variant)
    } else {
      assigned = assignmentHint
    }
    return .el(
      "fieldset", [],
      [
        .el("legend", [], [.text("Assignment")]),
        field([
          label("User id", for: "qa-user"),
          .void(
            "input",
            [
              ("type", "text"), ("id", "qa-user"), ("name", "user"),
              ("maxlength", String(Event.maxUserScalars)),
              ("autocomplete", "off"), ("spellcheck", "false"), ("value", model.user ?? ""),
              ("aria-describedby", "qa-assigned"),
            ]),
        ]),
        .el(
          "p", [("class", "assigned")],
          [
            .el(
              "output",
              [
                ("id", "qa-assigned"), ("for", "qa-user"), ("aria-live", "polite"),
                ("data-hint", assignmentHint),
                ("data-answer", assignedText(user: "{user}", variant: "{variant}")),
              ],
              [.text(assigned)])
          ]),
      ])
  }
}
