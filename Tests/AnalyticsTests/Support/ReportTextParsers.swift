import Foundation

/// Parses RFC 4180 CSV: quoted fields with doubled quotes, CRLF or LF line ends; records, without the
/// empty record after a final line end.
func parseCSV(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var quoted = false
  var scalars = text.unicodeScalars.makeIterator()
  var pending = scalars.next()
  while let scalar = pending {
    pending = scalars.next()
    if quoted {
      if scalar == "\"" {
        if pending == "\"" {
          field.unicodeScalars.append("\"")
          pending = scalars.next()
        } else {
          quoted = false
        }
      } else {
        field.unicodeScalars.append(scalar)
      }
      continue
    }
    switch scalar {
    case "\"": quoted = true
    case ",":
      record.append(field)
      field = ""
    case "\r": continue
    case "\n":
      record.append(field)
      records.append(record)
      record = []
      field = ""
    default: field.unicodeScalars.append(scalar)
    }
  }
  if !field.isEmpty || !record.isEmpty {
    record.append(field)
    records.append(record)
  }
  return records
}

/// The report JSON read back. `JSONDecoder` reads numbers exactly; `JSONSerialization` on Linux gives
/// some of them as `NSDecimalNumber`, whose `doubleValue` can be off by an ulp, so it only checks keys.
struct ParsedReport: Decodable {
  /// A JSON value of a variant field.
  enum Cell: Equatable {
    case string(String)
    case number(Double)
    case null
  }
  struct Variant: Decodable {
    var id: String
    var weight: Double
    var impressions, users, taps, closes: Int
    var ctr, ctrLow, ctrHigh, closeRate, lift, pValue: Double?

    /// The value of the field named as in the JSON.
    subscript(field: String) -> Cell {
      let number: Double?
      switch field {
      case "id": return .string(id)
      case "weight": number = weight
      case "impressions": number = Double(impressions)
      case "users": number = Double(users)
      case "taps": number = Double(taps)
      case "closes": number = Double(closes)
      case "ctr": number = ctr
      case "ctr_low": number = ctrLow
      case "ctr_high": number = ctrHigh
      case "close_rate": number = closeRate
      case "lift": number = lift
      case "p_value": number = pValue
      default: preconditionFailure("no field \(field)")
      }
      return number.map(Cell.number) ?? .null
    }
  }
  struct Warning: Decodable, Equatable {
    var code, message: String
  }

  var campaign, source: String
  var from, to: String?
  var variants: [Variant]
  var srmPValue: Double?
  var warnings: [Warning]

  /// Parses `json`, first checking that every object has exactly the contract's keys (so a `null` is
  /// there, not left out).
  init(json: String) throws {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let topKeys = ["campaign", "source", "from", "to", "variants", "srm_p_value", "warnings"]
    let variantKeys = [
      "id", "weight", "impressions", "users", "taps", "closes", "ctr", "ctr_low", "ctr_high", "close_rate",
      "lift", "p_value",
    ]
    guard let object, Set(object.keys) == Set(topKeys),
      let variants = object["variants"] as? [[String: Any]],
      variants.allSatisfy({ Set($0.keys) == Set(variantKeys) })
    else { throw CocoaError(.coderReadCorrupt) }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    self = try decoder.decode(ParsedReport.self, from: Data(json.utf8))
  }
}
