import Foundation

extension Report {
  /// The table's columns: a few of the JSON variant fields (every field is in the JSON and CSV).
  public static let tableColumns = [
    "id", "weight", "units", "impressions", "taps", "closes", "ctr", "ctr_low", "ctr_high", "close_rate",
    "lift", "p_value", "sequential_p_value_holm",
  ]

  /// The report as a plain-text table for the CLI (`report --format table`): a title line, one row per
  /// variant under some of the JSON field names, the SRM p-value, then the warnings, one per line.
  ///
  /// Counts are exact; rates and lift are percentages with two decimals; p-values have four significant
  /// digits (`%.4g`); an undefined value is "—".
  ///
  /// ```
  /// summer-sale (source app, from —, to —)
  ///
  /// id  weight  units  impressions  taps  closes    ctr  ctr_low  ctr_high  close_rate     lift  p_value  …
  /// A       50    912         1000    50     700  5.00%    3.81%     6.53%      70.00%        —        —  …
  /// B       50    905         1000    65     690  6.50%    5.13%     8.20%      69.00%  +30.00%   0.1496  …
  ///
  /// srm_p_value: 1
  /// warnings: none
  /// ```
  public func table() -> String {
    var lines = ["\(campaign) (source \(source.rawValue), from \(from ?? "—"), to \(to ?? "—"))", ""]
    var rows = [Self.tableColumns]
    for variant in variants {
      rows.append([
        variant.id, ReportNumber.text(variant.weight) ?? "—", String(variant.units),
        String(variant.impressions), String(variant.taps), String(variant.closes), Self.percent(variant.ctr),
        Self.percent(variant.ctrLow), Self.percent(variant.ctrHigh), Self.percent(variant.closeRate),
        Self.percent(variant.lift, signed: true), Self.probability(variant.pValue),
        Self.probability(variant.sequentialPValueHolm),
      ])
    }
    let widths = Self.tableColumns.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
    }
    lines += ["", "srm_p_value: " + Self.probability(srmPValue)]
    if warnings.isEmpty {
      lines.append("warnings: none")
    } else {
      lines.append("warnings:")
      lines += warnings.map { "- \($0.code.rawValue): \($0.message)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func percent(_ value: Double?, signed: Bool = false) -> String {
    guard let value, value.isFinite else { return "—" }
    return String(format: signed ? "%+.2f%%" : "%.2f%%", value * 100)
  }

  private static func probability(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return String(format: "%.4g", value)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
