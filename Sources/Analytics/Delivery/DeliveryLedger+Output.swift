extension DeliveryLedger {
  /// The CSV section's header (after the variant rows and an empty line): `delivery` is `sequenced` for
  /// a version's row and `unsequenced` for the events without `seq`, whose other figures are empty.
  public static let csvColumns = [
    "delivery", "app_version", "installs", "received", "gaps", "duplicates", "loss_rate", "delivery_grace",
  ]

  /// The report body's fields after `warnings`: `"delivery_grace":…,"delivery":[…],"delivery_unsequenced":{…}`.
  func appendJSON(to out: inout String) {
    out += "\"delivery_grace\":\(grace),\"delivery\":["
    for (index, row) in rows.enumerated() {
      out += index > 0 ? ",{" : "{"
      for (offset, field) in Self.fields(row).enumerated() {
        if offset > 0 { out += "," }
        out += "\"\(field.name)\":"
        field.cell.appendJSON(to: &out)
      }
      out += "}"
    }
    out += "],\"delivery_unsequenced\":{\"received\":\(unsequenced),\"duplicates\":\(unsequencedDuplicates)}"
  }

  /// A version's JSON fields, in the contract's order.
  static func fields(_ row: DeliveryRow) -> [(name: String, cell: ReportCell)] {
    [
      ("app_version", .text(row.appVersion)), ("installs", .integer(row.installs)),
      ("received", .integer(row.received)), ("gaps", .integer(row.gaps)),
      ("duplicates", .integer(row.duplicates)), ("loss_rate", .number(row.lossRate)),
    ]
  }

  /// The CSV section's records (header first), before quoting.
  var csvRecords: [[String]] {
    var records = [Self.csvColumns]
    for row in rows {
      records.append(["sequenced"] + Self.fields(row).map(\.cell.csvText) + [String(grace)])
    }
    records.append(
      ["unsequenced", "", "", String(unsequenced), "", String(unsequencedDuplicates), "", String(grace)])
    return records
  }

  /// What the ledger covers, for the page and the CLI.
  public var scopeSentence: String {
    "Delivery of the event client's sequence numbers, over every campaign's events (the same in every "
      + "campaign's report; the source and dates above don't apply). A missing number counts as a gap "
      + "once a later event of its install has been on the server for \(ReportText.count(Int(grace))) s."
  }

  /// The events without `seq`, in words.
  public var unsequencedSentence: String {
    "Events without a sequence number (previews, older clients): \(ReportText.count(unsequenced)) received, "
      + "\(ReportText.count(unsequencedDuplicates)) duplicates absorbed."
  }

  /// The table's headers, as on the page and in the CLI.
  public static let headers = ["App version", "Installs", "Received", "Gaps", "Duplicates", "Loss rate"]

  /// A version's cells for people: the version (or "(none)"), counts, and the loss rate with its counts.
  public static func cells(_ row: DeliveryRow) -> [String] {
    [
      row.appVersion ?? "(none)", ReportText.count(row.installs), ReportText.count(row.received),
      ReportText.count(row.gaps), ReportText.count(row.duplicates),
      ReportText.ratio(row.lossRate, row.gaps, row.received + row.gaps),
    ]
  }
}
