import Campaigns
import HTTPServer
import TestSupport
import Testing

@testable import App

/// The report's query parameters in process: each bad value is a 400 with a sentence, with and without
/// `by` (the sliced report checks every documented parameter too, though it has no delivery section).
@Suite struct ReportQueryTests {
  static let router: Router = {
    let load = CampaignLoader(directory: ShippedCampaigns.folder).load()
    let context = TestContext.make(campaigns: CampaignStore(load.catalog))
    return try! Routes.router(
      context, publicDirectory: ServerProcess.repositoryRoot.appendingPathComponent("Public").path)
  }()

  /// `GET /api/report/summer-sale?query` (`name=value&…`, not percent-encoded).
  static func answer(_ query: String) -> (status: Int, text: String) {
    let pairs = query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
    }
    let response = router.response(
      to: Request(method: "GET", rawPath: "/api/report/summer-sale", query: pairs, headers: []))
    return (response?.status ?? 0, response?.bodyText ?? "")
  }

  @Test(arguments: ["", "by=app_version&", "by=device&", "by=device&format=csv&"])
  func aBadDeliveryGraceIsA400(prefix: String) {
    for bad in ["null", "-1", "1.5", "", "315360001", "1e3"] {
      let (status, text) = Self.answer(prefix + "delivery_grace=" + bad)
      #expect(status == 400, "\(prefix)delivery_grace=\(bad)")
      #expect(text.contains("delivery_grace must be a whole number of seconds"), "\(text)")
    }
    #expect(Self.answer(prefix + "delivery_grace=0").status == 200)
  }

  @Test(arguments: ["", "by=app_version&"])
  func aBadSourceOrDateIsA400(prefix: String) {
    #expect(Self.answer(prefix + "source=web").status == 400)
    for bad in [
      "2025-02-30", "2025-02-29", "2025-13-01", "2025-04-31", "2025-06-01T24:00:00Z", "2025-06-01T12:60:00Z",
    ] {
      #expect(Self.answer(prefix + "from=" + bad).status == 400, "from=\(bad)")
      #expect(Self.answer(prefix + "to=" + bad).status == 400, "to=\(bad)")
    }
    for good in ["2024-02-29", "2025-06-01T23:59:59Z", "2025-06-01T12:00:00.250+09:00"] {
      #expect(Self.answer(prefix + "from=" + good).status == 200, "from=\(good)")
    }
    #expect(Self.answer(prefix + "source=all").status == 200)
  }
}
