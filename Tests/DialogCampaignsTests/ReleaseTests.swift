import Foundation
import TestSupport
import Testing

/// What an app team's legal review and SwiftPM need: a licence, and one version that the changelog,
/// the iOS guide's package line and the README agree on (docs/development.md, "Releases").
@Suite struct ReleaseTests {
  static let root = ServerProcess.repositoryRoot

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The newest released version in CHANGELOG.md (`## [X.Y.Z] - YYYY-MM-DD`, `[Unreleased]` aside).
  static func newestVersion() throws -> String {
    let heading = try NSRegularExpression(
      pattern: #"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$"#, options: .anchorsMatchLines)
    let changelog = try text("CHANGELOG.md")
    let match = try #require(
      heading.firstMatch(in: changelog, range: NSRange(changelog.startIndex..., in: changelog)))
    return String(changelog[Range(match.range(at: 1), in: changelog)!])
  }

  @Test func theGuidePinsTheNewestReleaseNotABranch() throws {
    let version = try Self.newestVersion()
    let guide = try Self.text("docs/ios.md")
    #expect(guide.contains(#"from: "\#(version)""#), "docs/ios.md pins \(version)")
    #expect(!guide.contains(#"branch: "main""#))
    #expect(try Self.text("README.md").contains(#"from: "\#(version)""#))
  }

  @Test func aPermissiveLicenceIsThereAndTheReadmeNamesIt() throws {
    let licence = try Self.text("LICENSE")
    #expect(licence.hasPrefix("MIT License"))
    #expect(licence.contains("Permission is hereby granted, free of charge"))
    #expect(try Self.text("README.md").contains("MIT (LICENSE)"))
  }
}
