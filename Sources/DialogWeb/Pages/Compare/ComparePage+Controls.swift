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
        PreviewPage.field([
          PreviewPage.label("Variants (ids separated by commas; empty: all)", for: "cmp-variants"),
          .void(
            "input",
            [
              ("type", "text"), ("id", "cmp-variants"), ("name", "variants"),
              ("value", model.variantsText ?? ""),
              ("autocomplete", "off"), ("spellcheck", "false"),
            ]),
        ]),
        PreviewPage.field([
          PreviewPage.label(
            "Devices (\(DeviceModel.names); separated by commas)",
            for: "cmp-devices"),
          .void(
            "input",
            [
              ("type", "text"), ("id", "cmp-devices"), ("name", "devices"),
              ("value", model.devicesText ?? DeviceModel.standard.rawValue), ("autocomplete", "off"),
              ("spellcheck", "false"),
            ]),
        ]),
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

  /// The transport every frame follows: present, dismiss, pause, slow motion, the scrubber.
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
