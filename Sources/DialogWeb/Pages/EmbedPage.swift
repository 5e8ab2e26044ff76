import DialogMotion

/// The iframe page: the simulated screen with the dialog, laid out by the generated CSS (the screen's
/// container and trait classes set its `--dp-*` variables) and driven by
/// `/embed.js` (state and transitions) and `/embed-input.js` (keys, focus, the postMessage API), which
/// only toggle classes (motion is CSS). Configuration reaches the script through
/// `data-` attributes (no inline script or style, so the CSP needs no `'unsafe-inline'`).
public enum EmbedPage {
  /// The whole HTML document.
  public static func render(_ model: EmbedModel) -> String {
    let definition = model.definition
    let triggers = definition.closeTriggers.map(\.rawValue).joined(separator: " ")
    var classes = ["dp-screen"] + model.screen.classes
    if model.device.isTablet { classes.append("dp-tablet") }
    if model.frameSized { classes.append("dp-frame-sized") }
    if model.reducedMotion { classes.append("is-reduced-motion") }
    var screenAttributes: [(String, String?)] = [
      ("class", classes.joined(separator: " ")),
      ("data-style", CSSScope.styleName(campaign: model.campaignID, variant: model.variantID)),
      ("data-campaign", model.campaignID), ("data-variant", model.variantID),
      ("data-close-triggers", triggers), ("data-action-url", model.actionURL),
      ("data-slow", NumberText.shortest(model.slow)), ("data-autoplay", model.autoplay ? "1" : "0"),
      ("data-event-source", model.source), ("data-user", model.user ?? ""),
      ("data-present-ms", NumberText.shortest(definition.present.duration * 1000)),
      ("data-dismiss-ms", NumberText.shortest(definition.dismiss.duration * 1000)),
    ]
    if let ratio = model.bannerRatio, ratio.isFinite, ratio > 0 {
      screenAttributes.append(("data-banner-ratio", NumberText.format(ratio, maxFractionDigits: 6)))
    }
    let overlay = HTMLNode.el("div", [("data-overlay", nil)])
    var cardChildren: [HTMLNode] = [
      .void(
        "img",
        [
          ("data-banner", nil), ("src", model.bannerURL), ("alt", model.bannerDescription ?? model.title),
          ("draggable", "false"),
        ])
    ]
    if definition.layout.card.closeButton != nil {
      cardChildren.append(
        .el(
          "button", [("type", "button"), ("data-close", nil), ("aria-label", "Close")],
          [.el("span", [("data-close-mark", nil), ("aria-hidden", "true")], [.text("✕")])]))
    }
    if let button = definition.layout.card.button {
      cardChildren.append(.el("button", [("type", "button"), ("data-button", nil)], [.text(button.title)]))
    }
    let cardIsDialog = definition.layout.frame != .fullScreen
    let dialogAttributes: [(String, String?)] = [
      ("data-dialog", nil), ("role", "dialog"), ("aria-modal", "true"), ("aria-label", model.title),
      ("tabindex", "-1"),
    ]
    let dialog: HTMLNode
    if cardIsDialog {
      dialog = .el("div", dialogAttributes + [("data-card", nil)], cardChildren)
    } else {
      var children: [HTMLNode] = []
      if definition.overlay.placement == .dialogBackground { children.append(overlay) }
      children.append(.el("div", [("data-card", nil)], cardChildren))
      dialog = .el("div", dialogAttributes, children)
    }
    var screenChildren: [HTMLNode] = [appScreen(model)]
    if definition.overlay.placement != .dialogBackground { screenChildren.append(overlay) }
    screenChildren.append(dialog)
    if !model.frameSized { screenChildren += PhoneChrome.nodes(model.screen.container) }
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("title", [], [.text("\(model.title) (\(model.variantID)) · dialog-preview")]),
        .void("link", [("rel", "stylesheet"), ("href", "/dialog-base.css")]),
        .void("link", [("rel", "stylesheet"), ("href", stylesheetURL(model))]),
        .void("link", [("rel", "stylesheet"), ("href", "/embed.css")]),
        .el("script", [("src", "/embed.js"), ("defer", nil)]),
        .el("script", [("src", "/embed-input.js"), ("defer", nil)]),
        .el("script", [("src", "/live.js"), ("defer", nil)]),
      ])
    let body = HTMLNode.el("body", [("class", "dp-embed")], [.el("div", screenAttributes, screenChildren)])
    return HTMLNode.el("html", [("lang", "en"), ("data-phase", "dismissed")], [head, body]).document()
  }

  /// The variant's stylesheet (only what this page shows), or with a tweaked style its CSS for it.
  public static func stylesheetURL(_ model: EmbedModel) -> String {
    let path = "/campaigns/\(URLQuery.escape(model.campaignID)).css"
    guard let style = model.styleJSON else {
      return path + "?" + URLQuery.encode([("variant", model.variantID)])
    }
    return path + "?" + URLQuery.encode([("variant", model.variantID), ("style", style)])
  }

  /// The plain app screen behind the dialog, with the button `spring-from-source` grows out of.
  static func appScreen(_ model: EmbedModel) -> HTMLNode {
    .el(
      "div", [("class", "dp-app"), ("aria-hidden", "false")],
      [
        .el("div", [("class", "dp-app-bar")], [.text("Home")]),
        // Rows of an app's list: an icon at the leading edge and lines of text (drawn by /embed.css,
        // mirrored right to left, scaled with the text size).
        .el("div", [("class", "dp-app-rows")], (0..<5).map { _ in .el("div", [("class", "dp-app-row")]) }),
        .el(
          "button",
          [("type", "button"), ("data-source", nil), ("aria-label", "Show the campaign \(model.title)")],
          [.text("+")]),
      ])
  }
}
