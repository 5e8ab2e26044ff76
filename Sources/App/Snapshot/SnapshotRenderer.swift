import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import WebDriver

/// Renders a catalog's variants through a running server's `/embed/*` in Chromium: for each variant,
/// device and appearance, one page load, paused as the QA filmstrip pauses its frames (present,
/// pause, seek to each instant; for the dismiss, the present run to its end, then dismiss, pause,
/// seek), each frame drawn as a still page (``SnapshotScripts/freeze``, undone by `thaw` before the
/// next seek) and a PNG of `.dp-screen` at the device's size in points (scale 1).
struct SnapshotRenderer {
  let browser: SnapshotBrowser
  /// `http://127.0.0.1:PORT` of the server.
  let origin: String
  let out: URL
  let devices: [DeviceModel]
  let appearances: [Appearance]
  /// Written to stderr: `snapshot: CAMPAIGN VARIANT (i/n): …`.
  let progress: @Sendable (String) -> Void

  static let fractions = PreviewModel.filmstripFractions
  static let transitions = ["present", "dismiss"]

  /// Renders every variant of `catalog`; answers the manifest (also written to `out/manifest.json`).
  func render(_ catalog: CampaignCatalog) async throws -> SnapshotManifest {
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
    var campaigns: [SnapshotManifest.Campaign] = []
    let started = Date()
    for campaign in catalog.campaigns {
      var variants: [SnapshotManifest.Variant] = []
      for variant in campaign.variants {
        done += 1
        guard let definition = variant.definition else { continue }
        var shot: [SnapshotManifest.Frame] = []
        for device in devices {
          try await browser.setViewport(width: device.portraitSize.width, height: device.portraitSize.height)
          for appearance in appearances {
            shot += try await frames(campaign.id, variant.id, definition, device, appearance)
          }
        }
        variants.append(
          SnapshotManifest.Variant(
            id: variant.id, banner: variant.banner, definition: definition,
            present: SnapshotCurve(definition.present), dismiss: SnapshotCurve(definition.dismiss),
            frames: shot))
        let seconds = Date().timeIntervalSince(started)
        progress(
          "\(campaign.id) \(variant.id) (\(done)/\(total)): \(shot.count) frames, \(Int(seconds)) s so far")
      }
      campaigns.append(SnapshotManifest.Campaign(id: campaign.id, variants: variants))
    }
    let manifest = SnapshotManifest(
      fractions: Self.fractions, devices: devices.map(\.rawValue), appearances: appearances.map(\.rawValue),
      campaigns: campaigns)
    try SnapshotFiles.write(manifest, to: manifestFile)
    return manifest
  }

  /// One page load: the present's frames, then the dismiss's.
  private func frames(
    _ campaign: String, _ variant: String, _ definition: DialogDefinition, _ device: DeviceModel,
    _ appearance: Appearance
  ) async throws -> [SnapshotManifest.Frame] {
    try await browser.navigate(embedURL(campaign, variant, device, appearance))
    let settled = try await browser.run(SnapshotScripts.settle)
    for url in settled["missing"]?.array ?? [] {
      progress(
        "warning: \(campaign) \(variant): the banner \(url.string ?? "?") did not load; drawn as missing")
    }
    let present = definition.present.duration * 1000
    try await commands([["present"], ["pause"]])
    var result: [SnapshotManifest.Frame] = []
    for transition in Self.transitions {
      if transition == "dismiss" {
        try await commands([["seek", .number(max(0, present - 1))], ["play"]], phase: "presented")
        try await commands([["dismiss"], ["pause"]])
      }
      let duration = definition.transition(for: transition == "present" ? .present : .dismiss).duration * 1000
      for fraction in Self.fractions {
        let ms = (fraction * duration).rounded()
        try await commands([["seek", .number(ms)]])
        let file =
          "frames/\(campaign)/\(variant)/\(device.rawValue)-\(appearance.rawValue)-\(transition)-"
          + String(format: "%03d", Int((fraction * 100).rounded())) + ".png"
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
            fraction: fraction, tMs: ms, file: file))
      }
    }
    return result
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
