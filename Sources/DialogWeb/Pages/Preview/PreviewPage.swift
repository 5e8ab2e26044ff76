import Analytics
import DialogMotion

/// The QA page: the embed with its controls (device, variant, slow motion, reduce motion, scrub,
/// replay, present/dismiss, pause), the assignment preview, the log of the events the embed sent,
/// each variant's parameters and curves, and a filmstrip of frozen embeds. `/qa/main.js` (an ES
/// module; one part a file under `Public/qa/`) drives it through the embed's postMessage API and
/// mirrors every control into the URL; what it needs (device sizes, transition lengths, the embed URL
/// rule) reaches it through `data-` attributes rendered from the Swift definitions, never copied into
/// the script.
public enum PreviewPage {
  /// The whole HTML document.
  public static func render(_ model: PreviewModel) -> String {
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("title", [], [.text(documentTitle(model, variant: model.variantID))]),
        .siteIcon,
        .void("link", [("rel", "stylesheet"), ("href", "/app.css")]),
        .void("link", [("rel", "stylesheet"), ("href", "/preview.css")]),
        // A plain script, run before the frames exist: it keeps what they post until the modules listen.
        .el("script", [("src", "/shared/early-events.js")]),
        .el("script", [("src", "/qa/main.js"), ("type", "module")]),
        .el("script", [("src", "/live.js"), ("defer", nil)]),
      ])
    var attributes: [(String, String?)] = [
      ("class", "qa"), ("id", "qa"), ("data-campaign", model.campaignID),
      ("data-embed-rule", EmbedURLRule.attribute),
    ]
    if model.variantFromUser { attributes.append(("data-variant-from-user", nil)) }
    let main = HTMLNode.el(
      "main", attributes,
      [
        .el(
          "nav", [("aria-label", "Pages")],
          [
            .el("a", [("href", "/")], [.text("Gallery")]), .text(" · "),
            .el(
              "a", [("href", "/report/\(model.campaignID)"), ("data-report-link", nil)], [.text("A/B report")]
            ),
            .text(" · "),
            .el(
              "a", [("href", "/compare/\(model.campaignID)"), ("data-compare-link", nil)],
              [.text("Compare variants")]),
          ]),
        .el("h1", [], [.text("\(model.title): QA preview")]),
        .el("p", [("class", "qa-planned")], [.text(PreviewModel.plannedUsersText(model.plannedUsers))]),
        .el(
          "p", [("class", "qa-banner-description"), ("data-banner-description", nil)],
          bannerDescriptionLine(model)),
        .el(
          "div", [("class", "qa-layout")],
          [
            stage(model),
            .el("div", [("class", "qa-side")], [controls(model), tweakPanel(model), eventLog()]),
          ]),
        .fragment(parameterSections(model)),
        filmstrip(model),
      ])
    return HTMLNode.el("html", [("lang", "en")], [head, .el("body", [], [main])]).document()
  }

  /// The page's title for a variant (each variant option carries its own, `data-document-title`, for
  /// `Public/qa/stage.js`).
  static func documentTitle(_ model: PreviewModel, variant: String) -> String {
    "QA: \(model.title) (\(variant)) · dialog-preview"
  }

  /// The embed frame's title (its accessible name) for a variant on a device. Each variant option
  /// carries it up to the device's name, which ends it (`data-embed-title`), for `Public/qa/stage.js`
  /// to add the device picked.
  static func embedTitle(_ model: PreviewModel, variant: String, device: String) -> String {
    "\(model.title), variant \(variant), \(device)"
  }

  /// What ends the embed frame's title: the device, then what differs from the standard screen
  /// (`iPad Pro 13", landscape, split 504 pt, dark, AX3, rtl`); `Public/qa/stage.js` writes it the same way.
  static func screenName(_ screen: PreviewScreen) -> String {
    let summary = screen.summary
    return screen.device.name + (summary.isEmpty ? "" : ", " + summary)
  }

  /// The embed's URL for this model, with `autoplay` as given (see ``EmbedURLRule``).
  public static func embedURL(_ model: PreviewModel, autoplay: Bool, slow: Double? = nil, user: Bool = false)
    -> String
  {
    var values = [
      "variant": model.variantID, "device": model.device.rawValue, "autoplay": autoplay ? "1" : "0",
      "slow": NumberText.shortest(slow ?? model.slow), "motion": model.reducedMotion ? "reduce" : "full",
    ]
    values.merge(model.screen.values) { current, _ in current }
    if user, let id = model.user { values["user"] = id }
    if let style = model.tweak?.styleJSON { values["style"] = style }
    return EmbedURLRule.url(campaign: model.campaignID, values)
  }

  /// The simulated phone, scaled by `Public/qa/stage.js` to fit the window, and its phase. (The
  /// embed's refusals show under the transport buttons that caused them: ``controls(_:)``.)
  static func stage(_ model: PreviewModel) -> HTMLNode {
    let screen = model.screen.size
    var frame: [(String, String?)] = [
      ("id", "qa-embed"),
      ("title", embedTitle(model, variant: model.variantID, device: screenName(model.screen))),
      ("src", embedURL(model, autoplay: model.t == nil, user: true)),
      ("width", NumberText.shortest(screen.width)), ("height", NumberText.shortest(screen.height)),
    ]
    if let t = model.t {
      frame += [("data-t", NumberText.shortest(t)), ("data-transition", model.transition.rawValue)]
    }
    return .el(
      "section", [("class", "qa-stage"), ("aria-label", "Preview")],
      [
        // The phone and its phase: what stays in sight while the controls scroll in one column.
        .el(
          "div", [("class", "qa-stick")],
          [
            // The device's body around the screen: its device and orientation pick the body's shape
            // (`Public/preview.css`: the iPhone SE's square screen between its earpiece and Home button).
            .el(
              "div",
              [
                ("class", "qa-frame"), ("data-device", model.screen.device.rawValue),
                ("data-orientation", model.screen.container.orientation.rawValue),
              ], [.el("div", [("class", "qa-screen")], [.el("iframe", frame)])]),
            .el(
              "p", [("class", "qa-phase")],
              [
                .text("Phase: "),
                .el("output", [("id", "qa-phase"), ("aria-live", "polite")], [.text("loading")]),
              ]),
          ]),
        // One box for the crop notes, so a live redraw (`Public/qa/redraw.js`) swaps them whole.
        .el("div", [("id", "qa-crops"), ("class", "qa-crops")], [CropNotice.preview(model)]),
      ])
  }

  /// Every event the embed logged, newest first, filled in by `Public/qa/stage.js` as the embed posts them.
  static func eventLog() -> HTMLNode {
    .el(
      "section", [("class", "qa-log"), ("aria-labelledby", "qa-log-title")],
      [
        .el("h2", [("id", "qa-log-title")], [.text("Events logged")]),
        .el(
          "p", [("class", "muted")],
          [.text("What the preview sent to /api/events (source preview), newest first.")]),
        .el("ol", [("id", "qa-events"), ("class", "events"), ("aria-live", "polite")]),
      ])
  }

  /// The banner description line: each language's text marked with its `lang` (the page is English),
  /// so that a screen reader and the fonts read it as that language.
  static func bannerDescriptionLine(_ model: PreviewModel) -> [HTMLNode] {
    let texts = model.bannerDescription
    guard !texts.isEmpty else {
      return [.text(PreviewModel.noBannerDescriptionText(title: model.title))]
    }
    var nodes: [HTMLNode] = [.text("Banner description (VoiceOver, the image's alternative text): ")]
    for (index, entry) in texts.enumerated() {
      if index > 0 { nodes.append(.text(" · ")) }
      if entry.language.isEmpty {
        nodes.append(.text(entry.text))
      } else {
        nodes += [.text("\(entry.language): "), .el("span", [("lang", entry.language)], [.text(entry.text)])]
      }
    }
    return nodes
  }
}
