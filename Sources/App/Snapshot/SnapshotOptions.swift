import DialogMotion
import Foundation

/// `dialog-preview snapshot`'s options, checked before anything is rendered.
struct SnapshotOptions {
  /// The campaign files and the public folder their banners are in.
  var campaigns: String
  var publicDirectory: String
  /// The folder the PNG files, `manifest.json` and (with a base) `compare/index.html` go to.
  var out: String
  /// A snapshot folder to compare with (`--compare`), or a git revision whose campaign and public
  /// folders are rendered as the base (`--compare-git`).
  var compareFolder: String?
  var compareRevision: String?
  /// nil: every device (or, with a base, the base's).
  var devices: [DeviceModel]?
  var appearances: [Appearance]?
  /// Percent of a frame's pixels that may differ (by more than ``SnapshotComparison/channelTolerance``).
  var tolerance: Double
  /// Percent of travel two curves may differ by.
  var curveTolerance: Double
  /// Draw every frame even where the base has the same page (`--render-all`).
  var renderAll = false
  /// Only these campaigns (`--campaign ID[,ID…]`), in the new tree and the base; nil: every one.
  var only: [String]?

  /// The default `--tolerance`: 0.01 % of a frame's pixels (33 on an iPhone 15). Frames are drawn
  /// as still pages (``SnapshotScripts/freeze``) and two runs give the same bytes; the margin is
  /// against a Chromium upgrade's resampling. A visible change moves far more.
  static let defaultTolerance = 0.01

  static let help = """
    Usage: dialog-preview snapshot --out DIR [--campaigns DIR] [--public DIR]
           [--compare BASE_DIR | --compare-git REV] [--devices LIST] [--appearances LIST]
           [--campaign ID[,ID…]] [--tolerance PERCENT] [--curve-tolerance PERCENT] [--render-all]

    Renders every campaign variant, on every device and appearance, with headless Chromium at 0, 10,
    25, 50, 75 and 100 % of its present and dismiss transitions to DIR (PNG files and manifest.json).
    With --compare (a folder an earlier snapshot wrote) or --compare-git (the campaign and public
    folders at a git revision, rendered first), compares frame by frame and curve by curve and writes
    DIR/compare/index.html with only what changed; exits 1 when something changed beyond the
    tolerances, 0 otherwise. With a base, a page whose bytes (the page and everything it loads) and
    Chromium are the base's gets the base's frames copied rather than drawn again, so a review of one
    edited variant draws only that variant; --render-all draws every frame. Needs Debian's chromium
    and chromium-driver.

    Options:
      --out DIR                 where the snapshot goes (created; its earlier frames are replaced)
      --campaigns DIR           campaign files (default Resources/Campaigns)
      --public DIR              banner files (default Public)
      --compare BASE_DIR        a snapshot folder to compare with
      --compare-git REV         compare with the campaigns as they were at REV (git)
      --devices LIST            comma-separated devices (default: all five, or the base's)
      --appearances LIST        light,dark (default: both, or the base's)
      --campaign ID[,ID…]       only these campaigns, here and in the base (default: every one)
      --tolerance PERCENT       share of a frame's pixels that may differ (default 0.01)
      --curve-tolerance PERCENT difference of curves allowed, in % of travel (default 0.02)
      --render-all              draw every frame, none copied from the base

    """

  static func parse(_ arguments: [String], environment: [String: String]) throws -> SnapshotOptions {
    let parser = try OptionParser(
      arguments,
      valued: [
        "out", "campaigns", "public", "compare", "compare-git", "devices", "appearances", "tolerance",
        "curve-tolerance", "campaign",
      ], flags: ["render-all"], environment: environment, fromEnvironment: ["campaigns", "public"])
    if let extra = parser.positionals.first {
      throw UsageError("snapshot takes no argument \(extra.debugDescription); use --out DIR.")
    }
    guard let out = parser.value("out"), !out.isEmpty else {
      throw UsageError("snapshot needs --out DIR, the folder to write the frames to.")
    }
    if parser.value("compare") != nil && parser.value("compare-git") != nil {
      throw UsageError("Give --compare or --compare-git, not both.")
    }
    let options = SnapshotOptions(
      campaigns: try parser.folder("campaigns", default: CommandDefaults.campaigns),
      publicDirectory: try parser.folder("public", default: CommandDefaults.publicDirectory),
      out: out,
      compareFolder: try parser.value("compare").map { _ in try parser.folder("compare", default: ".") },
      compareRevision: parser.value("compare-git"),
      devices: try list(parser.value("devices"), "devices", DeviceModel.init(rawValue:)),
      appearances: try list(parser.value("appearances"), "appearances", Appearance.init(rawValue:)),
      tolerance: try parser.number("tolerance", default: Self.defaultTolerance, range: 0...100),
      curveTolerance: try parser.number("curve-tolerance", default: 0.02, range: 0...100),
      renderAll: try parser.flag("render-all"), only: try ids(parser.value("campaign")))
    if let base = options.compareFolder,
      URL(fileURLWithPath: base).standardizedFileURL == URL(fileURLWithPath: out).standardizedFileURL
    {
      throw UsageError("--compare and --out name the same folder; write the new snapshot elsewhere.")
    }
    return options
  }

  /// `--campaign`'s ids: comma-separated, none empty, each once; nil when the option is absent.
  static func ids(_ text: String?) throws -> [String]? {
    guard let text else { return nil }
    let ids = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard ids.allSatisfy({ !$0.isEmpty }) else {
      throw UsageError("--campaign: campaign ids separated by commas, none empty.")
    }
    guard Set(ids).count == ids.count else { throw UsageError("--campaign: a campaign is listed twice.") }
    return ids
  }

  /// A comma-separated list of known values, each once; nil when the option is absent.
  static func list<Value: RawRepresentable & CaseIterable & Equatable>(
    _ text: String?, _ name: String, _ make: (String) -> Value?
  ) throws -> [Value]? where Value.RawValue == String {
    guard let text else { return nil }
    var values: [Value] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let value = make(part) else {
        let valid = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--\(name): unknown value \(part.debugDescription); valid: \(valid).")
      }
      guard !values.contains(value) else { throw UsageError("--\(name): \(part) is listed twice.") }
      values.append(value)
    }
    return values
  }
}
