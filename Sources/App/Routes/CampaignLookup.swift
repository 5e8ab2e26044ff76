import Campaigns
import HTTPServer

/// The campaign or variant a request names, or the 404 every route answers for an unknown one: one
/// sentence each, the same on pages and in JSON, naming the valid ids (a page's error renders it
/// escaped; the id asked for is never repeated).
enum CampaignLookup {
  /// The most campaign ids a 404 names; beyond them it says how many more `GET /api/campaigns` lists.
  static let namedCampaigns = 20

  /// The campaign with this id in `catalog`, or 404 naming the campaigns there are.
  static func campaign(_ id: String?, in catalog: CampaignCatalog) throws -> Campaign {
    guard let id, let campaign = catalog.campaign(id: id) else {
      throw HTTPError(404, unknownCampaign(in: catalog))
    }
    return campaign
  }

  /// The sentence for an unknown campaign: "There is no campaign with that id; the campaigns are
  /// app-update, summer-sale (GET /api/campaigns lists them)."
  static func unknownCampaign(in catalog: CampaignCatalog) -> String {
    let ids = catalog.ids
    guard !ids.isEmpty else {
      return "There is no campaign with that id; there are no campaigns (the campaign folder holds none)."
    }
    let named = ids.prefix(namedCampaigns).joined(separator: ", ")
    let more = ids.count > namedCampaigns ? " and \(ids.count - namedCampaigns) more" : ""
    let noun = ids.count == 1 ? "the only campaign is" : "the campaigns are"
    return "There is no campaign with that id; \(noun) \(named)\(more) (GET /api/campaigns lists them)."
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
