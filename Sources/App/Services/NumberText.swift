/// Numbers as short text for messages (`20`, `2.5`).
enum NumberText {
  static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
