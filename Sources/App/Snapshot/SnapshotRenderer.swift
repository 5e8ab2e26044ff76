import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import WebDriver

/// Renders a catalog's variants through a running server's `/embed/*` in Chromium: for each variant,
/// device and appearance, one page load, paused as the QA filmstrip pauses its frames (present,
/// pause, seek to each instant; for the dismiss, the present run to its end, then dismiss, pause,
/// seek), each frame drawn as a still page (``SnapshotScripts/freeze``, undone by `thaw` before the
/// next seek) and a PNG of `.dp-screen` at the device's size in points (scale 1). With a base
/// (``reuse``), a page whose fingerprint (``SnapshotFingerprint``) equals the base's for the same
/// variant, device and appearance gets the base's PNGs copied instead of drawn again.
struct SnapshotRenderer {
  let browser: SnapshotBrowser
  /// The server's port on 127.0.0.1.
  let port: UInt16
  var origin: String { "http://127.0.0.1:\(port)" }
  let out: URL
  let devices: [DeviceModel]
  let appearances: [Appearance]
  /// Chromium's version (part of every fingerprint).
  let chromium: String
  /// The snapshot whose unchanged pages are copied, not drawn; nil draws every frame.
  let reuse: (manifest: SnapshotManifest, folder: URL)?
  /// Written to stderr: `snapshot: CAMPAIGN VARIANT (i/n): …`.
  let progress: @Sendable (String) -> Void

  static let fractions = PreviewModel.filmstripFractions
  static let transitions = ["present", "dismiss"]

  /// Renders every variant of `catalog`; answers the manifest (also written to `out/manifest.json`)
  /// and how many of its frames were copied from the base.
  func render(_ catalog: CampaignCatalog) async throws -> (manifest: SnapshotManifest, reused: Int) {
    // An earlier snapshot's frames and manifest go first: a run that fails halfway leaves no manifest
    // naming frames that are gone.
    let manifestFile = out.appendingPathComponent("manifest.json")
    if FileManager.default.fileExists(atPath: manifestFile.path) {
      try FileManager.default.removeItem(at: manifestFile)
    }
    let folder = out.appendingPathComponent("frames")
    if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let total = catalog.campaigns.reduce(0) { $0 + $1.variants.count }
    var done = 0
    var reusedFrames = 0
    var campaigns: [SnapshotManifest.Campaign] = []
    let started = Date()
    for campaign in catalog.campaigns {
      var variants: [SnapshotManifest.Variant] = []
      for variant in campaign.variants {
        done += 1
        guard let definition = variant.definition else { continue }
        var shot: [SnapshotManifest.Frame] = []
        var reused = 0
        for device in devices {
          try await browser.setViewport(width: device.portraitSize.width, height: device.portraitSize.height)
          for appearance in appearances {
            let page = try await frames(campaign.id, variant.id, definition, device, appearance)
            shot += page.frames
            if page.reused { reused += page.frames.count }
          }
        }
        reusedFrames += reused
        variants.append(
          SnapshotManifest.Variant(
            id: variant.id, banner: variant.banner, definition: definition,
            present: SnapshotCurve(definition.present), dismiss: SnapshotCurve(definition.dismiss),
            frames: shot))
        let seconds = Date().timeIntervalSince(started)
        let copied =
          reused == 0
          ? "" : " (\(reused == shot.count ? "all" : String(reused)) unchanged, copied from the base)"
        progress(
          "\(campaign.id) \(variant.id) (\(done)/\(total)): \(shot.count) frames\(copied), \(Int(seconds)) s so far"
        )
      }
      campaigns.append(SnapshotManifest.Campaign(id: campaign.id, variants: variants))
    }
    let manifest = SnapshotManifest(
      fractions: Self.fractions, devices: devices.map(\.rawValue), appearances: appearances.map(\.rawValue),
      campaigns: campaigns)
    try SnapshotFiles.write(manifest, to: manifestFile)
    return (manifest, reusedFrames)
  }

