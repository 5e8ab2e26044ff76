import Analytics

/// `/report/{campaign}`: the verdict first (one plain sentence per compared variant from the
/// always-valid figures, the users so far, what always-valid means), the controls for source, date
/// range and slices (a GET form, so they work without script and show in the URL), the lift chart, the
/// tables with the raw inputs beside every figure (the same cells as the CLI's, ``ReportColumn``),
/// the `peeking` warning next to the fixed-horizon figures, then the other warnings with what to do,
/// and with `?by=` the slices (``section(_:csvLink:jsonLink:)``).
/// A single-variant campaign shows its rates without A/B language. It refreshes itself every
/// ``refreshSeconds``: `/report.js` reads the page again and swaps in everything but the form, so a
/// filter being edited keeps its value and focus; without script a meta refresh (in `<noscript>`)
/// reloads the page.
public enum ReportPage {
  /// Seconds between refreshes (`report.js` takes `?refresh=SECONDS` instead, at least 1).
  public static let refreshSeconds = 30

  /// The whole HTML document. `title` is the campaign's title; `token` the page's `?token=`, kept in
  /// the controls' form so the filtered page stays readable behind `--report-token`.
  public static func render(
    _ report: Report, title: String, csvLink: String, jsonLink: String, token: String? = nil,
    slices: SliceReport? = nil
  ) -> String {
    let compared = report.variants.count >= 2
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el(
          "noscript", [], [.void("meta", [("http-equiv", "refresh"), ("content", String(refreshSeconds))])]),
        .el("title", [], [.text("Report: \(title) · dialog-preview")]),
        .siteIcon,
        .void("link", [("rel", "stylesheet"), ("href", "/app.css")]),
        .el("script", [("src", "/report.js"), ("defer", nil)]),
      ])
    let filters =
      "source \(report.source.rawValue)" + (report.from.map { ", from \($0)" } ?? "")
      + (report.to.map { ", to \($0)" } ?? "")
    let control = report.variants.first.map { "The first variant, \($0.id), is the control. " } ?? ""
    var body: [HTMLNode] = [
      .el(
        "nav", [],
        [
          .el("a", [("href", "/")], [.text("Gallery")]), .text(" · "),
          .el("a", [("href", "/preview/\(report.campaign)")], [.text("QA page")]), .text(" · "),
          .el("a", [("href", csvLink)], [.text("CSV")]), .text(" · "),
          .el("a", [("href", jsonLink)], [.text("JSON")]),
        ]),
      .el("h1", [], [.text(compared ? "\(title): A/B report" : "\(title): report")]),
      controls(report, token: token, by: slices?.by),
      .el(
        "p", [("class", "filters")],
        [
          .text(
            "Events with \(filters). \(compared ? control : "")This page refreshes every \(refreshSeconds) seconds."
          )
        ]),
      verdict(report),
    ]
    if compared, let first = report.variants.first {
      body += [
        .el("h2", [], [.text("Lift over the control (\(first.id))")]),
        .el(
          "figure", [("class", "lift-figure")],
          [
            ReportChart.svg(report),
            .el(
              "figcaption", [],
              [
                .text(
                  "Dot: the lift. Thin line: the fixed-horizon 95 % interval. Wide pale band: the "
                    + "always-valid 95 % interval. Dashed line: 0, no difference.")
              ]),
          ]),
      ]
    }
    if let control = report.variants.first {
      body += [
        .el("h2", [], [.text("Per variant")]),
        table(ReportColumn.perVariant, report.variants, control, className: "report-table per-variant"),
      ]
      if compared {
        body += [
          .el("h2", [], [.text("Compared with the control (\(control.id))")]),
          table(
            ReportColumn.comparison, Array(report.variants.dropFirst()), control,
            className: "report-table comparison"),
        ]
        if let peeking = report.warnings.first(where: { $0.code == .peeking }) {
          body.append(.el("p", [("class", "peeking"), ("data-code", "peeking")], warningText(peeking)))
        }
      }
    }
    body += [
      .el("p", [("class", "srm")], [.text(report.srmSentence)]),
      .el("h2", [], [.text("Warnings")]),
      warnings(report),
    ]
    if let slices { body.append(section(slices, csvLink: csvLink, jsonLink: jsonLink)) }
    if let ledger = report.delivery { body += delivery(ledger) }
    let main = HTMLNode.el(
      "main", [("class", "report"), ("data-refresh-seconds", String(refreshSeconds))], body)
    return HTMLNode.el("html", [("lang", "en")], [head, .el("body", [], [main])]).document()
  }

  /// The verdict section: a sentence per compared variant (or the single variant's rates), one per
  /// compared variant on its close-rate guardrail, the users so far, the duration, what always-valid
  /// means and what voids it.
  static func verdict(_ report: Report) -> HTMLNode {
    var nodes: [HTMLNode] = []
    if let single = report.singleVariantSentence {
      nodes += [.el("h2", [], [.text("Summary")]), .el("p", [("class", "verdict")], [.text(single)])]
    } else {
      nodes.append(.el("h2", [], [.text("Verdict")]))
      let closedMore = Set(report.guardrails.filter { $0.verdict == .worse }.map(\.variant))
      nodes += report.verdicts.map { verdict in
        // A winner its guardrail says is closed more is marked so (amber, not the winners' green).
        .el(
          "p",
          [
            ("class", "verdict"), ("data-variant", verdict.variant),
            ("data-outcome", verdict.outcome.rawValue),
          ] + (closedMore.contains(verdict.variant) ? [("data-guardrail", "worse")] : []),
          [.text(verdict.sentence)])
      }
      nodes += zip(report.guardrails, report.guardrailSentences).map { guardrail, sentence in
        .el(
          "p",
          [
            ("class", "guardrail"), ("data-variant", guardrail.variant),
            ("data-verdict", guardrail.verdict.rawValue),
          ],
          [.text(sentence)])
      }
    }
    nodes.append(.el("p", [("class", "progress")], [.text(report.progressSentence)]))
    if let duration = report.duration {
      nodes.append(.el("p", [("class", "duration")], [.text("Duration: " + duration.sentence)]))
    }
    if report.variants.count >= 2 {
      nodes.append(
        .el(
          "p", [("class", "always-valid-meaning")],
          [.text(Report.alwaysValidMeaning + " " + Report.guaranteeCaveat)]))
    }
    return .el("section", [("class", "verdicts"), ("aria-label", "Verdict")], nodes)
  }

  /// The source and date-range controls: a GET form to this page.
  static func controls(_ report: Report, token: String?, by: SliceDimension? = nil) -> HTMLNode {
    let sources = SourceFilter.allCases.map { source in
      HTMLNode.el(
        "option",
        [("value", source.rawValue)] + (source == report.source ? [("selected", nil)] : []),
        [.text(source.rawValue)])
    }
    func date(_ name: String, _ label: String, _ value: String?) -> HTMLNode {
      let type = value.map { $0.count == 10 } ?? true ? "date" : "text"
      return .el(
        "label", [],
        [
          .text(label + " "),
          .void(
            "input",
            [("type", type), ("name", name), ("id", "report-\(name)"), ("value", value ?? "")]),
        ])
    }
    var fields: [HTMLNode] = [
      .el(
        "label", [],
        [.text("Source "), .el("select", [("name", "source"), ("id", "report-source")], sources)]),
      date("from", "From", report.from),
      date("to", "To", report.to),
      sliceControl(by),
    ]
    if let grace = report.delivery?.grace, grace != DeliveryLedger.defaultGrace {
      fields.append(
        .void("input", [("type", "hidden"), ("name", "delivery_grace"), ("value", String(grace))]))
    }
    if let token { fields.append(.void("input", [("type", "hidden"), ("name", "token"), ("value", token)])) }
    fields.append(.el("button", [("type", "submit"), ("id", "report-apply")], [.text("Show")]))
    return .el(
      "form",
      // autocomplete off: back to a page, Chromium would otherwise restore the controls' last values
      // over the ones the page was drawn with (a "device" control above unsliced figures).
      [
        ("class", "report-controls"), ("method", "get"), ("action", "/report/\(report.campaign)"),
        ("autocomplete", "off"),
      ],
      fields)
  }

  /// A table of `columns` for `shown`; each cell names its column (`data-label`), so a narrow screen
  /// shows a row as a card of labelled values. In a box that scrolls sideways should a window be too
  /// narrow for its columns (the cells' figures never wrap).
  static func table(
    _ columns: [ReportColumn], _ shown: [VariantReport], _ control: VariantReport, className: String
  ) -> HTMLNode {
    let rows: [HTMLNode] = shown.map { v in
      .el(
        "tr", [("data-variant", v.id)],
        columns.map { .el("td", [("data-label", $0.header)], [.text($0.text(v, control))]) })
    }
    let table = HTMLNode.el(
      "table", [("class", className)],
      [
        .el(
          "thead", [], [.el("tr", [], columns.map { .el("th", [("scope", "col")], [.text($0.header)]) })]),
        .el("tbody", [], rows),
      ])
    return .el("div", [("class", "table-scroll")], [table])
  }

  static func warningText(_ warning: ReportWarning) -> [HTMLNode] {
    [
      .el("strong", [], [.text(warning.code.rawValue)]),
      .text(": \(warning.message) What to do: \(warning.code.advice)"),
    ]
  }

  /// The warnings other than `peeking` (which sits next to the fixed-horizon figures).
  static func warnings(_ report: Report) -> HTMLNode {
    let shown = report.warnings.filter { $0.code != .peeking }
    guard !shown.isEmpty else { return .el("p", [], [.text("None.")]) }
    return .el(
      "ul", [("class", "warnings")],
      shown.map { .el("li", [("data-code", $0.code.rawValue)], warningText($0)) })
  }
}
