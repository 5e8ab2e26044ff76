import Campaigns
import DialogMotion
import DialogWeb
import Foundation

/// `dialog-preview check [--campaigns DIR] [--public DIR]`: validates every campaign file (banner
/// files looked up in the public folder, see ``publicFolder(_:)``). Valid: "N campaigns OK" on stdout, exit 0,
/// then one `warning: …` line on stderr per variant whose banner is an SVG, which an iOS app can't
/// decode (``svgWarnings(_:in:)``), per banner cropped by more than 5 % on a device
/// (``cropWarnings(_:)``), per variant that only a tap outside its card closes where that strip is
/// under 44 pt on some screen (``CampaignOutsideTapWarning``, every device × orientation × split width)
/// and per banner without a `bannerDescription` (VoiceOver would read only the campaign's title).
/// Invalid: one line per problem on stderr (`file: field: what is wrong`), exit 1.
enum CheckCommand {
  static func run(_ arguments: [String], environment: [String: String]) throws -> Int32 {
    let parser = try OptionParser(arguments, valued: ["campaigns", "public"], environment: environment)
    if let extra = parser.positionals.first {
      throw UsageError("check takes no argument \(extra.debugDescription); use --campaigns DIR.")
    }
    let directory = try parser.folder("campaigns", default: CommandDefaults.campaigns)
    let publicDirectory = try publicFolder(parser)
    let load = CampaignLoader(directory: directory, publicDirectory: publicDirectory).load()
    guard load.isValid else {
      for problem in load.problems { Log.write(problem.description) }
      return 1
    }
    print("\(load.catalog.count) campaign\(load.catalog.count == 1 ? "" : "s") OK")
    for warning in svgWarnings(load.catalog, in: publicDirectory) {
      Log.write("warning: \(warning)")
    }
    for warning in cropWarnings(load.catalog) { Log.write("warning: \(warning)") }
    for warning in load.catalog.campaigns.flatMap(\.outsideTapWarnings) { Log.write("warning: \(warning)") }
    for warning in load.catalog.campaigns.flatMap(\.bannerDescriptionWarnings) {
      Log.write("warning: \(warning)")
    }
    return 0
  }

  /// Every variant whose banner is an SVG (the app's `UIImage(data:)` can't decode it), as `check`
  /// prints them (before the crop warnings; they don't change the exit status either).
  static func svgWarnings(_ catalog: CampaignCatalog, in folder: String?) -> [CampaignSVGBannerWarning] {
    catalog.campaigns.flatMap { $0.svgBannerWarnings(publicDirectory: folder) }
  }

  /// Every variant's banner cropped by more than ``BannerCrop/noticeable`` on a simulated device, as
  /// `check` prints them (after the OK line, on stderr; they don't change the exit status).
  static func cropWarnings(_ catalog: CampaignCatalog) -> [CampaignCropWarning] {
    catalog.campaigns.flatMap { $0.bannerCropWarnings(on: DeviceModel.deviceScreens) }
  }

  /// The folder banner files are checked in: `--public` (which must exist), else the default
  /// `Public` when it exists here, else none (banner paths are then checked for form only).
  static func publicFolder(_ parser: OptionParser) throws -> String? {
    if parser.value("public") != nil {
      return try parser.folder("public", default: CommandDefaults.publicDirectory)
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: CommandDefaults.publicDirectory, isDirectory: &isFolder)
    return exists && isFolder.boolValue ? CommandDefaults.publicDirectory : nil
  }
}
