import Analytics
import DialogMotion

/// The QA page: the embed with its controls (device, variant, slow motion, reduce motion, scrub,
/// replay, present/dismiss, pause), the preset's parameters and curves, a filmstrip of frozen
/// embeds and the assignment preview. `/preview.js` drives it through the embed's postMessage API
/// and mirrors every control into the URL; configuration reaches it through `data-` attributes.
public enum PreviewPage {
  /// The whole HTML document.
  public static func render(_ model: PreviewModel) -> String {
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("title", [], [.text("QA: \(model.title) (\(model.variantID)) · dialog-preview")]),
        .void("link", [("rel", "stylesheet"), ("href", "/app.css")]),
        .void("link", [("rel", "stylesheet"), ("href", "/preview.css")]),
        .el("script", [("src", "/preview.js"), ("defer", nil)]),
      ])
    let main = HTMLNode.el(
      "main",
      [
        ("class", "qa"), ("id", "qa"), ("data-campaign", model.campaignID),
        ("data-scrub-max-ms", NumberText.shortest(model.scrubMaxMilliseconds)),
      ],
      [
        .el(
          "nav", [("aria-label", "Pages")],
          [
            .el("a", [("href", "/")], [.text("Gallery")]), .text(" · "),
            .el(
              "a", [("href", "/report/\(model.campaignID)"), ("data-report-link", nil)], [.text("A/B report")]
            ),
          ]),
        .el("h1", [], [.text("\(model.title): QA preview")]),
        .el("div", [("class", "qa-layout")], [stage(model), controls(model)]),
        parameters(model),
        filmstrip(model),
      ])
    return HTMLNode.el("html", [("lang", "en")], [head, .el("body", [], [main])]).document()
  }

  /// The embed's URL for this model, with `autoplay` as given.
  public static func embedURL(_ model: PreviewModel, autoplay: Bool, slow: Double? = nil) -> String {
    var parameters = [("variant", model.variantID), ("device", model.device.rawValue)]
    parameters.append(("autoplay", autoplay ? "1" : "0"))
    let slow = slow ?? model.slow
    if slow != 1 { parameters.append(("slow", NumberText.shortest(slow))) }
    if model.reducedMotion { parameters.append(("motion", "reduce")) }
    return "/embed/\(model.campaignID)?" + URLQuery.encode(parameters)
  }

  static func stage(_ model: PreviewModel) -> HTMLNode {
    let screen = model.device.screen
    return .el(
      "section", [("class", "qa-stage"), ("aria-label", "Preview")],
      [
        .el(
          "div", [("class", "qa-frame")],
          [
            .el(
              "iframe",
              [
                ("id", "qa-embed"),
                ("title", "\(model.title), variant \(model.variantID), \(model.device.rawValue)"),
                ("src", embedURL(model, autoplay: model.t == nil)),
                ("width", NumberText.shortest(screen.width)), ("height", NumberText.shortest(screen.height)),
                ("data-t", model.t.map(NumberText.shortest)),
              ].compactMap { name, value -> (String, String?)? in value.map { (name, $0) } })
          ]),
        .el(
          "p", [("class", "qa-phase")],
          [
            .text("Phase: "),
            .el("output", [("id", "qa-phase"), ("aria-live", "polite")], [.text("loading")]),
          ]),
      ])
  }

  static func label(_ text: String, for id: String) -> HTMLNode {
    .el("label", [("for", id)], [.text(text)])
  }

  static func field(_ children: [HTMLNode]) -> HTMLNode { .el("div", [("class", "field")], children) }

  static func controls(_ model: PreviewModel) -> HTMLNode {
    let devices: [HTMLNode] = SimulatedDevice.allCases.map { device in
      let size = "\(NumberText.shortest(device.screen.width)) × \(NumberText.shortest(device.screen.height))"
      return .el(
        "option", [("value", device.rawValue)] + (device == model.device ? [("selected", nil)] : []),
        [.text("\(device.rawValue) (\(size))")])
    }
    let variants: [HTMLNode] = model.variants.map { variant in
      .el(
        "option", [("value", variant.id)] + (variant.id == model.variantID ? [("selected", nil)] : []),
        [.text("\(variant.id): \(variant.preset)")])
    }
    let max = model.scrubMaxMilliseconds
    let t = min(model.t ?? max, max)
    var motion: [(String, String?)] = [
      ("type", "checkbox"), ("id", "qa-motion"), ("name", "motion"), ("value", "reduce"),
    ]
    if model.reducedMotion { motion.append(("checked", nil)) }
    let view = HTMLNode.el(
      "fieldset", [],
      [
        .el("legend", [], [.text("View")]),
        field([
          label("Device", for: "qa-device"),
          .el("select", [("id", "qa-device"), ("name", "device")], devices),
        ]),
        field([
          label("Variant", for: "qa-variant"),
          .el("select", [("id", "qa-variant"), ("name", "variant")], variants),
        ]),
        field([
          label("Slow motion", for: "qa-slow"),
          .void(
            "input",
            [
              ("type", "range"), ("id", "qa-slow"), ("name", "slow"), ("min", "1"), ("max", "20"),
              ("step", "1"),
              ("value", NumberText.shortest(model.slow)), ("aria-describedby", "qa-slow-value"),
            ]),
          .el(
            "output", [("id", "qa-slow-value"), ("for", "qa-slow")],
            [.text("\(NumberText.shortest(model.slow))×")]),
        ]),
        field([
          .el(
            "label", [("class", "check")], [.void("input", motion), .text(" Reduce motion (motion=reduce)")])
        ]),
      ])
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
        field([
          label("Scrub (ms of the present transition, unslowed)", for: "qa-scrub"),
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
        ]),
      ])
    var assignment: [HTMLNode] = [
      .el("legend", [], [.text("Assignment")]),
      field([
        label("User id", for: "qa-user"),
        .void(
          "input",
          [
            ("type", "text"), ("id", "qa-user"), ("name", "user"),
            ("maxlength", String(Event.maxUserScalars)),
            ("autocomplete", "off"),
            ("spellcheck", "false"), ("value", model.user ?? ""), ("aria-describedby", "qa-assigned"),
          ]),
      ]),
    ]
    let assigned: String
    if let user = model.user, let variant = model.assignedVariantID {
      assigned = "User “\(user)” gets variant \(variant)."
    } else {
      assigned = "Type a user id to see the variant it gets."
    }
    assignment.append(
      .el(
        "p", [("class", "assigned")],
        [
          .el(
            "output", [("id", "qa-assigned"), ("for", "qa-user"), ("aria-live", "polite")], [.text(assigned)])
        ]))
    return .el(
      "form",
      [
        ("class", "qa-controls"), ("id", "qa-form"), ("method", "get"),
        ("action", "/preview/\(model.campaignID)"),
      ],
      [
        view, transport, .el("fieldset", [], assignment),
        .el(
          "p", [],
          [
            .el("button", [("type", "submit"), ("id", "qa-apply")], [.text("Apply")]), .text(" "),
            .el("button", [("type", "button"), ("id", "qa-copy")], [.text("Copy link")]),
            .el("span", [("id", "qa-copied"), ("class", "muted"), ("aria-live", "polite")]),
          ]),
      ])
  }

  static func parameters(_ model: PreviewModel) -> HTMLNode {
    let rows = DefinitionFacts.rows(model.definition, slow: model.slow)
    var items: [HTMLNode] = rows.flatMap { row -> [HTMLNode] in
      [.el("dt", [], [.text(row.label)]), .el("dd", [], [.text(row.value)])]
    }
    if model.reducedMotion {
      items.append(.el("dt", [], [.text("Reduced motion")]))
      items.append(
        .el(
          "dd", [],
          [.text("cross-fade, \(DefinitionFacts.seconds(ReducedMotion.duration)), \(ReducedMotion.curve)")]))
    }
    return .el(
      "section", [("class", "qa-parameters"), ("aria-labelledby", "qa-parameters-title")],
      [
        .el("h2", [("id", "qa-parameters-title")], [.text("Parameters of variant \(model.variantID)")]),
        .el(
          "div", [("class", "parameters-layout")],
          [
            .el("dl", [("class", "facts")], items),
            .el(
              "figure", [("class", "curve-figure")],
              [
                CurveSVG.svg(
                  model.definition, label: "Timing curves of \(model.definition.name): progress over time"),
                .el(
                  "figcaption", [],
                  [
                    .el("span", [("class", "key key-present")], [.text("present")]), .text(" "),
                    .el("span", [("class", "key key-dismiss")], [.text("dismiss")]),
                    .text(" · progress (dashed lines at 0 and 1) over the transition's duration"),
                  ]),
              ]),
          ]),
      ])
  }

  static func filmstrip(_ model: PreviewModel) -> HTMLNode {
    let max = model.scrubMaxMilliseconds
    let frames: [HTMLNode] = PreviewModel.filmstripFractions.map { fraction in
      let t = (fraction * max).rounded()
      let percent = NumberText.shortest(fraction * 100)
      return .el(
        "li", [],
        [
          .el(
            "figure", [("class", "film-frame")],
            [
              .el(
                "div", [("class", "film-window \(model.device.cssClass)")],
                [
                  .el(
                    "iframe",
                    [
                      ("class", "film-embed"), ("title", "Frame at \(percent) % of present"),
                      ("src", embedURL(model, autoplay: false, slow: 1)), ("tabindex", "-1"),
                      ("loading", "lazy"),
                      ("width", NumberText.shortest(model.device.screen.width)),
                      ("height", NumberText.shortest(model.device.screen.height)),
                      ("data-t", NumberText.shortest(t)),
                    ])
                ]),
              .el("figcaption", [], [.text("\(percent) % · \(NumberText.shortest(t)) ms")]),
            ])
        ])
    }
    return .el(
      "section", [("class", "qa-filmstrip"), ("aria-labelledby", "qa-film-title")],
      [
        .el("h2", [("id", "qa-film-title")], [.text("Filmstrip of the present transition")]),
        .el("ol", [("class", "film")], frames),
      ])
  }
}
