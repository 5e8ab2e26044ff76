import DialogMotion

extension ScopedRenderer {
  /// The overlay's look, the presented view's frame, the card and its controls.
  func layoutNodes() -> [CSSNode] {
    let layout = definition.layout
    let overlay = definition.overlay
    var rules: [CSSRule] = []

    switch overlay.placement {
    case .dialogBackground:
      rules.append(
        CSSRule(
          selector("[data-overlay]"),
          [CSSDeclaration("background-color", overlay.color.css(alpha: overlay.alpha))]))
    case .alongside:
      rules.append(
        CSSRule(
          selector("[data-overlay]"),
          [
            CSSDeclaration("background-color", overlay.color.css()),
            CSSDeclaration("opacity", CSSNumber.text(overlay.alpha)),
          ]))
    }

    if layout.sourceButton != .standard {
      let source = layout.sourceButton.rect
      rules.append(CSSRule(selector("[data-source]"), Self.box(source)))
    }

    rules.append(CSSRule(selector("[data-dialog]"), Self.box(layout.frame.rect)))

    var card: [CSSDeclaration] = []
    var banner: [CSSDeclaration] = []
    switch layout.card.placement {
    case .fillsDialog:
      rules.append(
        CSSRule(
          selector("[data-card]:not([data-dialog])"),
          [
            CSSDeclaration("position", "absolute"), CSSDeclaration("left", "0"), CSSDeclaration("top", "0"),
            CSSDeclaration("width", "100%"), CSSDeclaration("height", "100%"),
          ]))
      banner.append(CSSDeclaration("height", "100%"))
    case .centred(let width, let height):
      switch width {
      case .fixed(let length): card.append(CSSDeclaration("width", length.css))
      case .insetFromSides(let points):
        card.append(CSSDeclaration("width", "calc(100% - \(CSSNumber.px(2 * points)))"))
      }
      switch height {
      case .fixed(let length):
        card.append(CSSDeclaration("height", length.css))
        banner.append(CSSDeclaration("height", "100%"))
      case .bannerAspectRatio, .content:
        card.append(CSSDeclaration("height", "auto"))
        banner.append(CSSDeclaration("height", "auto"))
      }
    }
    card.append(CSSDeclaration("border-radius", CSSNumber.px(layout.card.cornerRadius)))
    if let background = layout.card.background {
      card.append(CSSDeclaration("background-color", background.css()))
    }
    rules.append(CSSRule(selector("[data-card]"), card))
    rules.append(CSSRule(selector("[data-banner]"), banner))

    if let close = layout.card.closeButton {
      rules.append(
        CSSRule(
          selector("[data-close]"),
          [
            CSSDeclaration("top", CSSNumber.px(close.inset)),
            CSSDeclaration("right", CSSNumber.px(close.inset)),
            CSSDeclaration("width", close.size.css), CSSDeclaration("height", close.size.css),
          ]))
    }
    if let button = layout.card.button {
      rules.append(
        CSSRule(selector("[data-button]"), [CSSDeclaration("height", CSSNumber.px(button.height))]))
    }
    return rules.map { .rule($0) }
  }

  static func box(_ rect: ScreenRect) -> [CSSDeclaration] {
    [
      CSSDeclaration("left", rect.x.css), CSSDeclaration("top", rect.y.css),
      CSSDeclaration("width", rect.width.css), CSSDeclaration("height", rect.height.css),
    ]
  }
}
