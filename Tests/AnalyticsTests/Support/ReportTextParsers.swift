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
