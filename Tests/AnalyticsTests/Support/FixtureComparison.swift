import Analytics
import TestSupport

/// How far `actual` is from the reference `expected`: relative error, or the absolute error when the
/// reference is 0. Both `nil` is 0; one `nil` is infinite.
func deviation(_ actual: Double?, _ expected: Double?) -> Double {
  switch (actual, expected) {
  case (nil, nil): return 0
  case (let actual?, let expected?):
    if actual == expected { return 0 }
    return expected == 0 ? abs(actual) : abs(actual - expected) / abs(expected)
  default: return .infinity
  }
}

/// Whether `actual` matches the reference: 1e-9 relative or 1e-12 absolute; `nil` only with `nil`.
func matchesReference(_ actual: Double?, _ expected: Double?) -> Bool {
  guard let expected else { return actual == nil }
  guard let actual else { return false }
  return abs(actual - expected) <= max(1e-9 * abs(expected), 1e-12)
}

/// Every figure of `fixture`'s report (its JSON, read back) beside the reference:
/// (label, actual, expected) for numbers and nulls, and the labels of values that differ otherwise.
func comparisons(_ fixture: ReportFixtures.Case) throws -> (
  numbers: [(String, Double?, Double?)], other: [String]
) {
  let json = try JSONCell.parse(fixture.report().json())
  var numbers: [(String, Double?, Double?)] = [
    ("srm_p_value", json["srm_p_value"].number, fixture.expected["srm_p_value"].number)
  ]
  var other: [String] = []
  let actualVariants = json["variants"].elements
  let expectedVariants = fixture.expected["variants"].elements
  if actualVariants.count != expectedVariants.count { other.append("variant count") }
  for (actual, expected) in zip(actualVariants, expectedVariants) {
    if actual.keys != expected.keys { other.append("\(expected["id"]) keys \(actual.keys)") }
    for key in expected.keys {
      let label = "\(expected["id"].string ?? "?").\(key)"
      switch expected[key] {
      case .number, .null: numbers.append((label, actual[key].number, expected[key].number))
      default: if actual[key] != expected[key] { other.append(label) }
      }
    }
  }
  // The close-rate guardrails (issue 43): every figure but the verdict, which is ours.
  let actualGuardrails = json["guardrails"].elements
  let expectedGuardrails = fixture.expected["guardrails"].elements
  if actualGuardrails.count != expectedGuardrails.count { other.append("guardrail count") }
  for (actual, expected) in zip(actualGuardrails, expectedGuardrails) {
    if actual["variant"] != expected["variant"] || actual["metric"].string != "close_rate" {
      other.append("guardrail \(expected["variant"])")
    }
    for key in expected.keys where key != "variant" {
      numbers.append(
        ("guardrail \(expected["variant"].string ?? "?").\(key)", actual[key].number, expected[key].number))
    }
    let p = actual["sequential_p_value_worse_holm"].number ?? 1
    if actual["verdict"].string != (p < 0.05 ? "worse" : "no_evidence") { other.append("guardrail verdict") }
  }
  let codes = json["warnings"].elements.map { $0["code"] }
  if codes != fixture.expected["warnings"].elements { other.append("warnings \(codes)") }
  return (numbers, other)
}
