/// Parses `--name value`, `--name=value` and boolean `--flag` options, with environment fallbacks
/// `DIALOG_PREVIEW_<NAME>` (upper case, `-` as `_`); a flag wins over the variable.
struct OptionParser {
  private var values: [String: String] = [:]
  private(set) var positionals: [String] = []

  /// Splits the arguments; unknown options are usage errors. Only the options in `fromEnvironment`
  /// (all of them when nil) fall back to their `DIALOG_PREVIEW_*` variable.
  init(
    _ arguments: [String], valued: Set<String>, flags: Set<String> = [], environment: [String: String],
    fromEnvironment: Set<String>? = nil
  ) throws {
    for name in fromEnvironment ?? valued.union(flags) {
      let variable = "DIALOG_PREVIEW_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
      if let value = environment[variable] { values[name] = value }
    }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else {
        positionals.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if flags.contains(name) {
        values[name] = inline ?? "true"
      } else if valued.contains(name) {
        if let inline {
          values[name] = inline
        } else if index < arguments.count {
          values[name] = arguments[index]
          index += 1
        } else {
          throw UsageError("The option --\(name) needs a value.")
        }
      } else {
        throw UsageError("Unknown option --\(name); see --help.")
      }
    }
  }

  /// The raw value of an option (flag or environment), if set.
  func value(_ name: String) -> String? { values[name] }

  /// A boolean flag: `1`, `true`, `yes`, `on` are true; `0`, `false`, `no`, `off` false.
  func flag(_ name: String) throws -> Bool {
    guard let value = values[name] else { return false }
    switch value.lowercased() {
    case "1", "true", "yes", "on": return true
    case "0", "false", "no", "off", "": return false
    default: throw UsageError("The option --\(name) takes true or false, not \(value.debugDescription).")
    }
  }

  /// An integer within a range.
  func integer(_ name: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
    guard let text = values[name] else { return fallback }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        "The option --\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(text.debugDescription)."
      )
    }
    return number
  }

  /// A non-negative number.
  func number(_ name: String, default fallback: Double, range: ClosedRange<Double>) throws -> Double {
    guard let text = values[name] else { return fallback }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw UsageError(
        "The option --\(name) must be a number from \(range.lowerBound) to \(range.upperBound), not \(text.debugDescription)."
      )
    }
    return number
  }
}
