import DialogMotion

/// `/compare/{campaign}`: frames side by side (two or more variants, one variant on several devices,
/// or the file's version beside a tweaked one) under one set of controls: present, dismiss, pause,
/// slow motion and one scrubber for every frame. `/cmp/main.js` (an ES module; one part a file under
/// `Public/cmp/`, helpers shared with the QA page under `Public/shared/`) drives the frames through
/// the embed's postMessage API (each command with an `id`, the answers matched) and keeps every
/// control in the URL; the transition lengths reach it through `data-` attributes rendered from the
/// Swift definitions.
public enum ComparePage {
  /// The whole HTML document.
  public static func render(_ model: CompareModel) -> String {
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("title", [], [.text(documentTitle(model))]),
        .siteIcon,
        .void("link", [("rel", "stylesheet"), ("href", "/app.css")]),
        .void("link", [("rel", "stylesheet"), ("href", "/preview.css")]),
        .el("script", [("src", "/cmp/main.js"), ("type", "module")]),
        .el("script", [("src", "/live.js"), ("defer", nil)]),
      ])
    let first = model.panes.first?.variantID ?? ""
    let main = HTMLNode.el(
      "main", [("class", "cmp"), ("id", "cmp"), ("data-campaign", model.campaignID)],
      [
        .el(
          "nav", [("aria-label", "Pages")],
          [
            .el("a", [("href", "/")], [.text("Gallery")]), .text(" · "),
            .el(
              "a", [("href", "/preview/\(model.campaignID)?" + URLQuery.encode([("variant", first)]))],
              [.text("QA page")]),
            .text(" · "),
            .el("a", [("href", "/report/\(model.campaignID)")], [.text("A/B report")]),
          ]),
        .el("h1", [], [.text(heading(model))]),
        // The controls beside the frames on a wide window (a column of fixed width), above them on a narrow one.
        .el(
          "div", [("class", "cmp-layout")],
          [
            .el(
              "div", [("class", "cmp-side")],
              [
                .el(
                  "p", [("class", "muted")],
                  [
                    .text(
                      "Every frame takes the same command at once: present, dismiss, pause, slow motion, and the scrubber seeks them all to the same instant (a shorter transition stays at its end). The link keeps the view."
                    )
                  ]),
                transport(model),
                .el("p", [("id", "cmp-status"), ("class", "cmp-status"), ("role", "status")]),
                frames(model),
              ]),
            .el(
              "div", [("class", "cmp-main")],
              [
                .el(
                  "ul", [("class", "cmp-panes")],
                  model.panes.enumerated().map { pane($0.element, index: $0.offset, model) }),
                curves(model),
              ]),
          ]),
      ])
    return HTMLNode.el("html", [("lang", "en")], [head, .el("body", [], [main])]).document()
  }

  static func documentTitle(_ model: CompareModel) -> String {
    "Compare: \(model.title) · dialog-preview"
  }

  static func heading(_ model: CompareModel) -> String { "\(model.title): compare" }

  /// One frame with its name, its transitions and the phase it reports.
  static func pane(_ pane: CompareModel.Pane, index: Int, _ model: CompareModel) -> HTMLNode {
    let screen = pane.screen.size
    let definition = pane.definition
    let present = definition.present.duration * 1000
    let dismiss = definition.dismiss.duration * 1000
    var attributes: [(String, String?)] = [
      ("class", "cmp-pane"), ("data-pane", String(index)), ("data-variant", pane.variantID),
      ("data-device", pane.device.rawValue), ("data-version", pane.styleJSON == nil ? "file" : "tweaked"),
      ("data-present-ms", NumberText.shortest(present)), ("data-dismiss-ms", NumberText.shortest(dismiss)),
      ("data-width", NumberText.shortest(screen.width)),
      ("data-height", NumberText.shortest(screen.height)),
    ]
    if pane.styleJSON != nil, let file = pane.fileJSON { attributes.append(("data-file-style", file)) }
    return .el(
      "li", attributes,
      [
        .el(
          "div", [("class", "cmp-window")],
          [
            .el(
              "iframe",
              [
                ("class", "cmp-embed"), ("title", "\(model.title), \(pane.name)"),
                ("src", model.embedURL(pane)),
                ("width", NumberText.shortest(screen.width)), ("height", NumberText.shortest(screen.height)),
              ])
          ]),
        .el("h2", [], [.text(pane.name)]),
        .el(
          "p", [("class", "cmp-facts")],
          [
            .text(
              "\(definition.name); present \(DefinitionFacts.transition(definition.present)) (\(DefinitionFacts.shortFidelity(definition.present))); dismiss \(DefinitionFacts.transition(definition.dismiss)) (\(DefinitionFacts.shortFidelity(definition.dismiss)))"
            )
          ]),
        .el(
          "p", [("class", "qa-phase")],
          [
            .text("Phase: "),
            .el("output", [("class", "cmp-phase"), ("aria-live", "polite")], [.text("loading")]),
          ]),
      ])
  }
}
