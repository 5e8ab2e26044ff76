import DialogMotion

extension PreviewPage {
  /// One section per variant (the shown one visible, the others `hidden`), so picking a variant or
  /// typing a user switches them without a reload: the variant's parameters and its curves as they run.
  static func parameterSections(_ model: PreviewModel) -> [HTMLNode] {
    model.variants.compactMap { variant in
      variant.definition.map { parameters(model, variantID: variant.id, definition: $0) }
    }
  }

  static func parameters(_ model: PreviewModel, variantID: String, definition: DialogDefinition) -> HTMLNode {
    let rows = DefinitionFacts.rows(definition, slow: model.slow)
    let methodID = "qa-easing-method-\(variantID)"
    let measured = model.measurements.sentence(
      campaign: model.campaignID, variant: variantID, definition: definition)
    var items: [HTMLNode] = rows.flatMap { row -> [HTMLNode] in
      guard row.label == DefinitionFacts.fidelityLabel else {
        return [.el("dt", [], [.text(row.label)]), .el("dd", [], [.text(row.value)])]
      }
      return [
        .el("dt", [], [.text(row.label)]),
        .el(
          "dd", [("class", "easing-bound")],
          [
            .text(row.value + measured + " "),
            .el("a", [("href", "#\(methodID)")], [.text("(how it is measured)")]),
          ]),
      ]
    }
    if model.reducedMotion {
      items.append(.el("dt", [], [.text("Reduced motion")]))
      items.append(
        .el(
          "dd", [],
          [.text("cross-fade, \(DefinitionFacts.seconds(ReducedMotion.duration)), \(ReducedMotion.curve)")]))
    }
    let drawn = PreviewModel.drawn(definition, reducedMotion: model.reducedMotion)
    let shown = variantID == model.variantID
    let playhead =
      shown
      ? min(model.t ?? model.scrubMaxMilliseconds, model.scrubMaxMilliseconds) : drawn.present.duration * 1000
    let what = model.reducedMotion ? "the reduced-motion cross-fade that runs" : "progress"
    let titleID = "qa-parameters-\(variantID)"
    var attributes: [(String, String?)] = [
      ("class", "qa-parameters"), ("data-variant", variantID), ("aria-labelledby", titleID),
    ]
    if !shown { attributes.append(("hidden", nil)) }
    return .el(
      "section", attributes,
      [
        .el("h2", [("id", titleID)], [.text("Parameters of variant \(variantID)")]),
        .el(
          "div", [("class", "parameters-layout")],
          [
            .el(
              "div", [],
              [
                .el("dl", [("class", "facts")], items),
                .el(
                  "p", [("id", methodID), ("class", "easing-method")],
                  [
                    .text(
                      "Easing vs UIKit: how far the browser's easing can be from the curve UIKit runs, in % of "
                        + "the travel, everywhere in the transition (not at sampled points). Named curves and "
                        + "beziers are CSS's own cubic-bezier() with UIKit's control points (exact); springs "
                        + "are a linear() fitted to UIKit's spring formula, and the bound is its largest "
                        + "difference at 10,000 or more points plus the most the curve can bend between two of "
                        + "them. The fit aims at 0.02 %; make motion-report measures Chromium's frames against "
                        + "UIKit's formulas, written again independently, and its last figure for a shipped "
                        + "transition shows here while the transition is the one it measured.")
                  ]),
              ]),
            .el(
              "figure", [("class", "curve-figure")],
              [
                CurveSVG.chart(
                  CurveSVG.series(drawn.present, drawn.dismiss),
                  label: "Timing curves of \(definition.name): \(what) over time in milliseconds",
                  playhead: playhead),
                .el(
                  "figcaption", [],
                  [
                    .el("span", [("class", "key key-present")], [.text("present")]), .text(" "),
                    .el("span", [("class", "key key-dismiss")], [.text("dismiss")]), .text(" "),
                    .el("span", [("class", "key key-playhead")], [.text("scrubbed instant")]),
                    .text(
                      model.reducedMotion
                        ? " · motion=reduce: the cross-fade that runs instead of the preset's motion"
                        : " · progress (dashed lines at 0 and 1) over time (ms, unslowed)"),
                  ]),
              ]),
          ]),
      ])
  }

  static func filmstrip(_ model: PreviewModel) -> HTMLNode {
    let max = PreviewModel.milliseconds(model.definition, .present, reducedMotion: model.reducedMotion)
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
                "div", [("class", "film-window")],
                [
                  .el(
                    "iframe",
                    [
                      ("class", "film-embed"), ("title", "Frame at \(percent) % of present"),
                      ("src", embedURL(model, autoplay: false, slow: 1)), ("tabindex", "-1"),
                      ("inert", nil), ("loading", "lazy"),
                      ("width", NumberText.shortest(model.screen.size.width)),
                      ("height", NumberText.shortest(model.screen.size.height)),
                      ("data-t", NumberText.shortest(t)), ("data-fraction", NumberText.shortest(fraction)),
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
