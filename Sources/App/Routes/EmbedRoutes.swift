import Campaigns
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /embed/{campaign}`: the iframe page (framing rules in `SecurityHeaders`). Pages come from
  /// `context.embedPages`, rendered once per campaign version and query, with a strong ETag (304 when the
  /// client has it; `no-cache` makes browsers ask every time, so an edited campaign shows at once).
  static func addEmbedRoutes(to router: inout Router, _ context: AppContext) {
    router.add("GET", "/embed/{campaign}") { request in
      let query = try EmbedQuery.parse(request)
      let campaign = try resolveCampaign(request, context: context)
      let page = try context.embedPages.page(campaign: campaign, query: query) {
        let variant = try resolveVariant(of: campaign, query: query)
        guard let definition = variant.definition else {
          throw HTTPError(500, "This variant's style could not be built.")
        }
        let model = EmbedModel(
          campaignID: campaign.id, title: campaign.title, variantID: variant.id, definition: definition,
          bannerURL: variant.bannerHref, actionURL: variant.actionURL, device: query.device, slow: query.slow,
          autoplay: query.autoplay, reducedMotion: query.reducedMotion, source: query.source, user: query.user)
        return Array(EmbedPage.render(model).utf8)
      }
      let headers = [("ETag", page.etag), ("Cache-Control", "no-cache")]
      if ETagMatching.matches(request.header("if-none-match"), etag: page.etag) {
        return Response(status: 304, headers: headers)
      }
      var response = Response(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")] + headers, body: page.body)
      response.isReusable = true  // the cached page's own buffer, the same for every request
      return response
    }
  }

  /// The campaign of the path; an unknown one is a 404 page that reflects nothing.
  static func resolveCampaign(_ request: Request, context: AppContext) throws -> Campaign {
    let id = request.pathParameters["campaign"] ?? ""
    guard let campaign = context.campaigns.catalog.campaign(id: id) else {
      throw HTTPError(404, "There is no campaign with that id.")
    }
    return campaign
  }

  /// The variant asked for: `variant` wins over `user`, else the control. An unknown one is a 404.
  static func resolveVariant(of campaign: Campaign, query: EmbedQuery) throws -> Campaign.Variant {
    if let variantID = query.variant {
      guard let variant = campaign.variant(id: variantID) else { throw unknownVariant(campaign) }
      return variant
    }
    if let user = query.user { return campaign.assignedVariant(user: user) }
    return campaign.control
  }

  /// The 404 for a variant the campaign lacks, naming the ones it has (ids are `[A-Za-z0-9_-]`).
  static func unknownVariant(_ campaign: Campaign) -> HTTPError {
    HTTPError(
      404,
      "This campaign has no variant with that id; its variants are \(campaign.variants.map(\.id).joined(separator: ", ")).")
  }
}
