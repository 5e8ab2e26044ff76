import Analytics

extension ReportFixtures {
  /// Reads the document's JSON.
  init(_ document: JSONCell) throws {
    guard let gbstats = document["gbstats"].string, let scipy = document["scipy"].string,
      let z = document["z"].number
    else { throw FixtureError("the fixture file lacks its versions or z") }
    self.gbstats = gbstats
    self.scipy = scipy
    self.z = z
    cases = try document["cases"].elements.map(Case.init)
    normalTwoSided = document["normal_two_sided"].elements.map {
      ($0["z"].number ?? .nan, $0["p"].number ?? .nan)
    }
    chi2Sf = document["chi2_sf"].elements.map {
      ($0["x"].number ?? .nan, Int($0["df"].number ?? 0), $0["p"].number ?? .nan)
    }
  }
}

extension ReportFixtures.Case {
  init(_ cell: JSONCell) throws {
    guard let name = cell["name"].string else { throw FixtureError("a case has no name") }
    self.name = name
    plannedUsers = cell["planned_users"].number.map { Int($0) }
    variants = cell["variants"].elements.map {
      ConfiguredVariant(id: $0["id"].string ?? "", weight: $0["weight"].number ?? 0)
    }
    records = cell["records"].elements.map { record in
      let f = record.elements
      return (
        f[0].string, f[1].string ?? "", Int(f[2].number ?? 0), Int(f[3].number ?? 0), Int(f[4].number ?? 0)
      )
    }
    let sums = cell["sums"]
    self.sums = ReportSums(
      variants: sums["variants"].elements.map(Self.variantSums),
      multipleVariantUsers: Int(sums["multiple_variant_users"].number ?? 0))
    expected = cell["expected"]
  }

  private static func variantSums(_ cell: JSONCell) -> VariantSums {
    func int(_ key: String) -> Int { Int(cell[key].number ?? -1) }
    return VariantSums(
      variant: cell["variant"].string ?? "", units: int("units"), users: int("users"),
      usersTapped: int("users_tapped"), impressions: int("impressions"), taps: int("taps"),
      closes: int("closes"), tapsSquared: int("taps_squared"), impressionsSquared: int("impressions_squared"),
      tapsTimesImpressions: int("taps_times_impressions"), anonymousImpressions: int("anonymous_impressions"),
      unmatched: int("unmatched"), closesSquared: int("closes_squared"),
      closesTimesImpressions: int("closes_times_impressions"))
  }
}

/// A fixture file that can't be read.
struct FixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
