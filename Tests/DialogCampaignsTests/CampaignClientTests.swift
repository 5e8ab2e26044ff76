import DialogCampaigns
import DialogMotion
import Foundation
import TestSupport
import Testing

/// The campaign client against the real server (`.build/debug/dialog-preview serve` as a child
/// process): ETag revalidation seen in the server's access log, offline from the cache, the
/// banner resolved and cached, assignment equal to `/api/assign`.
struct CampaignClientTests {
  /// A cache folder of its own per test, removed afterwards.
  final class Scratch {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dp-client-\(UUID().uuidString)")
    var cache: URL { root.appendingPathComponent("cache") }
    var install: URL { root.appendingPathComponent("install") }
    deinit { try? FileManager.default.removeItem(at: root) }
  }

  func client(_ server: ServerProcess, _ scratch: Scratch, user: String? = nil) throws -> CampaignClient {
    try CampaignClient(
      baseURL: server.baseURL, installID: try InstallID.load(in: scratch.install), userID: user,
      cacheFolder: scratch.cache)
  }

  @Test func theCampaignIsTheServersWithItsDefinitions() async throws {
    let server = try ServerProcess()
    let scratch = Scratch()
    let fetched = try await client(server, scratch).campaign("summer-sale")
    #expect(fetched.source == .network)
    let campaign = fetched.value
    #expect(campaign.title == "Summer sale")
    #expect(campaign.variants.map(\.id) == ["A", "B"])
    #expect(campaign.variants[0].definition == .campaignFade)
    let b = try #require(campaign.variants[1].definition)
    #expect(b.name == "spring-from-source")
    #expect(b.overlay.alpha == 0.6)
    #expect(b.present.duration == 0.6)
    #expect(b.present.curve == .spring(UIKitSpring(dampingRatio: 0.75, initialVelocity: 0.4)))
    #expect(campaign.variants[1].actionURL == "https://example.com/campaign/summer-sale?variant=b")
  }

  @Test func aSecondFetchRevalidatesWithTheETagAndGetsA304() async throws {
    let server = try ServerProcess()
    let scratch = Scratch()
    let client = try client(server, scratch)
    #expect(try await client.campaign("summer-sale").source == .network)
    let etag = try #require(client.cache.entry(for: client.campaignURL("summer-sale"))?.etag)
    #expect(etag.hasPrefix("\""))
    let again = try await client.campaign("summer-sale")
    #expect(again.source == .revalidated)
    #expect(again.value.title == "Summer sale")
    // The server saw one 200 and one 304 for the campaign.
    let log = StderrLog(server)
    #expect(log.waitForLine(containing: ["path=/api/campaigns/summer-sale", "status=304"]))
    let lines = server.stderrLog.text.split(separator: "\n").filter {
      $0.contains("path=/api/campaigns/summer-sale ")
    }
    #expect(lines.filter { $0.contains("status=200") }.count == 1)
    #expect(lines.filter { $0.contains("status=304") }.count == 1)
  }

