import DialogMotion

/// Numbers as short plain text for attributes (`1`, `2.5`, `250`).
enum NumberFormat {
  static func plain(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
