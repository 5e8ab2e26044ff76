extension Report {
  /// The report as plain text for the CLI (`report --format table`), with the page's headers and
  /// verdict: a title line, the verdict (one sentence per compared variant, the users so far, what
  /// always-valid means), then the page's two tables turned on their side (one row per column of the
  /// page, one column per variant, so long headers stay readable), the sample-ratio check, and the
  /// warnings with what to do. Cells are exactly the page's (``ReportColumn``); columns are separated
  /// by at least two spaces and no cell holds two spaces in a row.
  ///
  /// ```
  /// summer-sale (source app, from —, to —)
  ///
  /// Verdict
  /// B taps 30 % more than A; the always-valid 95 % interval is +2.1 % … +66 %: B wins.
  /// 1817 users so far; …
  ///
  /// Per variant
  /// Variant                  A                B
  /// Weight                   50               50
  /// CTR (taps/impressions)   5.00 % (50/1000) 6.50 % (65/1000)
  /// …
  /// ```
  public func table() -> String {
    var lines = ["\(campaign) (source \(source.rawValue), from \(from ?? "—"), to \(to ?? "—"))", ""]
    lines.append("Verdict")
    if let single = singleVariantSentence {
      lines.append(single)
    } else {
      lines += verdicts.map(\.sentence)
      lines += guardrailSentences
    }
    lines.append(progressSentence)
    if let duration { lines.append("Duration: " + duration.sentence) }
    if variants.count >= 2 { lines += [Self.alwaysValidMeaning, Self.guaranteeCaveat] }
    if let control = variants.first {
      lines += ["", "Per variant"]
      lines += Self.sideways(ReportColumn.perVariant, variants, control)
      if variants.count >= 2 {
        lines += ["", "Compared with the control (\(control.id))"]
        lines += Self.sideways(ReportColumn.comparison, Array(variants.dropFirst()), control)
      }
    }
    lines += ["", srmSentence]
    if warnings.isEmpty {
      lines.append("Warnings: none")
    } else {
      lines.append("Warnings:")
      lines += warnings.map { "- \($0.code.rawValue): \($0.message) What to do: \($0.code.advice)" }
    }
    if let delivery {
      lines += ["", "Delivery (every campaign)", delivery.scopeSentence]
      lines += Self.aligned([DeliveryLedger.headers] + delivery.rows.map(DeliveryLedger.cells))
      lines.append(delivery.unsequencedSentence)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The sample-ratio check in words.
  public var srmSentence: String {
    guard variants.count >= 2 else { return "Sample ratio check: not needed with one variant." }
    guard let p = srmPValue else {
      return "Sample ratio check: not computable (it needs named users and at most 1 % anonymous "
        + "impressions per variant)."
    }
    return "Sample ratio check: p = \(ReportText.pValue(p)) for the users against the configured weights"
      + (p < Self.srmThreshold
        ? ": the split is broken; fix it before reading any result." : ": the split looks as configured.")
  }

  /// `columns` as rows: the header, then each variant's cell, left-aligned, two spaces apart.
  static func sideways(_ columns: [ReportColumn], _ shown: [VariantReport], _ control: VariantReport)
    -> [String]
  {
    aligned(columns.map { column in [column.header] + shown.map { column.text($0, control) } })
  }

  /// Rows of cells, left-aligned in columns two spaces apart.
  static func aligned(_ rows: [[String]]) -> [String] {
    let widths = (0..<(rows.first?.count ?? 0)).map { index in rows.map { $0[index].count }.max() ?? 0 }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        line += cell
        if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - cell.count + 2) }
      }
      return line
    }
  }
}
