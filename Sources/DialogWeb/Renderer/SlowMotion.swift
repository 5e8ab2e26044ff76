import DialogMotion

/// The slow-motion factor (`slow`) the embed, the QA page and the compare view take: every duration
/// is multiplied by it. The one home of its bounds: the routes check a value against ``range`` and
/// refuse it with ``refusal``, and the pages' sliders take their `min` and `max` from it.
public enum SlowMotion {
  /// From real time to twenty times slower.
  public static let range: ClosedRange<Double> = 1...20

  /// The sentence a value outside ``range`` (or not a number) gets.
  public static var refusal: String {
    "slow must be a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))."
  }

  /// `text` as a factor within ``range``; nil when it is not a finite number in range.
  public static func factor(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite, range.contains(value) else { return nil }
    return value
  }

  /// The `min` and `max` attributes of a slider over ``range``.
  static var sliderBounds: [(String, String?)] {
    [("min", NumberText.shortest(range.lowerBound)), ("max", NumberText.shortest(range.upperBound))]
  }
}
