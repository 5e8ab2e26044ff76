import Foundation
import TestSupport
import Testing

/// Campaigns through the real executable: `check`, `serve` refusing a broken folder, live reload.
@Suite struct CampaignProcessTests {
  /// However many campaigns ship: the count comes from the folder (a campaign file added the
  /// documented way must not fail this test).
  @Test func checkPassesTheShippedCampaigns() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ShippedCampaigns.folder).filter {
      $0.hasSuffix(".json") && !$0.hasPrefix(".")
    }
    #expect(!files.isEmpty)
    let result = try ServerProcess.run(["check"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout == "\(files.count) campaign\(files.count == 1 ? "" : "s") OK\n")
    // Only warnings (banner crops, CheckCropWarningTests), which leave the exit status 0.
    #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") }, "\(result.stderr)")
  }

  @Test func checkFailsABrokenFolderWithOneLinePerProblemNamingTheFile() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("good.json", CampaignFolder.campaign(id: "good", title: "Good"))
    try folder.writeCampaign(
      "two-problems.json", CampaignFolder.campaign(id: "other", title: "", extra: #" "colour": 1,"#))
    try folder.writeCampaign("syntax.json", "{\"id\": \"syntax\",\n}")
    let result = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 1)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "syntax.json: The file is not valid JSON: line 2, column 1: a comma before '}' is not allowed in JSON.",
        #"two-problems.json: colour: Unknown key "colour" in a campaign; the allowed keys are id, title, banner, bannerDescription, actionURL, variants, plannedUsers."#,
        #"two-problems.json: id: id "other" must equal the file name without .json, "two-problems"; rename one of them."#,
        "two-problems.json: title: title must not be empty; give the campaign a name of 1 to 200 characters.",
      ])
  }

  @Test func checkTakesItsFoldersFromTheEnvironmentToo() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("good.json", CampaignFolder.campaign(id: "good", title: "Good"))
    let result = try ServerProcess.run(
      ["check"],
      environment: [
        "DIALOG_PREVIEW_CAMPAIGNS": folder.campaigns, "DIALOG_PREVIEW_PUBLIC": folder.publicFolder,
      ])
    #expect(result.code == 0)
    #expect(result.stdout == "1 campaign OK\n")
  }

  @Test func checkNamesAMissingBannerFile() throws {
    let folder = try CampaignFolder()
    try FileManager.default.removeItem(atPath: folder.publicFolder + "/banners/a.svg")
    try folder.writeCampaign("good.json", CampaignFolder.campaign(id: "good", title: "Good"))
    let result = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 1)
    #expect(result.stderr.hasPrefix("good.json: banner: "))
  }

  @Test(arguments: [["check", "--bogus"], ["check", "extra"], ["check", "--campaigns"]])
  func checkUsageErrorsExit2(arguments: [String]) throws {
    let result = try ServerProcess.run(arguments)
    #expect(result.code == 2)
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func serveRefusesToStartOnABrokenFolder() throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign(
      "promo.json", CampaignFolder.campaign(id: "promo", title: "Promo", extra: #" "weight": 2,"#))
    let result = try ServerProcess.run([
      "serve", "--port", "0", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(result.code == 1)
    #expect(!result.stdout.contains("listening"))
    #expect(result.stderr.contains(#"campaigns: promo.json: weight: Unknown key "weight" in a campaign"#))
    #expect(result.stderr.contains("has 1 problem"))
  }

  /// The watcher polls every 250 ms and reloads a file once it held still for one poll, so an edit is
  /// live in about half a second; the test prints the measured delay but allows 5 s (no timed
  /// assertions: these machines are noisy and suites run in parallel).
  @Test func aValidEditIsServedWithoutARestart() async throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", CampaignFolder.campaign(id: "promo", title: "One"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let log = StderrLog(server)
    #expect(try await title(server, "promo") == "One")
    try folder.writeCampaign("promo.json", CampaignFolder.campaign(id: "promo", title: "Two"))
    let written = Date()
    while try await title(server, "promo") != "Two", Date().timeIntervalSince(written) < 5 {
      try await Task.sleep(for: .milliseconds(25))
    }
    #expect(try await title(server, "promo") == "Two")
    print("campaign reload: live after \(Int(Date().timeIntervalSince(written) * 1000)) ms")
    try folder.writeCampaign("added.json", CampaignFolder.campaign(id: "added", title: "Added"))
    #expect(log.waitForLine(containing: ["campaigns: reloaded 2", "added"]))
    #expect(try await title(server, "added") == "Added")
    #expect(server.stop() == 0)
  }

  @Test func anInvalidEditKeepsTheLastValidCampaignsAndLogsTheProblem() async throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", CampaignFolder.campaign(id: "promo", title: "One"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let log = StderrLog(server)
    try folder.writeCampaign(
      "promo.json", CampaignFolder.campaign(id: "promo", title: "Two", extra: #" "colour": 1,"#))
    #expect(log.waitForLine(containing: ["campaigns: promo.json: colour: Unknown key"]))
    #expect(log.contents.contains("campaigns: edit rejected"))
    #expect(try await title(server, "promo") == "One")
    let css = try await HTTPClient.request(server.baseURL.appendingPathComponent("campaigns/promo.css"))
    #expect(css.status == 200)
    #expect(server.stop() == 0)
  }

  @Test func assignOverHTTP() async throws {
    let server = try ServerProcess()
    let vectors = try AssignmentVectors.load()
    let sale = try #require(vectors.cases.first { $0.campaign == "summer-sale" })
    for vector in sale.vectors.prefix(12) {
      var components = URLComponents(
        url: server.baseURL.appendingPathComponent("api/assign"), resolvingAgainstBaseURL: false)!
      let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))
      components.percentEncodedQuery = [("campaign", "summer-sale"), ("user", vector.user)]
        .map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
      let result = try await HTTPClient.request(components.url!)
      #expect(result.status == 200)
      let answer = try JSONSerialization.jsonObject(with: result.body) as? [String: String]
      #expect(answer == ["campaign": "summer-sale", "user": vector.user, "variant": vector.variant])
    }
    let bad = try await HTTPClient.request(URL(string: "\(server.baseURL)/api/assign?campaign=summer-sale")!)
    #expect(bad.status == 400)
    #expect(bad.text.contains("\"error\""))
  }

  /// The title `GET /api/campaigns/{id}` answers, or nil.
  func title(_ server: ServerProcess, _ id: String) async throws -> String? {
    let result = try await HTTPClient.request(server.baseURL.appendingPathComponent("api/campaigns/\(id)"))
    return (try? JSONSerialization.jsonObject(with: result.body) as? [String: Any])?["title"] as? String
  }
}
