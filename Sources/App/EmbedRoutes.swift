import Campaigns
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /embed/{campaign}`: the iframe page (framing rules in `SecurityHeaders`).
  static func addEmbedRoutes(to router: inout Router, _ context: AppContext) {
    router.add("GET", "/embed/{campaign}") { request in
      let query = try EmbedQuery.parse(request)
      let (campaign, variant) = try resolveVariant(request, query: query, context: context)
      guard let definition = variant.definition else {
        throw HTTPError(500, "This variant's style could not be built.")
      }
      let model = EmbedModel(
        campaignID: campaign.id, title: campaign.title, variantID: variant.id, definition: definition,
        bannerURL: variant.bannerHref, actionURL: variant.actionURL, device: query.device, slow: query.slow,
        autoplay: query.autoplay, reducedMotion: query.reducedMotion, source: query.source, user: query.user)
      var response = Response(contentType: "text/html; charset=utf-8", text: EmbedPage.render(model))
      response.setHeader("Cache-Control", "no-store")
      return response
    }
  }

  /// The campaign of the path and the variant asked for: `variant` wins over `user`, else the control.
  /// Unknown ones are 404 pages that reflect nothing.
  static func resolveVariant(_ request: Request, query: EmbedQuery, context: AppContext) throws
    -> (Campaign, Campaign.Variant)
  {
    let id = request.pathParameters["campaign"] ?? ""
    guard let campaign = context.campaigns.catalog.campaign(id: id) else {
      throw HTTPError(404, "There is no campaign with that id.")
    }
    if let variantID = query.variant {
      guard let variant = campaign.variant(id: variantID) else {
        throw HTTPError(404, "This campaign has no variant with that id.")
      }
      return (campaign, variant)
    }
    if let user = query.user { return (campaign, campaign.assignedVariant(user: user)) }
    return (campaign, campaign.control)
  }
}
