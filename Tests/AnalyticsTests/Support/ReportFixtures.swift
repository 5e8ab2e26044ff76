import Analytics
import Foundation
import Testing

/// `Fixtures/report-fixtures.json`: SciPy reference values written by `scripts/report-fixtures.py`.
struct ReportFixtures: Decodable, Sendable {
  /// One count set and the statistics SciPy computed for it.
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    struct Variant: Decodable, Sendable {
      var id: String
      var weight: Double
    }
    struct Counts: Decodable, Sendable {
      var variant: String
      var impressions, users, taps, closes: Int
    }
    struct ExpectedVariant: Decodable, Sendable {
      var id: String
      var ctr, ctrLow, ctrHigh, closeRate, lift, pValue: Double?
    }
    struct Expected: Decodable, Sendable {
      var variants: [ExpectedVariant]
      var srmPValue: Double?
      var warnings: [String]
    }

    var name: String
    var source: String
    var from: String?
    var to: String?
    var variants: [Variant]
    var counts: [Counts]
    var expected: Expected

    var testDescription: String { name }

    /// The report this case's inputs give.
    func report() -> Report {
      Report(
        campaign: "fixture", variants: variants.map { ConfiguredVariant(id: $0.id, weight: $0.weight) },
        counts: counts.map {
          VariantCounts(
            variant: $0.variant, impressions: $0.impressions, users: $0.users, taps: $0.taps,
            closes: $0.closes)
        }, source: SourceFilter(rawValue: source) ?? .all, from: from, to: to)
    }
  }
  struct NormalPoint: Decodable, Sendable {
    var z, p: Double
  }
  struct ChiSquarePoint: Decodable, Sendable {
    var x: Double
    var df: Int
    var p: Double
  }

  var scipy: String
  var z: Double
  var cases: [Case]
  var normalTwoSided: [NormalPoint]
  var chi2Sf: [ChiSquarePoint]

  /// The committed fixtures, read once; `nil` if the file is missing or malformed (a test reports it).
  static let shared: ReportFixtures? = try? load()

  static func load() throws -> ReportFixtures {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/report-fixtures.json")
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(ReportFixtures.self, from: Data(contentsOf: url))
  }
}

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

/// Whether `actual` matches the reference: relative 1e-9, or absolute 1e-12 where the reference is 0;
/// `nil` only with `nil`.
func matchesReference(_ actual: Double?, _ expected: Double?) -> Bool {
  guard let expected else { return actual == nil }
  return deviation(actual, expected) <= (expected == 0 ? 1e-12 : 1e-9)
}

/// Every statistic of `fixture`'s report beside its reference: (label, actual, expected).
func comparisons(_ fixture: ReportFixtures.Case) -> [(String, Double?, Double?)] {
  let report = fixture.report()
  var rows: [(String, Double?, Double?)] = [("srm_p_value", report.srmPValue, fixture.expected.srmPValue)]
  for (variant, expected) in zip(report.variants, fixture.expected.variants) {
    rows += [
      ("\(variant.id).ctr", variant.ctr, expected.ctr),
      ("\(variant.id).ctr_low", variant.ctrLow, expected.ctrLow),
      ("\(variant.id).ctr_high", variant.ctrHigh, expected.ctrHigh),
      ("\(variant.id).close_rate", variant.closeRate, expected.closeRate),
      ("\(variant.id).lift", variant.lift, expected.lift),
      ("\(variant.id).p_value", variant.pValue, expected.pValue),
    ]
  }
  return rows
}
