import Analytics

extension ReportPage {
  /// The delivery ledger's section: what it covers (every campaign: the same table in each report),
  /// one row per app version (`tr[data-app-version]`, empty for events sent without a version), the
  /// events without a sequence number. Every cell goes through ``HTMLNode/text(_:)``, escaped.
  static func delivery(_ ledger: DeliveryLedger) -> [HTMLNode] {
    let rows: [HTMLNode] = ledger.rows.map { row in
      .el(
        "tr", [("data-app-version", row.appVersion ?? "")],
        zip(DeliveryLedger.headers, DeliveryLedger.cells(row)).map { header, cell in
          .el("td", [("data-label", header)], [.text(cell)])
        })
    }
    let table = HTMLNode.el(
      "table", [("class", "report-table delivery"), ("data-delivery-grace", String(ledger.grace))],
      [
        .el(
          "thead", [],
          [.el("tr", [], DeliveryLedger.headers.map { .el("th", [("scope", "col")], [.text($0)]) })]),
        .el("tbody", [], rows),
      ])
    return [
      .el("h2", [("id", "delivery")], [.text("Delivery (every campaign)")]),
      .el("p", [("class", "delivery-scope")], [.text(ledger.scopeSentence)]),
      ledger.rows.isEmpty
        ? .el("p", [("class", "delivery-empty")], [.text("No events with a sequence number yet.")])
        : .el("div", [("class", "table-scroll")], [table]),
      .el(
        "p", [("class", "delivery-unsequenced"), ("data-received", String(ledger.unsequenced))],
        [.text(ledger.unsequencedSentence)]),
    ]
  }
}
