import DialogMotion

/// The compare view's controls: the transport every frame follows (above the frames) and the form
/// that picks the frames (below them).
extension ComparePage {
  /// What is compared: a plain GET form (it keeps the style and the slow motion).
  static func frames(_ model: CompareModel) -> HTMLNode {
    var hidden: [HTMLNode] = [
      .void(
        "input",
        [
          ("type", "hidden"), ("id", "cmp-form-slow"), ("name", "slow"),
          ("value", NumberText.shortest(model.slow)),
        ])
    ]
    if let style = model.styleJSON {
      hidden.append(.void("input", [("type", "hidden"), ("name", "style"), ("value", style)]))
    }
    let view = HTMLNode.el(
      "fieldset", [],
      [
        .el("legend", [], [.text("Frames")]),
        checkboxes(
          legend: "Variants", id: "cmp-variants", name: "variants",
          options: model.campaignVariantIDs.map { ($0, "Variant \($0)") },
          checked: model.variantsText.map { Set($0.split(separator: ",").map(String.init)) }
            ?? Set(model.campaignVariantIDs),
          value: model.variantsText ?? ""),
        checkboxes(
          legend: "Devices", id: "cmp-devices", name: "devices",
          options: DeviceModel.allCases.map { ($0.rawValue, $0.name) },
          checked: Set(
            (model.devicesText ?? DeviceModel.standard.rawValue).split(separator: ",").map(String.init)),
          value: model.devicesText ?? DeviceModel.standard.rawValue),
        // Every frame's screen; each change is a new view (`Public/cmp/screen.js`). The split width
        // applies to the iPads among the devices (disabled when there are none).
        .fragment(
          PreviewPage.screenPickers(
            prefix: "cmp", model.screenOptions, splitEnabled: model.panes.contains { $0.device.isTablet })),
        .fragment(hidden),
        .el(
          "p", [],
          [
            .el("button", [("type", "submit"), ("id", "cmp-apply")], [.text("Show")]),
            .text(
              model.styleJSON == nil
                ? "" : " Each variant is shown as its file has it and with the tweaked style."),
          ]),
      ])
    return .el(
      "form",
      [
        ("class", "qa-controls cmp-frames"), ("id", "cmp-form"), ("method", "get"),
        ("action", "/compare/\(model.campaignID)"),
      ],
      [view])
  }

  /// A group of checkboxes picking several of `options` (value, words); the hidden input `id` (named
  /// `name`) carries the checked values separated by commas, as the query takes them
  /// (`Public/cmp/screen.js` keeps it in step).
  static func checkboxes(
    legend: String, id: String, name: String, options: [(String, String)], checked: Set<String>, value: String
  ) -> HTMLNode {
    .el(
      "fieldset", [("class", "cmp-pick"), ("data-for", id)],
      [.el("legend", [], [.text(legend)])]
        + options.map { option in
          .el(
            "label", [],
            [
              .void(
                "input",
                [("type", "checkbox"), ("value", option.0)]
                  + (checked.contains(option.0) ? [("checked", nil)] : [])),
              .text(" " + option.1),
            ])
        } + [.void("input", [("type", "hidden"), ("id", id), ("name", name), ("value", value)])])
  }

  /// The transport every frame follows: replay (every frame loaded again and presented together),
  /// present, dismiss, pause, slow motion, the scrubber.
  static func transport(_ model: CompareModel) -> HTMLNode {
    let slow = NumberText.shortest(model.slow)
    let max = model.scrubMaxMilliseconds(model.transition)
    let t = min(model.t ?? max, max)
    let transport = HTMLNode.el(
      "fieldset", [],
      [
        .el("legend", [], [.text("Every frame")]),
        .el(
          "div", [("class", "buttons")],
          [
            .el("button", [("type", "button"), ("id", "cmp-replay")], [.text("Replay")]),
            .el("button", [("type", "button"), ("id", "cmp-present")], [.text("Present")]),
            .el("button", [("type", "button"), ("id", "cmp-dismiss")], [.text("Dismiss")]),
            .el(
              "button",
              [("type", "button"), ("id", "cmp-pause"), ("aria-pressed", model.t == nil ? "false" : "true")],
              [.text(model.t == nil ? "Pause" : "Play")]),
          ]),
        PreviewPage.field([
          PreviewPage.label("Slow motion", for: "cmp-slow"),
          .void(
            "input",
            [
              ("type", "range"), ("id", "cmp-slow"),
            ] + SlowMotion.sliderBounds + [
              ("step", "any"), ("value", slow), ("aria-describedby", "cmp-slow-value"),
            ]),
          .el("output", [("id", "cmp-slow-value"), ("for", "cmp-slow")], [.text("\(slow)×")]),
        ]),
        PreviewPage.field([
          .el(
            "label", [("for", "cmp-scrub")],
            [
              .text("Scrub every frame: the "),
              .el("span", [("id", "cmp-scrub-transition")], [.text(model.transition.rawValue)]),
              .text(" transition (ms, unslowed)"),
            ]),
          .void(
            "input",
            [
              ("type", "range"), ("id", "cmp-scrub"), ("min", "0"), ("max", NumberText.shortest(max)),
              ("step", "1"),
              ("value", NumberText.shortest(t)), ("aria-describedby", "cmp-scrub-value"),
              ("data-present-max", NumberText.shortest(model.scrubMaxMilliseconds(.present))),
              ("data-dismiss-max", NumberText.shortest(model.scrubMaxMilliseconds(.dismiss))),
            ] + (model.t.map { [("data-t", NumberText.shortest($0))] } ?? [])
              + [("data-transition", model.transition.rawValue)]),
          .el(
            "output", [("id", "cmp-scrub-value"), ("for", "cmp-scrub")],
            [.text("\(NumberText.shortest(t)) ms")]),
        ]),
      ])
    return .el("div", [("class", "qa-controls cmp-controls")], [transport])
  }
}
