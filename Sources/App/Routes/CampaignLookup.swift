import Campaigns
import HTTPServer

/// The campaign or variant a request names, or the 404 every route answers for an unknown one: one
/// sentence each, the same on pages and in JSON (a page's error renders it escaped, reflecting nothing
/// of the request).
enum CampaignLookup {
  /// The campaign with this id in `catalog`, or 404.
  static func campaign(_ id: String?, in catalog: CampaignCatalog) throws -> Campaign {
    guard let id, let campaign = catalog.campaign(id: id) else {
      throw HTTPError(404, "There is no campaign with that id; GET /api/campaigns lists them.")
    }
    return campaign
  }

  /// The campaign of the request's `{campaign}` path parameter in the current campaigns, or 404.
  static func campaign(of request: Request, _ context: AppContext) throws -> Campaign {
    try campaign(request.pathParameters["campaign"], in: context.campaigns.catalog)
  }

  /// The variant with this id, or 404 naming the campaign's variants.
  static func variant(_ id: String, of campaign: Campaign) throws -> Campaign.Variant {
    guard let variant = campaign.variant(id: id) else {
      let ids = campaign.variants.map(\.id).joined(separator: ", ")
      throw HTTPError(404, "This campaign has no variant with that id; its variants are \(ids).")
    }
    return variant
  }
}
