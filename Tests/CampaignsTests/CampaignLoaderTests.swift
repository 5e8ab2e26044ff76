import Campaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

@Suite struct CampaignLoaderTests {
  static let repositoryRoot = ServerProcess.repositoryRoot

  @Test func loadsOnlyJSONFilesSortedById() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("zeta.json", CampaignText.file(id: #""zeta""#))
    try folder.writeCampaign("alpha.json", CampaignText.file(id: #""alpha""#))
    try folder.writeCampaign("notes.txt", "not a campaign")
    try folder.writeCampaign(".alpha.json.swp", "{")
    try folder.writeCampaign(".#zeta.json", "{")
    try FileManager.default.createDirectory(
      atPath: folder.campaigns + "/old.json", withIntermediateDirectories: true)
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.isValid, "\(load.problems)")
    #expect(load.catalog.ids == ["alpha", "zeta"])
    #expect(load.catalog.campaign(id: "zeta")?.title == "Promo")
    #expect(load.catalog.campaign(id: "beta") == nil)
    let zeta = try #require(load.catalog.campaign(id: "zeta"))
    #expect(load.catalog.variantIDs(ofCampaign: "zeta") == zeta.variants.map { $0.id })
    #expect(load.catalog.variantIDs(ofCampaign: "zeta")?.isEmpty == false)
    #expect(load.catalog.variantIDs(ofCampaign: "beta") == nil)
  }

  @Test func problemsOfEveryFileAreCollectedAndValidFilesStillLoad() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("good.json", CampaignText.file(id: #""good""#))
    try folder.writeCampaign("bad-a.json", CampaignText.file(id: #""bad-a""#, title: nil))
    try folder.writeCampaign("bad-b.json", "{")
    let load = CampaignLoader(directory: folder.campaigns).load()
    #expect(!load.isValid)
    #expect(load.problems.map(\.file) == ["bad-a.json", "bad-b.json"])
    #expect(load.catalog.ids == ["good"])
  }

  @Test func aMissingFolderIsOneProblemNamingIt() {
    let load = CampaignLoader(directory: "/nonexistent/campaigns").load()
    #expect(
      load.problems.map(\.description) == [
        "/nonexistent/campaigns: The campaign folder does not exist or can't be read."
      ])
  }

  @Test func aMissingPublicFolderIsOneProblemNamingIt() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("a.json", CampaignText.file(id: #""a""#))
    try folder.writeCampaign("b.json", CampaignText.file(id: #""b""#))
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: "/nonexistent/public").load()
    #expect(load.problems.map(\.file) == ["/nonexistent/public"])
  }

  @Test func bannerLinksMayNotLeaveThePublicFolder() throws {
    let folder = try CampaignFolder()
    try folder.write("<svg/>", to: "secret.svg")
    try FileManager.default.createSymbolicLink(
      atPath: folder.publicFolder + "/banners/out.svg", withDestinationPath: folder.root.path + "/secret.svg")
    try folder.writeCampaign("promo.json", CampaignText.file(banner: #""banners/out.svg""#))
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.problems.map(\.field) == ["banner"])
  }

  @Test func theShippedCampaignsAreValidAndCoverEveryPresetAndAnABTest() throws {
    let load = CampaignLoader(
      directory: ShippedCampaigns.folder, publicDirectory: ShippedCampaigns.publicFolder
    )
    .load()
    #expect(load.problems.isEmpty, "\(load.problems)")
    let campaigns = load.catalog.campaigns
    let singlePresets = campaigns.filter { $0.variants.count == 1 }.map(\.control.style.preset)
    #expect(Set(singlePresets) == Set(DialogDefinition.presetNames))
    #expect(campaigns.contains { $0.actionURL.isEmpty })
    let abTests = campaigns.filter { $0.variants.count == 2 }
    #expect(
      abTests.contains { campaign in
        let b = campaign.variants[1]
        return !b.style.overrides.isEmpty && b.banner != campaign.banner
      })
  }

  @Test func theShippedBannersAreSmallSVGs() throws {
    let folder = Self.repositoryRoot.appendingPathComponent("Public/banners")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".svg")
    }
    #expect(names.count >= 7)
    for name in names {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      #expect(data.count < 4096, "\(name) is \(data.count) bytes")
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(name)")
      #expect(text.contains("Gradient"), "\(name) has no gradient")
    }
  }
}