  /// One page load: the present's frames, then the dismiss's; or, when the page is the base's, the
  /// base's frames copied.
  private func frames(
    _ campaign: String, _ variant: String, _ definition: DialogDefinition, _ device: DeviceModel,
    _ appearance: Appearance
  ) async throws -> (frames: [SnapshotManifest.Frame], reused: Bool) {
    try await browser.navigate(embedURL(campaign, variant, device, appearance))
    let settled = try await browser.run(SnapshotScripts.settle)
    for url in settled["missing"]?.array ?? [] {
      progress(
        "warning: \(campaign) \(variant): the banner \(url.string ?? "?") did not load; drawn as missing")
    }
    let instants = Self.transitions.flatMap { Self.milliseconds(definition, $0) }
    let context = SnapshotFingerprint.context(
      chromium: chromium, device: device.rawValue, width: device.portraitSize.width,
      height: device.portraitSize.height, appearance: appearance.rawValue, instants: instants)
    let inputs = try await SnapshotFingerprint.take(browser, port: port, context: context)
    if let inputs, let copied = try copyFromBase(campaign, variant, device, appearance, inputs) {
      return (copied, true)
    }
    let present = definition.present.duration * 1000
    try await commands([["present"], ["pause"]])
    var result: [SnapshotManifest.Frame] = []
    for transition in Self.transitions {
      if transition == "dismiss" {
        try await commands([["seek", .number(max(0, present - 1))], ["play"]], phase: "presented")
        try await commands([["dismiss"], ["pause"]])
      }
      for (fraction, ms) in zip(Self.fractions, Self.milliseconds(definition, transition)) {
        try await commands([["seek", .number(ms)]])
        let file = Self.file(campaign, variant, device, appearance, transition, fraction)
        _ = try await browser.run(SnapshotScripts.freeze)
        let png = try await stableScreenshot()
        _ = try await browser.run(SnapshotScripts.thaw)
        let url = out.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: url)
        result.append(
          SnapshotManifest.Frame(
            device: device.rawValue, appearance: appearance.rawValue, transition: transition,
            fraction: fraction, tMs: ms, file: file, inputs: inputs))
      }
    }
    return (result, false)
  }

  /// The base's frames of this page copied to `out`, when the base drew every one of them from a
  /// page with fingerprint `inputs`; nil otherwise.
  private func copyFromBase(
    _ campaign: String, _ variant: String, _ device: DeviceModel, _ appearance: Appearance, _ inputs: String
  ) throws -> [SnapshotManifest.Frame]? {
    guard let reuse, let base = reuse.manifest.variant(campaign, variant) else { return nil }
    let page = base.frames.filter { $0.device == device.rawValue && $0.appearance == appearance.rawValue }
    let expected = Self.transitions.count * Self.fractions.count
    guard page.count == expected, page.allSatisfy({ $0.inputs == inputs }),
      page.allSatisfy({
        FileManager.default.fileExists(atPath: reuse.folder.appendingPathComponent($0.file).path)
      })
    else { return nil }
    var frames: [SnapshotManifest.Frame] = []
    for old in page {
      let file = Self.file(campaign, variant, device, appearance, old.transition, old.fraction)
      let source = reuse.folder.appendingPathComponent(old.file)
      let url = out.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.copyItem(at: source, to: url)
      var frame = old
      frame.file = file
      frames.append(frame)
    }
    return frames
  }

  /// The instants of `transition` (`present` or `dismiss`), unslowed milliseconds at each fraction
  /// of its duration, rounded as the filmstrip rounds them.
  static func milliseconds(_ definition: DialogDefinition, _ transition: String) -> [Double] {
    let duration = definition.transition(for: transition == "present" ? .present : .dismiss).duration * 1000
    return fractions.map { ($0 * duration).rounded() }
  }

  /// A frame's PNG, relative to the snapshot folder.
  static func file(
    _ campaign: String, _ variant: String, _ device: DeviceModel, _ appearance: Appearance,
    _ transition: String,
    _ fraction: Double
  ) -> String {
    "frames/\(campaign)/\(variant)/\(device.rawValue)-\(appearance.rawValue)-\(transition)-"
      + String(format: "%03d", Int((fraction * 100).rounded())) + ".png"
  }

  /// A screenshot of `.dp-screen` taken again until two in a row are the same bytes (at most 6): a
  /// frame the raster was still finishing (an image decoded late) is not kept, as visual testing
  /// tools wait for two equal captures. Not enough alone: a paused animation's layer gave two equal
  /// captures that differed from another run's under load, which the still page (`freeze`) ends.
  private func stableScreenshot() async throws -> Data {
    var last = try await browser.screenshot(of: ".dp-screen")
    for _ in 0..<5 {
      let next = try await browser.screenshot(of: ".dp-screen")
      if next == last { return next }
      last = next
    }
    return last
  }

  /// Sends the embed commands; the embed's refusal is a `CommandFailure`.
  private func commands(_ list: [[ScriptValue]], phase: String? = nil) async throws {
    let arguments: [ScriptValue] = [
      .array(list.map(ScriptValue.array)), phase.map(ScriptValue.string) ?? .null,
    ]
    let answer = try await browser.run(SnapshotScripts.commands, arguments)
    if let refusal = answer.string { throw CommandFailure("the embed refused a command: \(refusal)") }
  }

  private func embedURL(
    _ campaign: String, _ variant: String, _ device: DeviceModel, _ appearance: Appearance
  )
    -> String
  {
    var components = URLComponents(string: origin)!
    components.path = "/embed/\(campaign)"
    components.queryItems = [
      URLQueryItem(name: "variant", value: variant), URLQueryItem(name: "device", value: device.rawValue),
      URLQueryItem(name: "appearance", value: appearance.rawValue),
      URLQueryItem(name: "autoplay", value: "0"),
    ]
    return components.string!
  }
}
