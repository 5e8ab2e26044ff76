/// A value quoted for a message: escaped like a Swift literal (so control characters show) and cut
/// to 80 characters.
func quoted(_ text: String) -> String {
  let limit = 80
  let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
  return shown.debugDescription
}

/// A number as JSON would write it (`50`, `0.5`).
func jsonNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
