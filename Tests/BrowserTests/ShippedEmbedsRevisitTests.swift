import Campaigns
import Foundation
import TestSupport
import Testing

/// In a real Chromium with its cache on, every embed of every shipped campaign (`Resources/Campaigns`)
/// presents on the first visit, the second visit and after a reload, with no CSP violation logged.
/// One browser for every case.
@Suite(.serialized, .sharedBrowser)
struct ShippedEmbedsRevisitTests {
  /// Every (campaign, variant) pair shipped.
  static let embeds: [(campaign: String, variant: String)] = {
    let campaigns = (try? ShippedCampaigns.store().catalog.campaigns) ?? []
    return campaigns.flatMap { campaign in campaign.variants.map { (campaign.id, $0.id) } }
  }()

  @Test func everyCampaignShipsAnEmbed() {
    #expect(Self.embeds.count >= 7)
  }

  @Test(arguments: embeds)
  func presentsOnTheFirstAndSecondVisitAndAfterAReload(campaign: String, variant: String) async throws {
    let server = try ServerProcess()
    var components = URLComponents(
      url: server.baseURL.appendingPathComponent("embed/\(campaign)"), resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "variant", value: variant)]
    let embed = components.url!
    try await withBrowser(name: "ShippedEmbedsRevisitTests.\(campaign)-\(variant)") { browser in
      for name in ["first visit", "second visit", "reload"] {
        try await step(name) {
          if name == "reload" { try await browser.reload() } else { try await browser.navigate(to: embed) }
          try await browser.waitForPresented()
        }
        try await browser.expectNoCSPViolations("\(campaign) \(variant), \(name)")
      }
    }
  }
}
