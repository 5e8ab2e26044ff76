import Foundation
import TestSupport
import Testing

/// `dialog-preview snapshot` (issue 44, part 4), the built binary driving its own Chromium: the
/// shipped campaigns rendered, rendered again and compared (clean, and the same bytes), then one
/// variant's spring damping edited: the compare page, opened in Chromium, lists exactly the frames
/// whose PNGs changed, all of that variant, and its changed curve. Two devices and both appearances
/// (every device would triple the time and prove nothing more about the comparison). The tests run
/// side by side (only the first drives a browser of its own; each snapshot runs its Chromium).
@Suite
struct SnapshotCommandTests {
  static let scope = ["--devices", "iphone-15,ipad-pro-13", "--appearances", "light,dark"]

  @Test func anEditedSpringListsExactlyItsVariantsChangedFramesAndCurves() async throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let campaigns = root.appendingPathComponent("campaigns")
    try FileManager.default.copyItem(
      at: ServerProcess.repositoryRoot.appendingPathComponent("Resources/Campaigns"), to: campaigns)
    let base = try await Self.snapshot(root, "base", campaigns: campaigns)
    #expect(base.code == 0, "\(base.stderr)")
    #expect(base.stdout.contains("frames and manifest.json written"), "\(base.stdout)")
    try Self.expectPresentedDrawnAlike(root, "base")

