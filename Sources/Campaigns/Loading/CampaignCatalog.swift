/// A set of valid campaigns, sorted by id, with lookup by id. A value: the server swaps whole
/// catalogs on reload (``CampaignStore``), so one request always sees one consistent set.
public struct CampaignCatalog: Hashable, Sendable {
  /// Every campaign, sorted by id.
  public let campaigns: [Campaign]
  private let positions: [String: Int]
  /// Each campaign's variant ids, listed once per catalog: event validation asks for them per event.
  private let variantIDsByCampaign: [String: [String]]

  /// A catalog of these campaigns (sorted here; for a repeated id the first wins).
  public init(_ campaigns: [Campaign]) {
    var unique: [String: Campaign] = [:]
    for campaign in campaigns where unique[campaign.id] == nil { unique[campaign.id] = campaign }
    self.campaigns = unique.values.sorted { $0.id < $1.id }
    positions = Dictionary(uniqueKeysWithValues: self.campaigns.enumerated().map { ($1.id, $0) })
    variantIDsByCampaign = Dictionary(
      uniqueKeysWithValues: self.campaigns.map { campaign in (campaign.id, campaign.variants.map { $0.id }) })
  }

  /// No campaigns.
  public static let empty = CampaignCatalog([])

  /// The campaign with this id, or nil.
  public func campaign(id: String) -> Campaign? { positions[id].map { campaigns[$0] } }

  /// The variant ids of the campaign with this id, in file order, or nil (no copy of the campaign).
  public func variantIDs(ofCampaign id: String) -> [String]? { variantIDsByCampaign[id] }

  /// The ids, sorted.
  public var ids: [String] { campaigns.map(\.id) }

  /// The number of campaigns.
  public var count: Int { campaigns.count }
}
