import DialogMotion

extension CSSRenderer {
  /// The phases during which the dialog is visible, as classes of `.dp-screen`.
  static let visiblePhases = ["is-presenting", "is-presented", "is-dismissing"]
  /// The phases that animate.
  static let animatedPhases = ["is-presenting", "is-dismissing"]

  /// The base CSS as a tree: see ``baseCSS()``.
  public static func baseStylesheet() -> CSSStylesheet {
    let standard = SimulatedDevice.standard.screen
    let source = SourceButton.standard.rect
    let devices = SimulatedDevice.allCases.map { device in
      CSSRule(
        ".dp-screen.\(device.cssClass)",
        [
          "--screen-width": CSSNumber.px(device.screen.width),
          "--screen-height": CSSNumber.px(device.screen.height),
          "--safe-top": CSSNumber.px(device.safeArea.top),
          "--safe-bottom": CSSNumber.px(device.safeArea.bottom),
        ])
    }
    let rules =
      [
        CSSRule(
          ".dp-screen",
          [
            "--screen-width": CSSNumber.px(standard.width), "--screen-height": CSSNumber.px(standard.height),
            "--safe-top": CSSNumber.px(SimulatedDevice.standard.safeArea.top),
            "--safe-bottom": CSSNumber.px(SimulatedDevice.standard.safeArea.bottom),
            "position": "relative", "overflow": "hidden", "isolation": "isolate",
            "width": "var(--screen-width)", "height": "var(--screen-height)",
          ])
      ] + devices + [
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
        CSSRule(".dp-screen [data-card]:not([data-dialog])", ["position": "relative", "z-index": "2"]),
        CSSRule(".dp-screen [data-banner]", ["display": "block", "width": "100%", "object-fit": "cover"]),
        CSSRule(
          ".dp-screen [data-close]",
          ["position": "absolute", "z-index": "1", "box-sizing": "border-box", "margin": "0"]),
        CSSRule(
          ".dp-screen [data-button]",
          ["display": "block", "width": "100%", "box-sizing": "border-box", "margin": "0"]),
      ]
    return CSSStylesheet([.comment(header)] + rules.map { .rule($0) })
  }
}