    // The same tree again and an edited copy, both compared with the base, rendered side by side
    // (each run waits on its Chromium more than it computes).
    let edits = root.appendingPathComponent("campaigns-edited")
    try FileManager.default.copyItem(at: campaigns, to: edits)
    let file = edits.appendingPathComponent("summer-sale.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"damping\": 0.75"))
    try text.replacingOccurrences(of: "\"damping\": 0.75", with: "\"damping\": 0.5")
      .write(to: file, atomically: true, encoding: .utf8)
    // One page's fingerprint in the base made another's: that page is drawn again, not copied.
    try Self.forgeFingerprint(root.appendingPathComponent("base"), "welcome-back", "A", "iphone-15", "dark")
    async let sameRun = Self.snapshot(
      root, "same", campaigns: campaigns, compare: "base", extra: ["--render-all"])
    async let editedRun = Self.snapshot(root, "edited", campaigns: edits, compare: "base")
    let (same, edited) = try await (sameRun, editedRun)
    #expect(same.code == 0, "\(same.stdout)\(same.stderr)")
    #expect(same.stdout.contains("no change from"), "\(same.stdout)")
    #expect(!same.stdout.contains("copied from"), "--render-all draws every frame: \(same.stdout)")
    // 336 frames: summer-sale B's 48 drawn (its page changed), the forged page's 12 drawn, the rest copied.
    #expect(edited.stdout.contains("276 of 336 frames were of pages unchanged"), "\(edited.stdout)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("same/compare/diff").path))
    try Self.expectSameBytes(root, "base", "same")
    #expect(edited.code == 1, "\(edited.stdout)\(edited.stderr)")

    // What changed, read independently of the command: PNG bytes and curve samples, file by file.
    let before = try Self.manifest(root.appendingPathComponent("base"))
    let after = try Self.manifest(root.appendingPathComponent("edited"))
    var differingBytes: [(key: String, old: Data, new: Data)] = []
    var changedCurves = Set<String>()
    for (key, frame) in after.frames {
      let old = try Data(contentsOf: root.appendingPathComponent("base/" + (before.frames[key] ?? "?")))
      let new = try Data(contentsOf: root.appendingPathComponent("edited/" + frame))
      if old != new { differingBytes.append((key, old, new)) }
    }
    for (key, samples) in after.curves where before.curves[key] != samples { changedCurves.insert(key) }
    // The style's `curve` drives both transitions: both curves change, and nothing else does.
    #expect(changedCurves == ["summer-sale B present", "summer-sale B dismiss"], "\(changedCurves.sorted())")

    let page = root.appendingPathComponent("edited/compare/index.html")
    let (comparedFrames, expectedCurves) = (differingBytes, changedCurves)
    try await withBrowser { browser in
      // The frames whose pixels changed by the documented rule (more than 0.01 % of them off by more
      // than 2 of 255 in a channel), decoded here through an <img> and a canvas of the test's own.
      try await browser.navigate(to: URL(string: "about:blank")!)
      var expectedFrames = Set<String>()
      for frame in comparedFrames {
        let share = try await browser.executeAsyncScript(
          """
          var done = arguments[2];
          function pixels(base64) {
            return new Promise(function (resolve) {
              var image = new Image();
              image.onload = function () {
                var canvas = document.createElement("canvas");
                canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                var context = canvas.getContext("2d");
                context.drawImage(image, 0, 0);
                resolve(context.getImageData(0, 0, canvas.width, canvas.height).data);
              };
              image.src = "data:image/png;base64," + base64;
            });
          }
          Promise.all([pixels(arguments[0]), pixels(arguments[1])]).then(function (both) {
            var a = both[0], b = both[1], off = 0;
            if (a.length !== b.length) { done(100); return; }
            for (var i = 0; i < a.length; i += 4) {
              for (var c = 0; c < 4; c++) { if (Math.abs(a[i + c] - b[i + c]) > 2) { off++; break; } }
            }
            done(off * 100 / (a.length / 4));
          });
          """, .string(frame.old.base64EncodedString()), .string(frame.new.base64EncodedString()))
        if (share.double ?? 100) > 0.01 { expectedFrames.insert(frame.key) }
      }
      #expect(!expectedFrames.isEmpty)
      #expect(expectedFrames.allSatisfy { $0.hasPrefix("summer-sale B ") }, "\(expectedFrames.sorted())")
      try await browser.navigate(to: page)
      let shown = try await browser.executeScript(
        """
        var q = function (s) { return Array.prototype.slice.call(document.querySelectorAll(s)); };
        return {
          sections: q("section").map(function (s) { return s.dataset.campaign + " " + s.dataset.variant; }),
          frames: q("[data-change=frame]").map(function (li) {
            var s = li.closest("section");
            return [s.dataset.campaign, s.dataset.variant, li.dataset.device, li.dataset.appearance,
              li.dataset.transition, li.dataset.fraction].join(" ");
          }),
          curves: q("[data-change=curve]").map(function (f) {
            var s = f.closest("section");
            return s.dataset.campaign + " " + s.dataset.variant + " " + f.dataset.transition;
          }),
          polylines: q("[data-change=curve] polyline").map(function (p) { return p.dataset.curve; }),
          definition: q("[data-change=definition]").map(function (u) { return u.textContent; }).join(" | "),
          images: q("img").length,
          broken: q("img").filter(function (i) { return !i.complete || i.naturalWidth === 0; })
            .map(function (i) { return i.getAttribute("src"); }),
          summary: document.querySelector(".summary").dataset.changes
        };
        """)
      #expect(shown["sections"] == ["summer-sale B"])
      let listed = Set((shown["frames"]?.array ?? []).compactMap(\.string))
      #expect(
        listed == expectedFrames,
        "listed only: \(listed.subtracting(expectedFrames).sorted()); missing: \(expectedFrames.subtracting(listed).sorted())"
      )
      #expect(Set((shown["curves"]?.array ?? []).compactMap(\.string)) == expectedCurves)
      #expect(shown["polylines"] == ["base", "new", "base", "new"])
      #expect(
        shown["definition"]?.string?.contains("damping: 0.75 → 0.5") == true, "\(shown["definition"] ?? nil)")
      #expect(shown["images"]?.int == listed.count * 3)
      #expect(shown["broken"] == [], "images that did not load: \(shown["broken"] ?? nil)")
      #expect(shown["summary"]?.string == String(listed.count + expectedCurves.count + 1))
    }
  }

  @Test func compareGitRendersTheRevisionAsTheBase() async throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let repository = root.appendingPathComponent("repo")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: ServerProcess.repositoryRoot.appendingPathComponent("Resources/Campaigns"),
      to: repository.appendingPathComponent("campaigns"))
    try FileManager.default.copyItem(
      at: ServerProcess.repositoryRoot.appendingPathComponent("Public"),
      to: repository.appendingPathComponent("public"))
    for command in [
      ["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
    ] {
      #expect(try Self.git(command, in: repository) == 0)
    }
    let file = repository.appendingPathComponent("campaigns/summer-sale.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "\"overlayAlpha\": 0.6", with: "\"overlayAlpha\": 0.3")
      .write(to: file, atomically: true, encoding: .utf8)
    let result = try await ServerProcess.runOnThread([
      "snapshot", "--out", root.appendingPathComponent("out").path, "--campaigns",
      repository.appendingPathComponent("campaigns").path, "--public",
      repository.appendingPathComponent("public").path,
      "--compare-git", "HEAD", "--devices", "iphone-15", "--appearances", "light",
    ])
    #expect(result.code == 1, "\(result.stdout)\(result.stderr)")
    // The revision's other six variants are the same pages: their frames are copied, not drawn.
    #expect(result.stdout.contains("72 of 84 frames were of pages unchanged"), "\(result.stdout)")
    let page = try String(contentsOf: root.appendingPathComponent("out/compare/index.html"), encoding: .utf8)
    #expect(page.contains("data-campaign=\"summer-sale\" data-variant=\"B\""))
    #expect(page.components(separatedBy: "<section").count == 2, "only summer-sale B changed")
    #expect(page.contains("<code>overlay.alpha</code>: 0.6 → 0.3"), "\(page.prefix(3000))")

    // --campaign: the review of summer-sale alone, the revision's summer-sale as its base (24 frames a
    // side: B's 12 drawn, A's copied); the manifest holds summer-sale only.
    let one = try await ServerProcess.runOnThread([
      "snapshot", "--out", root.appendingPathComponent("one").path, "--campaigns",
      repository.appendingPathComponent("campaigns").path, "--public",
      repository.appendingPathComponent("public").path,
      "--compare-git", "HEAD", "--devices", "iphone-15", "--appearances", "light", "--campaign",
      "summer-sale",
    ])
    #expect(one.code == 1, "\(one.stdout)\(one.stderr)")
    #expect(one.stderr.contains("rendering 24 frames"), "\(one.stderr)")
    #expect(one.stdout.contains("12 of 24 frames were of pages unchanged"), "\(one.stdout)")
    let oneFrames = try Self.manifest(root.appendingPathComponent("one")).frames.keys
    #expect(oneFrames.count == 24 && oneFrames.allSatisfy { $0.hasPrefix("summer-sale ") }, "\(oneFrames)")
    let onePage = try String(
      contentsOf: root.appendingPathComponent("one/compare/index.html"), encoding: .utf8)
    #expect(onePage.components(separatedBy: "<section").count == 2 && onePage.contains("data-variant=\"B\""))
    let unknownCampaign = try await ServerProcess.runOnThread([
      "snapshot", "--out", root.appendingPathComponent("none").path, "--campaigns",
      repository.appendingPathComponent("campaigns").path, "--public",
      repository.appendingPathComponent("public").path, "--campaign", "summer-sale,nope",
    ])
    #expect(unknownCampaign.code == 1)
    #expect(
      unknownCampaign.stderr.contains("has no campaign \"nope\"; it has app-update, new-feature,"),
      "\(unknownCampaign.stderr)")

    let unknown = try await ServerProcess.runOnThread([
      "snapshot", "--out", root.appendingPathComponent("out2").path, "--campaigns",
      repository.appendingPathComponent("campaigns").path, "--public",
      repository.appendingPathComponent("public").path,
      "--compare-git", "no-such-revision", "--devices", "iphone-15",
    ])
    #expect(unknown.code == 1)
    #expect(unknown.stderr.contains("no-such-revision"), "\(unknown.stderr)")
  }

  @Test func aMissingChromiumIsAClearErrorNamingThePackages() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    // A compare page left by an earlier run describes another comparison: it goes.
    let stale = root.appendingPathComponent("out/compare/index.html")
    try FileManager.default.createDirectory(
      at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("earlier".utf8).write(to: stale)
    let result = try ServerProcess.run(
      ["snapshot", "--out", root.appendingPathComponent("out").path],
      environment: ["CHROMIUM_BIN": root.appendingPathComponent("no-chromium").path])
    #expect(result.code == 1)
    #expect(result.stderr.contains("chromium-driver"), "\(result.stderr)")
    #expect(result.stderr.contains("apt-get install chromium chromium-driver"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/manifest.json").path))
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    let usage = try ServerProcess.run(["snapshot"])
    #expect(usage.code == 2 && usage.stderr.contains("--out"), "\(usage.stderr)")
  }

  // MARK: - Helpers

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dp-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func snapshot(
    _ root: URL, _ out: String, campaigns: URL, compare: String? = nil, extra: [String] = []
  ) async throws -> (code: Int32, stdout: String, stderr: String) {
    var arguments =
      [
        "snapshot", "--out", root.appendingPathComponent(out).path, "--campaigns", campaigns.path, "--public",
        ServerProcess.repositoryRoot.appendingPathComponent("Public").path,
      ] + extra
    if let compare { arguments += ["--compare", root.appendingPathComponent(compare).path] }
    return try await ServerProcess.runOnThread(arguments + (compare == nil ? scope : []))
  }

  /// Gives one page's frames in a snapshot's manifest a fingerprint no page has (JSONSerialization,
  /// not the command's types); every frame had one.
  static func forgeFingerprint(
    _ folder: URL, _ campaign: String, _ variant: String, _ device: String, _ appearance: String
  ) throws {
    let file = folder.appendingPathComponent("manifest.json")
    var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var campaigns = json["campaigns"] as? [[String: Any]] ?? []
    var forged = 0
    for c in campaigns.indices where campaigns[c]["id"] as? String == campaign {
      var variants = campaigns[c]["variants"] as? [[String: Any]] ?? []
      for v in variants.indices where variants[v]["id"] as? String == variant {
        var frames = variants[v]["frames"] as? [[String: Any]] ?? []
        for f in frames.indices {
          #expect((frames[f]["inputs"] as? String)?.count == 64, "a SHA-256 in hex")
          if frames[f]["device"] as? String == device && frames[f]["appearance"] as? String == appearance {
            frames[f]["inputs"] = String(repeating: "0", count: 64)
            forged += 1
          }
        }
        variants[v]["frames"] = frames
      }
      campaigns[c]["variants"] = variants
    }
    json["campaigns"] = campaigns
    #expect(forged == 12, "6 instants × 2 transitions")
    try JSONSerialization.data(withJSONObject: json).write(to: file)
  }

  /// A manifest's frames by `campaign variant device appearance transition fraction` and curves'
  /// samples by `campaign variant transition`, read with JSONSerialization (not the command's types).
  /// No flaky pixels: every frame of the second run is the first's, byte for byte (not only within
  /// the tolerance). Under load a paused animation's layer once rendered a banner scaled far down a
  /// few levels off in about one run of six; frames are now drawn as still pages.
  static func expectSameBytes(_ root: URL, _ first: String, _ second: String) throws {
    let one = try manifest(root.appendingPathComponent(first)).frames
    let two = try manifest(root.appendingPathComponent(second)).frames
    #expect(one.keys.sorted() == two.keys.sorted())
    var unequal: [String] = []
    for (key, file) in one {
      let a = try Data(contentsOf: root.appendingPathComponent("\(first)/\(file)"))
      let b = try? Data(contentsOf: root.appendingPathComponent("\(second)/\(two[key] ?? "?")"))
      if a != b { unequal.append(key) }
    }
    #expect(unequal.isEmpty, "frames that differ between two runs of an unchanged tree: \(unequal.sorted())")
  }

  /// The presented dialog is drawn alike at the end of the present (no animation left) and at the
  /// start of the dismiss (a paused animation, drawn as a still copy): the still page shows the
  /// state itself, whatever animation holds it.
  static func expectPresentedDrawnAlike(_ root: URL, _ folder: String) throws {
    let frames = try manifest(root.appendingPathComponent(folder)).frames
    var pairs = 0
    var unlike: [String] = []
    for (key, file) in frames where key.hasSuffix(" present 1") {
      let start = String(key.dropLast(" present 1".count)) + " dismiss 0"
      let a = try Data(contentsOf: root.appendingPathComponent("\(folder)/\(file)"))
      let b = try? Data(contentsOf: root.appendingPathComponent("\(folder)/\(frames[start] ?? "?")"))
      pairs += 1
      if a != b { unlike.append(key) }
    }
    #expect(pairs == 28, "7 variants × 2 devices × 2 appearances")
    #expect(unlike.isEmpty, "presented frames drawn unlike the dismiss's first: \(unlike.sorted())")
  }

  static func manifest(_ folder: URL) throws -> (frames: [String: String], curves: [String: [Double]]) {
    let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var frames: [String: String] = [:]
    var curves: [String: [Double]] = [:]
    for campaign in json["campaigns"] as? [[String: Any]] ?? [] {
      let id = campaign["id"] as? String ?? "?"
      for variant in campaign["variants"] as? [[String: Any]] ?? [] {
        let name = "\(id) \(variant["id"] as? String ?? "?")"
        for transition in ["present", "dismiss"] {
          curves["\(name) \(transition)"] = (variant[transition] as? [String: Any])?["samples"] as? [Double]
        }
        for frame in variant["frames"] as? [[String: Any]] ?? [] {
          let fraction = (frame["fraction"] as? NSNumber)?.doubleValue ?? -1
          let shown = fraction == fraction.rounded() ? String(Int(fraction)) : String(fraction)
          let key = [
            name, frame["device"] as? String ?? "?", frame["appearance"] as? String ?? "?",
            frame["transition"] as? String ?? "?", shown,
          ].joined(separator: " ")
          frames[key] = frame["file"] as? String ?? "?"
        }
      }
    }
    return (frames, curves)
  }

  static func git(_ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
