import Foundation
import TestSupport
import Testing

/// Hostile campaign files through the real executable: each is refused by `dialog-preview check`
/// (exit 1, a line naming the file and the field), by `serve` at start (exit 1, the file named on
/// stderr), and on live reload (the edit rejected with a log line naming the file, the last good
/// campaigns still served). The rules one by one are in `ValidationRuleTests`; this is the whole path.
@Suite struct HostileCampaignFileTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The files to write for a campaign with this id (the first one is `{id}.json`).
    let files: @Sendable (_ id: String) -> [(name: String, text: String)]
    /// The file and field the problem must name (field "" for a file that is not valid JSON).
    let badFile: @Sendable (_ id: String) -> String
    let field: String
    var testDescription: String { name }

    init(_ name: String, field: String, text: @escaping @Sendable (_ id: String) -> String) {
      self.name = name
      self.field = field
      files = { id in [("\(id).json", text(id))] }
      badFile = { "\($0).json" }
    }

    init(
      _ name: String, field: String, files: @escaping @Sendable (String) -> [(name: String, text: String)],
      badFile: @escaping @Sendable (String) -> String
    ) {
      self.name = name
      self.field = field
      self.files = files
      self.badFile = badFile
    }
  }

  static func campaign(
    _ id: String, banner: String = #""banners/a.svg""#, actionURL: String = #""https://example.com/""#,
    variants: String = #"[{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]"#,
    extra: String = ""
  ) -> String {
    #"{"id": "\#(id)", "title": "T", "banner": \#(banner), "actionURL": \#(actionURL), \#(extra)"variants": \#(variants)}"#
  }

  static func weights(_ a: String, _ b: String) -> String {
    #"[{"id": "A", "style": "pop-grow", "weight": \#(a)}, {"id": "B", "style": "pop-shrink", "weight": \#(b)}]"#
  }

  static let cases: [Case] = [
    Case("actionURL javascript:", field: "actionURL") { campaign($0, actionURL: #""javascript:alert(1)""#) },
    Case("actionURL JAVASCRIPT:", field: "actionURL") { campaign($0, actionURL: #""JAVASCRIPT:alert(1)""#) },
    Case("actionURL space then javascript:", field: "actionURL") {
      campaign($0, actionURL: #"" javascript:alert(1)""#)
    },
    Case("actionURL control character then javascript:", field: "actionURL") {
      campaign($0, actionURL: #""\u0001javascript:alert(1)""#)
    },
    Case("actionURL java<tab>script:", field: "actionURL") {
      campaign($0, actionURL: #""java\tscript:alert(1)""#)
    },
    Case("actionURL data:", field: "actionURL") {
      campaign($0, actionURL: #""data:text/html,<script>alert(1)</script>""#)
    },
    Case("banner javascript:", field: "banner") { campaign($0, banner: #""javascript:alert(1)""#) },
    Case("banner JAVASCRIPT:", field: "banner") { campaign($0, banner: #""JAVASCRIPT:alert(1)""#) },
    Case("banner newline then javascript:", field: "banner") {
      campaign($0, banner: #""\njavascript:alert(1)""#)
    },
    Case("banner data:", field: "banner") {
      campaign($0, banner: #""data:image/svg+xml,<svg onload=alert(1)>""#)
    },
    Case("variant actionURL javascript:", field: "variants[1].actionURL") {
      campaign(
        $0,
        variants:
          #"[{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-grow", "actionURL": "jAvAsCrIpT:alert(1)"}]"#
      )
    },
    Case("variant banner data:", field: "variants[0].banner") {
      campaign($0, variants: #"[{"id": "A", "style": "pop-grow", "banner": "data:image/png;base64,AAAA"}]"#)
    },
    Case("weight negative", field: "variants[0].weight") { campaign($0, variants: weights("-1", "1")) },
    Case("weights summing to zero", field: "variants[0].weight") {
      campaign($0, variants: weights("0", "0"))
    },
    Case("weight not a number", field: "variants[1].weight") {
      campaign($0, variants: weights("1", #""50%""#))
    },
    Case("weight huge", field: "variants[0].weight") { campaign($0, variants: weights("1e308", "1e308")) },
    Case("weight beyond a double", field: "") { campaign($0, variants: weights("1e999", "1")) },
    Case("duplicate variant ids", field: "variants[1].id") {
      campaign($0, variants: #"[{"id": "A", "style": "pop-grow"}, {"id": "A", "style": "pop-shrink"}]"#)
    },
    Case("unknown preset", field: "variants[0].style") {
      campaign($0, variants: #"[{"id": "A", "style": "javascript:alert(1)"}]"#)
    },
    Case("unknown top-level key", field: "onload") { campaign($0, extra: #""onload": "alert(1)", "#) },
    Case("unknown variant key", field: "variants[0].html") {
      campaign($0, variants: #"[{"id": "A", "style": "pop-grow", "html": "<script>alert(1)</script>"}]"#)
    },
    Case("broken JSON", field: "") { String(campaign($0).dropLast(3)) },
    Case("100,000 nested arrays", field: "") {
      #"{"id": "\#($0)", "title": "# + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000) + "}"
    },
    Case(
      "duplicate campaign id across files", field: "id",
      files: { id in [("\(id).json", campaign(id)), ("\(id)-copy.json", campaign(id))] },
      badFile: { "\($0)-copy.json" }),
  ]

  /// The stderr line naming `file` and `field`, if any.
  static func line(in stderr: String, file: String, field: String, prefix: String = "") -> String? {
    let start = prefix + file + ": " + (field.isEmpty ? "The file is not valid JSON" : field + ": ")
    return stderr.split(separator: "\n").map(String.init).first { $0.hasPrefix(start) }
  }

  @Test(arguments: cases)
  func checkAndServeRefuseTheFile(_ item: Case) throws {
    let folder = try CampaignFolder()
    for file in item.files("promo") { try folder.writeCampaign(file.name, file.text) }
    let check = try ServerProcess.run([
      "check", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    #expect(check.code == 1)
    #expect(check.stdout.isEmpty)
    #expect(
      Self.line(in: check.stderr, file: item.badFile("promo"), field: item.field) != nil, "\(check.stderr)")
    let serve = try Self.runBounded([
      "serve", "--port", "0", "--campaigns", folder.campaigns, "--public", folder.publicFolder,
      "--database", "sqlite:" + folder.root.appendingPathComponent("events.sqlite").path,
    ])
    #expect(serve.code == 1)
    #expect(!serve.stdout.contains("listening"))
    #expect(
      Self.line(in: serve.stderr, file: item.badFile("promo"), field: item.field, prefix: "campaigns: ")
        != nil, "\(serve.stderr)")
  }

  /// Runs the executable to completion, killed after 10 s (a `serve` that wrongly starts would
  /// otherwise run forever): exit code (SIGKILL's 9 then), stdout, stderr.
  static func runBounded(_ arguments: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = ServerProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = ServerProcess.repositoryRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Every hostile file added to a running server's folder at once, and the good campaign edited
  /// into a hostile one: one rejected edit naming every file; the last good campaigns stay served.
  @Test func liveReloadRejectsEveryHostileFileAndKeepsTheLastGoodCampaigns() async throws {
    let folder = try CampaignFolder()
    try folder.writeCampaign("promo.json", Self.campaign("promo"))
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder,
    ])
    let log = StderrLog(server)
    var expected: [(file: String, field: String)] = [("promo.json", "actionURL")]
    for (index, item) in Self.cases.enumerated() {
      let id = "bad-\(index)"
      for file in item.files(id) { try folder.writeCampaign(file.name, file.text) }
      expected.append((item.badFile(id), item.field))
    }
    try folder.writeCampaign("promo.json", Self.campaign("promo", actionURL: #""javascript:alert(1)""#))
    // The watcher may see the writes in two polls: wait for a rejection naming every file.
    let deadline = Date().addingTimeInterval(8)
    func missing() -> [String] {
      let stderr = log.contents
      return expected.filter {
        Self.line(in: stderr, file: $0.file, field: $0.field, prefix: "campaigns: ") == nil
      }
      .map { "\($0.file) \($0.field)" }
    }
    while !missing().isEmpty && Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(missing().isEmpty, "not logged: \(missing())")
    #expect(log.contents.contains("campaigns: edit rejected"))
    #expect(!log.contents.contains("campaigns: reloaded"))
    let list = try await HTTPClient.request(server.baseURL.appendingPathComponent("api/campaigns"))
    let ids = (try JSONSerialization.jsonObject(with: list.body) as? [[String: Any]])?.compactMap {
      $0["id"] as? String
    }
    #expect(ids == ["promo"])
    let promo = try await HTTPClient.request(server.baseURL.appendingPathComponent("api/campaigns/promo"))
    #expect(
      (try JSONSerialization.jsonObject(with: promo.body) as? [String: Any])?["actionURL"] as? String
        == "https://example.com/")
    let embed = try await HTTPClient.request(server.baseURL.appendingPathComponent("embed/promo"))
    #expect(embed.status == 200)
    #expect(!embed.text.lowercased().contains("javascript:"))
    #expect(server.stop() == 0)
  }
}
