import Analytics
import DialogMotion

/// `/report/{campaign}`: the A/B table with the raw inputs beside every figure, an SVG chart of CTR
/// per variant with its 95 % interval, the warnings in plain words, links to CSV and the QA page.
/// It refreshes itself every 30 s (a meta refresh: no script needed).
public enum ReportPage {
  /// The whole HTML document. `query` is the page's query string to repeat in links (already
  /// limited to the report's own parameters by the caller), `title` the campaign's title.
  public static func render(_ report: Report, title: String, csvLink: String, jsonLink: String) -> String {
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .void("meta", [("http-equiv", "refresh"), ("content", "30")]),
        .el("title", [], [.text("Report: \(title) · dialog-preview")]),
        .void("link", [("rel", "stylesheet"), ("href", "/app.css")]),
      ])
    let filters =
      "source \(report.source.rawValue)"
      + (report.from.map { ", from \($0)" } ?? "") + (report.to.map { ", to \($0)" } ?? "")
    let main = HTMLNode.el(
      "main", [("class", "report")],
      [
        .el(
          "nav", [],
          [
            .el("a", [("href", "/")], [.text("Gallery")]), .text(" · "),
            .el("a", [("href", "/preview/\(report.campaign)")], [.text("QA page")]), .text(" · "),
            .el("a", [("href", csvLink)], [.text("CSV")]), .text(" · "),
            .el("a", [("href", jsonLink)], [.text("JSON")]),
          ]),
        .el("h1", [], [.text("\(title): A/B report")]),
        .el(
          "p", [("class", "filters")],
          [
            .text(
              "Events with \(filters). The first variant is the control. This page refreshes every 30 seconds."
            )
          ]),
        table(report),
        .el("h2", [], [.text("Click-through rate with 95 % confidence interval")]),
        ReportChart.svg(report),
        .el("p", [("class", "srm")], [.text(srmSentence(report))]),
        .el("h2", [], [.text("Warnings")]),
        warnings(report),
        .el("h2", [], [.text("Verdict")]),
        .el("p", [("class", "verdict")], [.text(ReportVerdict.sentence(report))]),
      ])
    return HTMLNode.el("html", [("lang", "en")], [head, .el("body", [], [main])]).document()
  }

  static func table(_ report: Report) -> HTMLNode {
    let header = [
      "Variant", "Weight", "Impressions", "Users", "Taps", "Closes", "CTR", "95 % CI", "Close rate",
      "Lift vs control", "p-value",
    ]
    let rows: [HTMLNode] = report.variants.map { v in
      let cells: [String] = [
        v.id, NumberText.shortest(v.weight), String(v.impressions), String(v.users), String(v.taps),
        String(v.closes),
        ReportFormat.ratio(v.ctr, v.taps, v.impressions),
        v.ctrLow.flatMap { low in
          v.ctrHigh.map { "\(ReportFormat.percent(low)) – \(ReportFormat.percent($0))" }
        } ?? "—",
        ReportFormat.ratio(v.closeRate, v.closes, v.impressions),
        v.lift.map { ReportFormat.signedPercent($0) } ?? "—",
        v.pValue.map { ReportFormat.pValue($0) } ?? "—",
      ]
      // Each cell names its column (`data-label`): a narrow screen shows a row as a card of labelled values.
      return .el(
        "tr", [("data-variant", v.id)],
        zip(header, cells).map { .el("td", [("data-label", $0.0)], [.text($0.1)]) })
    }
    return .el(
      "table", [("class", "report-table")],
      [
        .el("thead", [], [.el("tr", [], header.map { .el("th", [("scope", "col")], [.text($0)]) })]),
        .el("tbody", [], rows),
      ])
  }

  static func srmSentence(_ report: Report) -> String {
    guard let p = report.srmPValue else {
      return
        "Sample ratio check: not computable (it needs two variants, named users, and at most 1 % anonymous impressions per variant)."
    }
    return
      "Sample ratio check: p = \(ReportFormat.pValue(p)) for the users against the configured weights"
      + (p < Report.srmThreshold
        ? " — the split is broken; fix it before reading any result." : " — the split looks as configured.")
  }

  static func warnings(_ report: Report) -> HTMLNode {
    guard !report.warnings.isEmpty else { return .el("p", [], [.text("None.")]) }
    return .el(
      "ul", [("class", "warnings")],
      report.warnings.map { warning in
        .el(
          "li", [("data-code", warning.code.rawValue)],
          [.el("strong", [], [.text(warning.code.rawValue)]), .text(": " + warning.message)])
      })
  }
}
