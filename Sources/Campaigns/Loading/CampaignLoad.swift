/// The outcome of loading a campaign folder.
public struct CampaignLoad: Sendable {
  /// The campaigns that are valid (all of them when ``problems`` is empty).
  public var catalog: CampaignCatalog
  /// Every problem of every file, file by file in name order; empty when the folder is valid.
  public var problems: [CampaignProblem]
  /// The folder's state just before it was read.
  let stamp: FolderStamp

  /// True when every file is valid.
  public var isValid: Bool { problems.isEmpty }
}
