import Analytics

extension ReportPage {
  /// The form's slice control: none, app version or device (`by`; none sends an empty value).
  static func sliceControl(_ by: SliceDimension?) -> HTMLNode {
    let choices: [(String, String)] = [("", "none"), ("app_version", "app version"), ("device", "device")]
    let options = choices.map { value, label in
      HTMLNode.el(
        "option", [("value", value)] + (value == (by?.rawValue ?? "") ? [("selected", nil)] : []),
        [.text(label)])
    }
    return .el(
      "label", [], [.text("Slices "), .el("select", [("name", "by"), ("id", "report-by")], options)])
  }

  /// The slices section: what a slice can say, the heterogeneity of each comparison (a flagged one
  /// amber), then per slice its units, a note on a comparison whose lift differs there, and the
  /// whole report's two tables. The sliced CSV and JSON are linked (the page's links with `by`).
  static func section(_ slices: SliceReport, csvLink: String, jsonLink: String) -> HTMLNode {
    let by = "&by=\(slices.by.rawValue)"
    var nodes: [HTMLNode] = [
      .el("h2", [], [.text("Slices by \(slices.by.rawValue.replacingOccurrences(of: "_", with: " "))")]),
      .el(
        "p", [("class", "slice-links")],
        [
          .el("a", [("href", csvLink + by)], [.text("Sliced CSV")]), .text(" · "),
          .el("a", [("href", jsonLink + by)], [.text("Sliced JSON")]),
        ]),
      .el("p", [("class", "slice-caveat")], [.text(slices.caveat)]),
    ]
    nodes += slices.heterogeneity.map { test in
      .el(
        "p",
        [("class", "heterogeneity"), ("data-variant", test.variant), ("data-differs", String(test.differs))],
        [.text(slices.sentence(test))])
    }
    if slices.slices.isEmpty { nodes.append(.el("p", [], [.text("No events in scope.")])) }
    for (index, slice) in slices.slices.enumerated() {
      var parts: [HTMLNode] = [
        .el("h3", [], [.text("\(slice.label): \(ReportText.count(slice.units)) units")])
      ]
      parts += slice.differs.map { variant in
        .el(
          "p", [("class", "slice-differs"), ("data-variant", variant)],
          [
            .text(
              "\(variant)'s lift differs here from the other slices (see above); read it as a lead to "
                + "check, not a winner.")
          ])
      }
      if let control = slice.report.variants.first {
        parts.append(
          table(
            ReportColumn.perVariant, slice.report.variants, control, className: "report-table per-variant"))
        if slice.report.variants.count >= 2 {
          parts.append(
            table(
              ReportColumn.comparison, Array(slice.report.variants.dropFirst()), control,
              className: "report-table comparison"))
        }
      }
      let codes = slice.report.warnings.map(\.code.rawValue)
      parts.append(
        .el(
          "p", [("class", "slice-warnings")],
          [.text("Warnings: " + (codes.isEmpty ? "none" : codes.joined(separator: ", ")))]))
      nodes.append(
        .el(
          "section",
          [("class", "slice"), ("data-slice-index", String(index)), ("data-grouped", String(slice.grouped))]
            + (slice.differs.isEmpty ? [] : [("data-differs", slice.differs.joined(separator: " "))]),
          parts))
    }
    return .el("section", [("class", "slices"), ("data-by", slices.by.rawValue)], nodes)
  }
}
