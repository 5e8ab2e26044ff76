/// Small range checks that produce ``ValidationProblem``s with uniform sentences.
struct Checks {
  private(set) var problems: [ValidationProblem] = []

  mutating func add(_ path: String, _ message: String) {
    problems.append(ValidationProblem(path: path, message: message))
  }

  mutating func append(_ more: [ValidationProblem], under path: String) {
    problems += more.prefixed(by: path)
  }

  static func show(_ value: Double) -> String { NumberText.format(value, maxFractionDigits: 6) }

  /// A finite number in `range`.
  mutating func inRange(_ value: Double, _ range: ClosedRange<Double>, _ path: String, _ what: String) {
    guard !(value.isFinite && range.contains(value)) else { return }
    add(
      path,
      "\(what) must be between \(Self.show(range.lowerBound)) and \(Self.show(range.upperBound)), got \(Self.show(value))."
    )
  }

  /// A finite number > 0 and ≤ `maximum`.
  mutating func positive(_ value: Double, atMost maximum: Double? = nil, _ path: String, _ what: String) {
    if !value.isFinite || value <= 0 {
      add(path, "\(what) must be greater than 0, got \(Self.show(value)).")
    } else if let maximum, value > maximum {
      add(path, "\(what) must be at most \(Self.show(maximum)), got \(Self.show(value)).")
    }
  }

  /// A finite number ≥ 0.
  mutating func nonNegative(_ value: Double, _ path: String, _ what: String) {
    guard !(value.isFinite && value >= 0) else { return }
    add(path, "\(what) must be 0 or more, got \(Self.show(value)).")
  }

  /// Any finite number.
  mutating func finite(_ value: Double, _ path: String, _ what: String) {
    guard !value.isFinite else { return }
    add(path, "\(what) must be a finite number, got \(Self.show(value)).")
  }
}
