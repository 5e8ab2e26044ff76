import DialogMotion
import HTTPServer

/// The `t` parameter of the QA and compare pages as given: a number of milliseconds (unslowed), or
/// text that is not one. The route checks it against the length of the transition it is in, once it
/// knows the campaign and variant, so that a refusal can say how long that transition lasts.
struct InstantParameter: Equatable {
  /// The number given; nil when `t` was not a finite number.
  let value: Double?

  /// `t` from the query, or nil when it is absent (400 when it is given more than once).
  static func parse(_ request: Request) throws -> InstantParameter? {
    guard let text = try EmbedQuery.single(request, "t") else { return nil }
    return InstantParameter(value: Double(text).flatMap { $0.isFinite ? $0 : nil })
  }

  /// The instant when it is within 0 … `length` ms; else a 400 that names the range and what sets
  /// it: `lasts` completes "(… lasts 600 ms)", e.g. "the present transition of summer-sale B".
  /// A number given is repeated (as the number read, not the raw text); other text is not echoed.
  func checked(length: Double, lasts: String) throws -> Double {
    if let value, value >= 0, value <= length { return value }
    let ms = NumberText.shortest(length)
    let got =
      value.map { "got \(NumberText.format($0, maxFractionDigits: 3))" }
      ?? "got something that is not a number"
    throw HTTPError(400, "t must be between 0 and \(ms) ms, unslowed (\(lasts) lasts \(ms) ms), \(got).")
  }
}
