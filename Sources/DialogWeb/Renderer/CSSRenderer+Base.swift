import DialogMotion

extension CSSRenderer {
  /// The phases during which the dialog is visible, as classes of `.dp-screen`.
  static let visiblePhases = ["is-presenting", "is-presented", "is-dismissing"]
  /// The phases that animate.
  static let animatedPhases = ["is-presenting", "is-dismissing"]

  /// The base CSS as a tree: see ``baseCSS()``.
  public static func baseStylesheet() -> CSSStylesheet {
    let source = SourceButton.standard.rect
    let rules =
      [
        CSSRule(
          ".dp-screen",
          Self.containerProperties(DeviceContainer(device: .standard))
            + ([
              ("--dp-ratio", "1"),
              ("--dp-text", "1"),
              ("--dp-rtl", "0"),
              ("--screen-width", "calc(var(--dp-w) * 1px)"),
              ("--screen-height", "calc(var(--dp-h) * 1px)"),
              ("--safe-top", "calc(var(--dp-st) * 1px)"),
              ("--safe-left", "calc(var(--dp-sl) * 1px)"),
              ("--safe-bottom", "calc(var(--dp-sb) * 1px)"),
              ("--safe-right", "calc(var(--dp-sr) * 1px)"),
              ("position", "relative"),
              ("overflow", "hidden"),
              ("isolation", "isolate"),
              ("width", "var(--screen-width)"),
              ("height", "var(--screen-height)"),
            ] as [(String, String)]).map { CSSDeclaration($0.0, $0.1) })
      ] + containerRules() + traitRules() + [
        CSSRule(
          ".dp-screen .dp-app",
          [
            "position": "absolute", "left": "0", "top": "0", "width": "100%", "height": "100%",
            "z-index": "0",
          ]),
        CSSRule(
          ".dp-screen [data-source]",
          [
            "position": "absolute", "box-sizing": "border-box", "margin": "0", "left": source.x.css,
            "top": source.y.css, "width": source.width.css, "height": source.height.css,
          ]),
        CSSRule(
          ".dp-screen [data-overlay]",
          [
            "display": "none", "position": "absolute", "left": "0", "top": "0", "width": "100%",
            "height": "100%", "z-index": "1",
          ]),
        CSSRule(
          ".dp-screen [data-dialog]",
          [
            "display": "none", "position": "absolute", "box-sizing": "border-box", "z-index": "2",
            "align-items": "center", "justify-content": "center", "transform-origin": "50% 50%",
          ]),
        CSSRule(visiblePhases.map { ".dp-screen.\($0) [data-overlay]" }, ["display": "block"]),
        CSSRule(visiblePhases.map { ".dp-screen.\($0) [data-dialog]" }, ["display": "flex"]),
        CSSRule(
          animatedPhases.flatMap { [".dp-screen.\($0) [data-overlay]", ".dp-screen.\($0) [data-dialog]"] },
          ["pointer-events": "none"]),
        CSSRule(".dp-screen [data-card]", ["box-sizing": "border-box", "overflow": "hidden"]),
        CSSRule(".dp-screen [data-card]:not([data-dialog])", ["position": "absolute", "z-index": "2"]),
        CSSRule(".dp-screen [data-banner]", ["display": "block", "width": "100%", "object-fit": "cover"]),
        CSSRule(
          ".dp-screen [data-close]",
          [
            "position": "absolute", "z-index": "1", "box-sizing": "border-box", "margin": "0", "padding": "0",
            "border": "0", "background": "transparent",
          ]),
        CSSRule(
          ".dp-screen [data-close-mark]",
          [
            "position": "absolute", "display": "flex", "align-items": "center", "justify-content": "center",
            "border-radius": "50%", "line-height": "1", "pointer-events": "none",
          ]),
        CSSRule(
          ".dp-screen [data-button]",
          [
            "display": "block", "width": "100%", "box-sizing": "border-box", "margin": "0",
            "background": "transparent", "border": "0", "border-top": "1px solid",
          ]),
      ]
    return CSSStylesheet([.comment(header)] + rules.map { .rule($0) })
  }
}
