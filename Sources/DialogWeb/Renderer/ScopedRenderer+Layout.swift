import DialogMotion

extension ScopedRenderer {
  /// The overlay's look, then every box of the layout rule (``DialogLayout/fitted()``) as `calc()`
  /// of the screen's layout variables, then the card's colours in light and dark mode.
  func layoutNodes() -> [CSSNode] {
    let layout = definition.layout
    let overlay = definition.overlay
    let fit = layout.fitted()
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
      rules.append(
        CSSRule(
          selector("[data-source]"),
          [
            CSSDeclaration("left", source.x.css), CSSDeclaration("top", source.y.css),
            CSSDeclaration("width", source.width.css), CSSDeclaration("height", source.height.css),
          ]))
    }

    rules.append(Self.namedValuesRule(fit, screen: scope.selector))
    rules.append(CSSRule(selector("[data-dialog]"), Self.box(fit.presented)))
    switch layout.card.placement {
    case .fillsDialog:
      rules.append(
        CSSRule(
          selector("[data-card]:not([data-dialog])"),
          [
            CSSDeclaration("position", "absolute"), CSSDeclaration("left", "0"), CSSDeclaration("top", "0"),
            CSSDeclaration("width", "100%"), CSSDeclaration("height", "100%"),
          ]))
      rules.append(CSSRule(selector("[data-banner]"), [CSSDeclaration("height", "100%")]))
    case .centred:
      rules.append(
        CSSRule(selector("[data-card]"), [CSSDeclaration("position", "absolute")] + Self.box(fit.card)))
      rules.append(
        CSSRule(selector("[data-banner]"), [CSSDeclaration("height", fit.banner.height.cssLength)]))
    }
    rules.append(
      CSSRule(
        selector("[data-card]"), [CSSDeclaration("border-radius", CSSNumber.px(layout.card.cornerRadius))]))

    if let hit = fit.closeHit, let close = fit.close {
      rules.append(CSSRule(selector("[data-close]"), Self.box(hit)))
      let mark = FittedLayout.Box(
        x: close.x - hit.x, y: close.y - hit.y, width: close.width, height: close.height)
      rules.append(
        CSSRule(
          selector("[data-close-mark]"),
          Self.box(mark) + [CSSDeclaration("font-size", (close.width * 0.5).cssLength)]))
    }
    if let button = fit.button, let fontSize = fit.buttonFontSize {
      rules.append(
        CSSRule(
          selector("[data-button]"),
          [
            CSSDeclaration("position", "absolute"), CSSDeclaration("left", "0"),
            CSSDeclaration("top", button.y.cssLength), CSSDeclaration("height", button.height.cssLength),
            CSSDeclaration("font-size", fontSize.cssLength),
          ]))
    }
    rules += colorRules(layout.card.colors.light, screen: scope.selector)
    rules += colorRules(layout.card.colors.dark, screen: scope.selector + "." + CSSRenderer.darkClass)
    return rules.map { .rule($0) }
  }

  /// The card's background, and the button's title and hairline and the ✕'s disc and glyph where the
  /// card has them.
  func colorRules(_ palette: CardPalette, screen: String) -> [CSSRule] {
    let card = definition.layout.card
    var rules = [
      CSSRule(
        screen + " [data-card]",
        [CSSDeclaration("background-color", palette.background?.css() ?? "transparent")])
    ]
    if card.button != nil {
      rules.append(
        CSSRule(
          screen + " [data-button]",
          [
            CSSDeclaration("color", palette.buttonTitle.css()),
            CSSDeclaration("border-top-color", palette.separator.css()),
          ]))
    }
    if card.closeButton != nil {
      rules.append(
        CSSRule(
          screen + " [data-close-mark]",
          [
            CSSDeclaration("background-color", palette.closeFill.css(alpha: palette.closeFillAlpha)),
            CSSDeclaration("color", palette.closeGlyph.css()),
          ]))
    }
    return rules
  }

  /// The rule's intermediate values (`--dp-card-w` …) as custom properties of the screen, each once,
  /// after those it uses: the boxes refer to them instead of repeating their expressions.
  static func namedValuesRule(_ fit: FittedLayout, screen: String) -> CSSRule {
    let boxes =
      [fit.presented, fit.card, fit.banner] + [fit.close, fit.closeHit, fit.button].compactMap { $0 }
    let expressions =
      boxes.flatMap { [$0.x, $0.y, $0.width, $0.height] } + [fit.buttonFontSize].compactMap { $0 }
    var declarations: [CSSDeclaration] = []
    var seen: Set<String> = []
    for expression in expressions {
      for (name, value) in expression.namedValues where seen.insert(name).inserted {
        declarations.append(CSSDeclaration("--dp-\(name)", "calc(\(value.cssNumber))"))
      }
    }
    return CSSRule(screen, declarations)
  }

  static func box(_ box: FittedLayout.Box) -> [CSSDeclaration] {
    [
      CSSDeclaration("left", box.x.cssLength), CSSDeclaration("top", box.y.cssLength),
      CSSDeclaration("width", box.width.cssLength), CSSDeclaration("height", box.height.cssLength),
    ]
  }
}
