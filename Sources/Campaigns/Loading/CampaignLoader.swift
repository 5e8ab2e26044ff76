import Foundation

/// Loads a folder of campaign files: every `*.json` regular file whose name does not start with
/// `.` (editors' temporary and lock files do); other files and sub-folders are ignored.
///
/// ```swift
/// let load = CampaignLoader(directory: "Resources/Campaigns", publicDirectory: "Public").load()
/// if !load.isValid { load.problems.forEach { print($0) } }
/// ```
public struct CampaignLoader: Sendable {
  /// The largest campaign file read; a bigger one is a problem.
  public static let maximumFileSize = 1 << 20

  /// The folder of campaign files.
  public var directory: String
  /// The public folder banner paths must exist in; nil skips that check.
  public var publicDirectory: String?

  /// A loader for `directory`, checking banner files in `publicDirectory` when given.
  public init(directory: String, publicDirectory: String? = nil) {
    self.directory = directory
    self.publicDirectory = publicDirectory
  }

  /// Reads and validates every campaign file now.
  public func load() -> CampaignLoad {
    let stamp = FolderStamp.read(directory)
    let names: [String]
    do {
      names = try Self.campaignFileNames(in: directory)
    } catch {
      let problem = CampaignProblem(
        file: directory, field: "", message: "The campaign folder does not exist or can't be read.")
      return CampaignLoad(catalog: .empty, problems: [problem], stamp: stamp)
    }
    var campaigns: [Campaign] = []
    var problems: [CampaignProblem] = []
    if let publicDirectory, BannerRule.realFolder(publicDirectory) == nil {
      problems.append(
        CampaignProblem(
          file: publicDirectory, field: "",
          message: "The public folder does not exist, so banners can't be checked."))
    }
    let checkedPublic = problems.isEmpty ? publicDirectory : nil
    for name in names {
      do {
        campaigns.append(try loadFile(name, publicDirectory: checkedPublic))
      } catch {
        problems += error.problems
      }
    }
    return CampaignLoad(catalog: CampaignCatalog(campaigns), problems: problems, stamp: stamp)
  }

  private func loadFile(_ name: String, publicDirectory: String?) throws(CampaignValidationError) -> Campaign
  {
    let path = directory + "/" + name
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size > Self.maximumFileSize {
      throw CampaignValidationError(problems: [
        CampaignProblem(
          file: name, field: "", message: "The file is larger than 1 MiB; a campaign file is much smaller.")
      ])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CampaignValidationError(problems: [
        CampaignProblem(file: name, field: "", message: "The file can't be read; check its permissions.")
      ])
    }
    return try Campaign.decode(data, fileName: name, publicDirectory: publicDirectory)
  }

  /// The campaign files' names in `directory`, sorted.
  static func campaignFileNames(in directory: String) throws -> [String] {
    let manager = FileManager.default
    return try manager.contentsOfDirectory(atPath: directory).filter { name in
      var isFolder: ObjCBool = false
      return name.hasSuffix(".json") && !name.hasPrefix(".")
        && manager.fileExists(atPath: directory + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
    }.sorted()
  }
}
