import Analytics
import Foundation
import Testing

@Suite("Report statistics against SciPy")
struct ReportStatisticsTests {
  static let fixtures = ReportFixtures.shared

  @Test func theFixturesAreReadable() throws {
    let fixtures = try ReportFixtures.load()
    #expect(fixtures.cases.count >= 15)
    #expect(fixtures.z == WilsonInterval.z95)
    #expect(fixtures.normalTwoSided.count >= 10 && fixtures.chi2Sf.count >= 30)
  }

  @Test(arguments: fixtures?.cases ?? [])
  func everyStatisticMatchesSciPy(_ fixture: ReportFixtures.Case) {
    let report = fixture.report()
    #expect(report.variants.map(\.id) == fixture.expected.variants.map(\.id))
    for (label, actual, expected) in comparisons(fixture) {
      #expect(
        matchesReference(actual, expected),
        "\(label): \(actual.map { "\($0)" } ?? "nil") vs SciPy \(expected.map { "\($0)" } ?? "nil")")
    }
    #expect(report.warnings.map(\.code.rawValue) == fixture.expected.warnings)
  }

  @Test(arguments: fixtures?.cases ?? [])
  func countsAndFiltersAreEchoed(_ fixture: ReportFixtures.Case) {
    let report = fixture.report()
    #expect(report.source.rawValue == fixture.source)
    #expect(report.from == fixture.from && report.to == fixture.to)
    for (variant, configured) in zip(report.variants, fixture.variants) {
      let counts = fixture.counts.first { $0.variant == variant.id }
      #expect(variant.weight == configured.weight)
      #expect(variant.impressions == counts?.impressions ?? 0 && variant.users == counts?.users ?? 0)
      #expect(variant.taps == counts?.taps ?? 0 && variant.closes == counts?.closes ?? 0)
    }
  }

  @Test func normalTailMatchesSciPy() throws {
    let points = try #require(Self.fixtures?.normalTwoSided)
    for point in points {
      let p = NormalDistribution.twoSidedPValue(z: point.z)
      #expect(matchesReference(p, point.p), "z = \(point.z): \(p) vs SciPy \(point.p)")
    }
  }

  @Test func chiSquareTailMatchesSciPy() throws {
    let points = try #require(Self.fixtures?.chi2Sf)
    for point in points {
      let p = ChiSquare.survival(x: point.x, degreesOfFreedom: point.df)
      #expect(matchesReference(p, point.p), "x = \(point.x), df = \(point.df): \(p) vs SciPy \(point.p)")
    }
  }

  /// Prints the largest relative deviation from SciPy over every reference value (for the record).
  @Test func largestDeviationFromSciPyIsTiny() throws {
    let fixtures = try #require(Self.fixtures)
    var worst = (deviation: 0.0, label: "none")
    func record(_ label: String, _ actual: Double?, _ expected: Double?) {
      let value = deviation(actual, expected)
      if value > worst.deviation { worst = (value, label) }
    }
    for fixture in fixtures.cases {
      for (label, actual, expected) in comparisons(fixture) {
        record("\(fixture.name) \(label)", actual, expected)
      }
    }
    print(
      "largest deviation from SciPy \(fixtures.scipy) in the reports: \(worst.deviation) (\(worst.label))")
    for point in fixtures.normalTwoSided {
      record("normal z=\(point.z)", NormalDistribution.twoSidedPValue(z: point.z), point.p)
    }
    for point in fixtures.chi2Sf {
      record(
        "chi2 x=\(point.x) df=\(point.df)", ChiSquare.survival(x: point.x, degreesOfFreedom: point.df),
        point.p)
    }
    print("largest deviation from SciPy \(fixtures.scipy) overall: \(worst.deviation) (\(worst.label))")
    #expect(worst.deviation < 1e-9)
  }
}
