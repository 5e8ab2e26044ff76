import Foundation
import TestSupport
import Testing

/// The privacy manifests of the libraries an app links: every API of Apple's required-reason list
/// that a target's code calls is declared in that target's `PrivacyInfo.xcprivacy` with a reason
/// Apple accepts, and nothing else is (an upload whose code calls one undeclared is refused,
/// ITMS-91053). The scan reads the sources with comments and strings blanked.
@Suite struct PrivacyManifestTests {
  /// The targets an app links that have a manifest, and DialogMotion, which has none (pure Swift, no
  /// resources) and so must call none of those APIs.
  static let manifestTargets = ["DialogCampaigns", "DialogEvents", "DialogMotionUIKit"]
  static let sources = ServerProcess.repositoryRoot.appendingPathComponent("Sources")

  static func uses(of target: String) throws -> [String: [String]] {
    let folder = sources.appendingPathComponent(target)
    var all: [String: [String]] = [:]
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    #expect(!files.isEmpty, "no Swift files in \(folder.path)")
    for file in files.sorted(by: { $0.path < $1.path }) {
      let code = SwiftCode.blanked(try String(contentsOf: file, encoding: .utf8))
      let name = String(file.path.dropFirst(sources.path.count + 1))
      all.merge(RequiredReasonAPI.uses(in: code, file: name)) { $0 + $1 }
    }
    return all
  }

  static func manifestFile(of target: String) throws -> URL {
    let folder = sources.appendingPathComponent(target)
    let found =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "PrivacyInfo.xcprivacy" } ?? []
    return try #require(found.first, "\(target) has no PrivacyInfo.xcprivacy")
  }

  @Test(arguments: manifestTargets)
  func everyRequiredReasonAPICalledIsDeclaredWithItsReason(target: String) throws {
    let manifest = try PrivacyManifest(contentsOf: Self.manifestFile(of: target))
    let problems = manifest.problems(for: try Self.uses(of: target))
    #expect(problems.isEmpty, "\(target)'s PrivacyInfo.xcprivacy: \(problems.joined(separator: "\n"))")
    #expect(manifest.tracking == false, "\(target) declares NSPrivacyTracking false")
  }

  @Test func dialogMotionCallsNoRequiredReasonAPI() throws {
    let uses = try Self.uses(of: "DialogMotion")
    #expect(uses.isEmpty, "DialogMotion has no privacy manifest; give it one or drop: \(uses)")
  }

  /// DialogEvents sends the install id and the dialogs' interactions; the other two send nothing.
  @Test func theCollectedDataIsDeclaredWhereItIsSent() throws {
    let events = try PrivacyManifest(contentsOf: Self.manifestFile(of: "DialogEvents"))
    #expect(
      Set(events.collectedDataTypes)
        == ["NSPrivacyCollectedDataTypeDeviceID", "NSPrivacyCollectedDataTypeProductInteraction"])
    for target in ["DialogCampaigns", "DialogMotionUIKit"] {
      #expect(try PrivacyManifest(contentsOf: Self.manifestFile(of: target)).collectedDataTypes.isEmpty)
    }
  }

  /// Each manifest is in its target's resource bundle as built (`<package>_<target>.resources`), so
  /// it ships inside the app.
  @Test(arguments: manifestTargets)
  func theManifestIsInTheBuiltBundle(target: String) throws {
    let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let bundled = try ["", "..", "../.."].map { build.appendingPathComponent($0) }.compactMap { folder in
      let file = folder.appendingPathComponent("dialog-preview_\(target).resources/PrivacyInfo.xcprivacy")
      return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }.first.map { try Data(contentsOf: $0) }
    #expect(bundled == (try Data(contentsOf: Self.manifestFile(of: target))), "near \(build.path)")
  }

  /// The check itself: a `stat` added to a target without the manifest's entry fails it, the entry
  /// with Apple's reason passes, a wrong reason or an unused entry fails; comments and strings don't count.
  @Test func aCallWithoutItsEntryFailsTheCheck() {
    let code = SwiftCode.blanked(
      """
      // stat(path) in a comment, /* UserDefaults /* nested */ too */
      let text = "stat(\\"x\\") and UserDefaults", raw = #"systemUptime"#
      let block = \"""
        mach_absolute_time()
        \"""
      var status = stat()
      if stat(path, &status) == 0 {}
      """)
    let uses = RequiredReasonAPI.uses(in: code, file: "F.swift")
    #expect(uses.keys.sorted() == ["NSPrivacyAccessedAPICategoryFileTimestamp"], "\(uses)")
    #expect(uses["NSPrivacyAccessedAPICategoryFileTimestamp"] == ["F.swift:6: stat(", "F.swift:7: stat("])
    let fileTimestamp = "NSPrivacyAccessedAPICategoryFileTimestamp"
    #expect(PrivacyManifest(accessedAPIs: [:]).problems(for: uses).count == 1)
    #expect(PrivacyManifest(accessedAPIs: [fileTimestamp: ["C617.1"]]).problems(for: uses).isEmpty)
    #expect(PrivacyManifest(accessedAPIs: [fileTimestamp: ["CA92.1"]]).problems(for: uses).count == 1)
    #expect(PrivacyManifest(accessedAPIs: [fileTimestamp: []]).problems(for: uses).count == 1)
    #expect(PrivacyManifest(accessedAPIs: [fileTimestamp: ["C617.1"]]).problems(for: [:]).count == 1)
    let others = RequiredReasonAPI.uses(
      in: "UserDefaults.standard; ProcessInfo.processInfo.systemUptime; statfs(p, &s); x.fstat(1)",
      file: "G.swift")
    #expect(
      others.keys.sorted() == [
        "NSPrivacyAccessedAPICategoryDiskSpace", "NSPrivacyAccessedAPICategoryFileTimestamp",
        "NSPrivacyAccessedAPICategorySystemBootTime", "NSPrivacyAccessedAPICategoryUserDefaults",
      ])
  }
}
