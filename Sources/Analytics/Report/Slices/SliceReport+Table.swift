extension SliceReport {
  /// The sliced report as plain text for the CLI (`report --by …`): a title, the caveat, then per
  /// slice its units, its flagged comparisons, the whole report's two tables turned on their side,
  /// its sample-ratio check and warnings' codes, and last the heterogeneity of each comparison.
  ///
  /// ```
  /// summer-sale by device (source app, from —, to —)
  /// Slices show where the campaign's result comes from; …
  ///
  /// Slice "phone": 3,120 units
  /// Variant                  A                B
  /// …
  /// Heterogeneity (is the lift the same in every slice?)
  /// B: no sign that the lift differs between slices (Q = 0.41, 1 degree of freedom, p = 0.5210).
  /// ```
  public func table() -> String {
    var lines = [
      "\(campaign) by \(by.rawValue) (source \(source.rawValue), from \(from ?? "—"), to \(to ?? "—"))",
      caveat,
    ]
    if slices.isEmpty { lines += ["", "No events in scope."] }
    for slice in slices {
      let report = slice.report
      lines += ["", "Slice \(slice.label): \(ReportText.count(slice.units)) units"]
      for variant in slice.differs {
        lines.append("! \(variant)'s lift differs here from the other slices (see Heterogeneity).")
      }
      guard let control = report.variants.first else { continue }
      lines += Report.sideways(ReportColumn.perVariant, report.variants, control)
      if report.variants.count >= 2 {
        lines += Report.sideways(ReportColumn.comparison, Array(report.variants.dropFirst()), control)
      }
      lines.append(report.srmSentence)
      lines.append(
        "Warnings: "
          + (report.warnings.isEmpty ? "none" : report.warnings.map(\.code.rawValue).joined(separator: " ")))
    }
    if !heterogeneity.isEmpty {
      lines += ["", "Heterogeneity (is the lift the same in every slice?)"]
      lines += heterogeneity.map(sentence)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
