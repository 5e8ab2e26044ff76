import DialogMotion

/// The compare view's curves laid over each other (an A/B overlay): one chart for the present and one
/// for the dismiss, each with one curve per distinct frame definition (a variant as its file has it,
/// or tweaked; the same variant on other screens moves alike and is drawn once), in the colour its
/// legend names (`curve-series-N`, `Public/preview.css`).
extension ComparePage {
  /// The distinct motions of the view's frames, in the frames' order: (legend name, definition).
  static func motions(_ model: CompareModel) -> [(name: String, definition: DialogDefinition)] {
    var seen = Set<String>()
    var motions: [(name: String, definition: DialogDefinition)] = []
    for pane in model.panes {
      let name = "\(pane.variantID) · \(pane.styleJSON == nil ? "file" : "tweaked")"
      if seen.insert(name).inserted { motions.append((name, pane.definition)) }
    }
    return motions
  }

  static func curves(_ model: CompareModel) -> HTMLNode {
    let motions = motions(model)
    func chart(_ direction: TransitionDirection) -> HTMLNode {
      let series = motions.enumerated().map { index, motion in
        CurveSVG.Series(role: "series-\(index)", transition: motion.definition.transition(for: direction))
      }
      let title = direction == .present ? "Present" : "Dismiss"
      return .el(
        "div", [("class", "cmp-curve"), ("data-transition", direction.rawValue)],
        [
          .el("h3", [], [.text(title)]),
          CurveSVG.chart(
            series, label: "\(title) curves: " + motions.map(\.name).joined(separator: ", ")),
        ])
    }
    let legend = HTMLNode.el(
      "ul", [("class", "cmp-legend")],
      motions.enumerated().map { index, motion in
        .el("li", [("class", "key key-series-\(index)")], [.text(motion.name)])
      })
    return .el(
      "figure", [("class", "cmp-curves"), ("id", "cmp-curves")],
      [
        .el("figcaption", [], [.text("Curves laid over each other"), legend]),
        chart(.present), chart(.dismiss),
      ])
  }
}
