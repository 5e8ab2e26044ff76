import Analytics
import DialogMotion

extension PreviewPage {
  static func label(_ text: String, for id: String) -> HTMLNode {
    .el("label", [("for", id)], [.text(text)])
  }

  static func field(_ children: [HTMLNode]) -> HTMLNode { .el("div", [("class", "field")], children) }

  static func selected(_ yes: Bool) -> [(String, String?)] { yes ? [("selected", nil)] : [] }

  /// The device picker; each option carries its screen size in points.
  static func devices(_ model: PreviewModel) -> HTMLNode {
    let options: [HTMLNode] = SimulatedDevice.allCases.map { device in
      let width = NumberText.shortest(device.screen.width)
      let height = NumberText.shortest(device.screen.height)
      return .el(
        "option",
        [("value", device.rawValue), ("data-width", width), ("data-height", height)]
          + selected(device == model.device),
        [.text("\(device.rawValue) (\(width) × \(height))")])
    }
    return .el(
      "select",
      [("id", "qa-device"), ("name", "device"), ("data-default", SimulatedDevice.standard.rawValue)],
      options)
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
    return .el(
      "form",
      [
        ("class", "qa-controls"), ("id", "qa-form"), ("method", "get"),
        ("action", "/preview/\(model.campaignID)"),
      ],
      [
        view, transport, assignment(model),
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
