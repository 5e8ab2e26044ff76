import Foundation
import WebDriver

/// What changed between a base snapshot and a new one: frames (pixels, through Chromium's canvas),
/// curves (largest difference in % of travel over one time axis), definitions, added and removed
/// variants. ``changes`` counts what is beyond the tolerances; `snapshot` exits 1 when it isn't 0.
struct SnapshotComparison {
  /// A pixel differs when one of its channels differs by more than this (of 255).
  static let channelTolerance = 2

  struct FrameChange {
    var campaign: String
    var variant: String
    var frame: SnapshotManifest.Frame
    /// `changed`, `added` (no such frame in the base) or `removed` (none in the new snapshot).
    var kind: String
    var differing = 0
    var total = 0
    var sizeChanged = false
    /// Files relative to the compare page's folder.
    var baseImage: String?
    var newImage: String?
    var overlayImage: String?
  }

  struct CurveChange {
    var campaign: String
    var variant: String
    var transition: String
    /// Fraction of travel.
    var largest: Double
    var base: SnapshotCurve
    var new: SnapshotCurve
  }

  struct VariantChange {
    var campaign: String
    var variant: String
    /// `added`, `removed` or `definition` (the definition differs: `fields` lists each path, base → new).
    var kind: String
    var fields: [(path: String, base: String, new: String)] = []
  }

  var frames: [FrameChange] = []
  var curves: [CurveChange] = []
  var variants: [VariantChange] = []
  var framesCompared = 0
  var curvesCompared = 0
  var tolerance: Double
  var curveTolerance: Double

  /// Everything beyond the tolerances.
  var changes: Int { frames.count + curves.count + variants.count }

  /// Compares `new` (in `newFolder`) with `base` (in `baseFolder`); copies the base and new frames of
  /// what changed and writes their difference overlays under `pageFolder` (`base/…`, `new/…`,
  /// `diff/…`), so the page and its folder stand alone (a CI artifact).
  static func compare(
    base: SnapshotManifest, baseFolder: URL, new: SnapshotManifest, newFolder: URL, pageFolder: URL,
    browser: SnapshotBrowser, tolerance: Double, curveTolerance: Double
  ) async throws -> SnapshotComparison {
    var result = SnapshotComparison(tolerance: tolerance, curveTolerance: curveTolerance)
    try? FileManager.default.removeItem(at: pageFolder)
    try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
    for (campaign, variant) in union(base, new) {
      guard let before = base.variant(campaign, variant) else {
        result.variants.append(VariantChange(campaign: campaign, variant: variant, kind: "added"))
        continue
      }
      guard let after = new.variant(campaign, variant) else {
        result.variants.append(VariantChange(campaign: campaign, variant: variant, kind: "removed"))
        continue
      }
      let fields = SnapshotDefinitionDiff.fields(before.definition, after.definition)
      if !fields.isEmpty {
        result.variants.append(
          VariantChange(campaign: campaign, variant: variant, kind: "definition", fields: fields))
      }
      for transition in SnapshotRenderer.transitions {
        result.curvesCompared += 1
        let largest = after.curve(transition).largestDifference(from: before.curve(transition))
        if largest * 100 > curveTolerance {
          result.curves.append(
            CurveChange(
              campaign: campaign, variant: variant, transition: transition, largest: largest,
              base: before.curve(transition), new: after.curve(transition)))
        }
      }
      let baseFrames = Dictionary(before.frames.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      let newKeys = Set(after.frames.map(\.key))
      for frame in after.frames {
        result.framesCompared += 1
        var change = FrameChange(campaign: campaign, variant: variant, frame: frame, kind: "changed")
        change.newImage = "new/" + frame.file
        let newData = try Data(contentsOf: newFolder.appendingPathComponent(frame.file))
        guard let old = baseFrames[frame.key] else {
          change.kind = "added"
          try write(newData, to: pageFolder.appendingPathComponent(change.newImage!))
          result.frames.append(change)
          continue
        }
        let oldData = try Data(contentsOf: baseFolder.appendingPathComponent(old.file))
        if oldData == newData { continue }
        let difference = try await browser.run(
          SnapshotScripts.difference,
          [
            .string(oldData.base64EncodedString()), .string(newData.base64EncodedString()),
            .number(Double(channelTolerance)),
          ])
        if let error = difference["error"]?.string {
          throw CommandFailure("Chromium could not compare \(old.file) with \(frame.file): \(error)")
        }
        change.differing = difference["differing"]?.int ?? 0
        change.total = max(1, difference["total"]?.int ?? 1)
        change.sizeChanged = difference["sizeChanged"]?.bool ?? false
        guard Double(change.differing) * 100 / Double(change.total) > tolerance || change.sizeChanged else {
          continue
        }
        change.baseImage = "base/" + old.file
        change.overlayImage = "diff/" + frame.file
        try write(oldData, to: pageFolder.appendingPathComponent(change.baseImage!))
        try write(newData, to: pageFolder.appendingPathComponent(change.newImage!))
        try write(
          Data(base64Encoded: difference["overlay"]?.string ?? "") ?? Data(),
          to: pageFolder.appendingPathComponent(change.overlayImage!))
        result.frames.append(change)
      }
      for old in before.frames where !newKeys.contains(old.key) {
        var change = FrameChange(campaign: campaign, variant: variant, frame: old, kind: "removed")
        change.baseImage = "base/" + old.file
        try write(
          try Data(contentsOf: baseFolder.appendingPathComponent(old.file)),
          to: pageFolder.appendingPathComponent(change.baseImage!))
        result.frames.append(change)
      }
    }
    return result
  }

  /// Every (campaign, variant) of either manifest: the new one's order, then what only the base has.
  static func union(_ base: SnapshotManifest, _ new: SnapshotManifest) -> [(String, String)] {
    var seen = Set<String>()
    var pairs: [(String, String)] = []
    for manifest in [new, base] {
      for campaign in manifest.campaigns {
        for variant in campaign.variants where seen.insert(campaign.id + "\u{0}" + variant.id).inserted {
          pairs.append((campaign.id, variant.id))
        }
      }
    }
    return pairs
  }

  private static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}