  @Test func anEditedCampaignIsFetchedAgainInFull() async throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", CampaignFolder.campaign(id: "promo", title: "One"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let scratch = Scratch()
    let client = try client(server, scratch)
    #expect(try await client.campaign("promo").value.title == "One")
    try folder.writeCampaign("promo.json", CampaignFolder.campaign(id: "promo", title: "Two"))
    // Fetched once the server says it reloaded the folder (its log line), not polled against the wall
    // clock: that counted the time this task waited for a thread (the cooperative pool is as wide as the
    // cores, and other suites' blocking waits hold it) and, in a fresh-clone CI run, gave up after a
    // single fetch that came back 54 s later without asking again. Up to 600 looks at the log, 100 ms
    // apart in this task's own time.
    var reloaded = false
    for _ in 0..<600 where !reloaded {
      reloaded = server.stderrText.split(separator: "\n").contains {
        $0.contains("campaigns: reloaded") && $0.contains("promo")
      }
      if !reloaded { try await Task.sleep(for: .milliseconds(100)) }
    }
    #expect(reloaded, "the server never reloaded the edit: \(server.stderrText)")
    let fetched = try await client.campaign("promo")
    #expect(fetched.value.title == "Two", "the server's log: \(server.stderrText)")
    #expect(fetched.source == .network)
    #expect(try await client.campaign("promo").source == .revalidated)
  }

  @Test func offlineTheCampaignAndItsBannerComeFromTheCache() async throws {
    let scratch = Scratch()
    let baseURL: URL
    let online: LoadedCampaign
    do {
      let server = try ServerProcess()
      baseURL = server.baseURL
      online = try await client(server, scratch, user: "anon-42").load("summer-sale")
      #expect(online.source == .network)
      #expect(server.stop() == 0)
    }
    // The app restarts without a network: a new client on the same cache, the server gone.
    let offline = try CampaignClient(
      baseURL: baseURL, installID: try InstallID.load(in: scratch.install), userID: "anon-42",
      cacheFolder: scratch.cache, timeout: 2)
    let loaded = try await offline.load("summer-sale")
    #expect(loaded.source == .cache)
    #expect(loaded.campaign == online.campaign)
    #expect(loaded.variant == online.variant)
    #expect(loaded.banner == online.banner)
    #expect(try await offline.banner(for: loaded.variant).source == .cache)
    // Nothing cached: a clear error instead.
    await #expect(throws: CampaignClientError.self) { try await offline.campaign("new-feature") }
  }

  @Test func theBannerIsResolvedAgainstTheBaseURLAndRevalidated() async throws {
    let server = try ServerProcess()
    let scratch = Scratch()
    let client = try client(server, scratch, user: "anon-42")
    let loaded = try await client.load("summer-sale")
    let expectedPath = loaded.variant.id == "B" ? "banners/summer-sale-b.png" : "banners/summer-sale.png"
    #expect(loaded.bannerURL == server.baseURL.appendingPathComponent(expectedPath))
    let file = ServerProcess.repositoryRoot.appendingPathComponent("Public/" + expectedPath)
    #expect(loaded.banner == (try Data(contentsOf: file)))
    #expect(loaded.banner.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG: UIImage(data:) decodes it")
    #expect(try await client.banner(for: loaded.variant).source == .revalidated)
    #expect(StderrLog(server).waitForLine(containing: ["path=/\(expectedPath)", "status=304"]))
  }

  @Test func bannerURLsKeepABasePathAndAbsoluteURLs() throws {
    let variant = RemoteCampaign.Variant(
      id: "A", style: DialogStyle(preset: "pop-grow"), weight: 1, banner: "banners/a.svg", actionURL: "")
    #expect(
      variant.bannerURL(relativeTo: URL(string: "https://host.example/preview")!)?.absoluteString
        == "https://host.example/preview/banners/a.svg")
    #expect(
      variant.bannerURL(relativeTo: URL(string: "https://host.example/")!)?.absoluteString
        == "https://host.example/banners/a.svg")
    var remote = variant
    remote.banner = "https://cdn.example/x.png"
    #expect(
      remote.bannerURL(relativeTo: URL(string: "https://host.example/preview")!)?.absoluteString
        == "https://cdn.example/x.png")
    #expect(variant.action == nil)
  }

  @Test func anUnknownCampaignIsNotFound() async throws {
    let server = try ServerProcess()
    let scratch = Scratch()
    await #expect(throws: CampaignClientError.notFound(campaign: "nope")) {
      try await client(server, scratch).campaign("nope")
    }
  }

  @Test func theAssignmentIsTheServersForUsersAndForTheInstallID() async throws {
    let server = try ServerProcess()
    let scratch = Scratch()
    let anonymous = try client(server, scratch)
    let campaign = try await anonymous.campaign("summer-sale").value
    var users = (0..<150).map { "user-\($0)" } + ["anon-42", "ユーザー", "a b&c=d", anonymous.installID.value]
    users += (0..<50).map { _ in UUID().uuidString.lowercased() }
    var counts: [String: Int] = [:]
    for user in users {
      let expected = try await Self.assign(server, campaign: "summer-sale", user: user)
      let local = try #require(campaign.variant(forUser: user)).id
      #expect(local == expected, "user \(user)")
      counts[local, default: 0] += 1
    }
    #expect(counts.keys.sorted() == ["A", "B"])
    // Without a user id the install id is the user.
    #expect(anonymous.user == anonymous.installID.value)
    let loaded = try await anonymous.load("summer-sale")
    #expect(loaded.user == anonymous.installID.value)
    #expect(loaded.variant.id == (try await Self.assign(server, campaign: "summer-sale", user: loaded.user)))
    // With one, the app's id wins.
    let named = try client(server, scratch, user: "user-7")
    #expect(
      try await named.load("summer-sale").variant.id
        == (try await Self.assign(server, campaign: "summer-sale", user: "user-7")))
  }

  /// `GET /api/assign?campaign=…&user=…`'s variant.
  static func assign(_ server: ServerProcess, campaign: String, user: String) async throws -> String {
    let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))
    let query = "campaign=\(campaign)&user=\(user.addingPercentEncoding(withAllowedCharacters: allowed)!)"
    let result = try await HTTPClient.request(URL(string: "\(server.baseURL)/api/assign?\(query)")!)
    let answer = try JSONSerialization.jsonObject(with: result.body) as? [String: String]
    return try #require(answer?["variant"])
  }
}
