import Campaigns
import DialogMotion
import Dispatch
import Foundation

/// `dialog-preview snapshot`: renders every campaign variant × device × appearance at the filmstrip's
/// fractions of both transitions to PNG files and `manifest.json`, through a server of its own on a
/// free loopback port and headless Chromium; with a base (`--compare DIR`, `--compare-git REV`),
/// compares and writes `compare/index.html`. Exit 0: written (and nothing changed); 1: something
/// changed beyond the tolerances, or a failure; 2: usage.
enum SnapshotCommand {
  static func run(_ arguments: [String], environment: [String: String]) throws -> Int32 {
    let options = try SnapshotOptions.parse(arguments, environment: environment)
    let out = URL(fileURLWithPath: options.out).standardizedFileURL
    var base: (manifest: SnapshotManifest, folder: URL)?
    if let folder = options.compareFolder {
      let url = URL(fileURLWithPath: folder).standardizedFileURL
      var manifest = try SnapshotFiles.read(folder: url)
      if let only = options.only { manifest.campaigns.removeAll { !only.contains($0.id) } }
      base = (manifest, url)
    }
    let devices =
      try options.devices ?? base.map { try known($0.manifest.devices, DeviceModel.init) }
      ?? DeviceModel.allCases
    let appearances =
      try options.appearances ?? base.map { try known($0.manifest.appearances, Appearance.init) }
      ?? Appearance.allCases
    let current = try limited(
      try catalog(options.campaigns, options.publicDirectory, label: options.campaigns), to: options.only,
      label: options.campaigns, required: true)
    var gitBase: (root: URL, campaigns: String, publicDirectory: String)?
    if let revision = options.compareRevision {
      gitBase = try SnapshotGitBase.extract(
        revision: revision, campaigns: options.campaigns, publicDirectory: options.publicDirectory)
    }
    defer { if let root = gitBase?.root { try? FileManager.default.removeItem(at: root) } }
    let baseCatalog = try gitBase.map {
      let label = "\(options.campaigns) at \(options.compareRevision!)"
      return try limited(
        try catalog($0.campaigns, $0.publicDirectory, label: label), to: options.only, label: label,
        required: false)
    }
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    // A compare page of an earlier run would describe another comparison: it goes (a new one is written
    // when there is a base).
    try? FileManager.default.removeItem(at: out.appendingPathComponent("compare"))
    let frameCount =
      current.campaigns.reduce(0) { $0 + $1.variants.count } * devices.count * appearances.count
      * SnapshotRenderer.fractions.count * SnapshotRenderer.transitions.count
    Log.write(
      "snapshot: rendering \(frameCount) frames (\(devices.count) devices × \(appearances.count) appearances × "
        + "\(SnapshotRenderer.fractions.count * 2) instants per variant) into \(out.path)")
    let started = Date()
    let (givenBase, extracted) = (base, gitBase)
    let (result, copied): ((comparison: SnapshotComparison, base: URL)?, Int) = try blocking {
      var base = givenBase
      let browser = try await SnapshotBrowser.launch(environment: environment)
      do {
        if let gitBase = extracted, let baseCatalog {
          let folder = gitBase.root.appendingPathComponent("snapshot")
          Log.write("snapshot: rendering the base (\(options.compareRevision!)) first")
          let manifest = try await render(
            baseCatalog, gitBase.campaigns, gitBase.publicDirectory, folder, browser, devices, appearances,
            reuse: nil)
          base = (manifest.manifest, folder)
        }
        let (manifest, reused) = try await render(
          current, options.campaigns, options.publicDirectory, out, browser, devices, appearances,
          reuse: options.renderAll ? nil : base)
        var comparison: (comparison: SnapshotComparison, base: URL)?
        if let base {
          comparison = (
            try await SnapshotComparison.compare(
              base: base.manifest, baseFolder: base.folder, new: manifest, newFolder: out,
              pageFolder: out.appendingPathComponent("compare"), browser: browser,
              tolerance: options.tolerance,
              curveTolerance: options.curveTolerance), base.folder
          )
        }
        await browser.close()
        return (comparison, reused)
      } catch {
        await browser.close()
        throw error
      }
    }
    let seconds = Int(Date().timeIntervalSince(started).rounded())
    guard let (comparison, baseFolder) = result else {
      print("snapshot: \(frameCount) frames and manifest.json written to \(out.path) in \(seconds) s")
      return 0
    }
    if copied > 0 {
      print(
        "snapshot: \(copied) of \(frameCount) frames were of pages unchanged since the base, copied from it "
          + "(--render-all draws every frame)")
    }
    let page = out.appendingPathComponent("compare/index.html")
    let baseName = options.compareRevision.map { "\(options.campaigns) at \($0)" } ?? baseFolder.path
    try Data(SnapshotComparePage.html(comparison, base: baseName, new: out.path).utf8).write(to: page)
    if comparison.changes == 0 {
      print(
        "snapshot: no change from \(baseName) (\(comparison.framesCompared) frames, \(comparison.curvesCompared) curves; \(seconds) s): \(page.path)"
      )
      return 0
    }
    print(
      "snapshot: \(comparison.frames.count) frames, \(comparison.curves.count) curves and "
        + "\(comparison.variants.count) variants changed beyond the tolerances (\(seconds) s): \(page.path)")
    return 1
  }

  /// Renders `catalog` through a server of its own on `campaigns`/`publicDirectory` (events into a
  /// temporary SQLite file, removed after).
  private static func render(
    _ catalog: CampaignCatalog, _ campaigns: String, _ publicDirectory: String, _ out: URL,
    _ browser: SnapshotBrowser, _ devices: [DeviceModel], _ appearances: [Appearance],
    reuse: (manifest: SnapshotManifest, folder: URL)?
  ) async throws -> (manifest: SnapshotManifest, reused: Int) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dialog-preview-snapshot-events-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let configuration = try ServeConfiguration.parse(
      [
        "--host", "127.0.0.1", "--port", "0", "--campaigns", campaigns, "--public", publicDirectory,
        "--database", "sqlite:" + scratch.appendingPathComponent("events.sqlite").path,
      ], environment: [:])
    let server = try RunningServer.start(configuration, accessLog: false)
    defer { server.stop() }
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let renderer = SnapshotRenderer(
      browser: browser, port: UInt16(server.server.port), out: out, devices: devices,
      appearances: appearances, chromium: browser.version, reuse: reuse,
      progress: { Log.write("snapshot: \($0)") })
    return try await renderer.render(catalog)
  }

  /// The valid campaigns of a folder; invalid ones are a `CommandFailure` after one line per problem.
  private static func catalog(_ campaigns: String, _ publicDirectory: String, label: String) throws
    -> CampaignCatalog
  {
    let load = CampaignLoader(directory: campaigns, publicDirectory: publicDirectory).load()
    guard load.isValid else {
      for problem in load.problems { Log.write(problem.description) }
      throw CommandFailure(
        "The campaigns in \(label) have \(load.problems.count) problem(s) (above); nothing rendered.")
    }
    return load.catalog
  }

  /// `catalog`'s campaigns among `ids` (all of them for nil); with `required`, an id it doesn't have is a
  /// `CommandFailure` naming the ones it has (a base may lack a campaign the new tree adds).
  private static func limited(_ catalog: CampaignCatalog, to ids: [String]?, label: String, required: Bool)
    throws -> CampaignCatalog
  {
    guard let ids else { return catalog }
    if required, let missing = ids.first(where: { catalog.campaign(id: $0) == nil }) {
      throw CommandFailure(
        "--campaign: \(label) has no campaign \(missing.debugDescription); it has "
          + catalog.campaigns.map(\.id).joined(separator: ", ") + ".")
    }
    return CampaignCatalog(catalog.campaigns.filter { ids.contains($0.id) })
  }

  private static func known<Value>(_ names: [String], _ make: (String) -> Value?) throws -> [Value] {
    try names.map { name in
      guard let value = make(name) else {
        throw CommandFailure("The base snapshot names an unknown \(name).")
      }
      return value
    }
  }

  /// Runs `body` on the concurrency pool and waits for it (the CLI is synchronous).
  private static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = BlockingResult<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
      do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
      done.signal()
    }
    done.wait()
    return try box.result!.get()
  }
}

/// The result `blocking` hands from its task to the waiting thread: written once before the
/// semaphore's signal, read after the wait.
private final class BlockingResult<T>: @unchecked Sendable {
  var result: Result<T, any Error>?
}
