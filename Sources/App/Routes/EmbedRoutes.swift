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
      let campaign = try CampaignLookup.campaign(of: request, context)
      let page = try context.embedPages.page(campaign: campaign, query: query) {
        let variant = try resolveVariant(of: campaign, query: query)
        guard let definition = query.style?.definition ?? variant.definition else {
          throw HTTPError(500, "This variant's style could not be built.")
        }
        var model = EmbedModel(
          campaignID: campaign.id, title: campaign.title, variantID: variant.id, definition: definition,
          bannerURL: variant.bannerHref, actionURL: variant.actionURL, screen: query.screen, slow: query.slow,
          autoplay: query.autoplay, reducedMotion: query.reducedMotion, source: query.source, user: query.user
        )
        model.styleJSON = query.style.map(StyleText.json)
        model.bannerDescription = variant.bannerDescription?.defaultText
        model.frameSized = query.frameSized
        model.bannerRatio = variant.bannerSize.flatMap { size in
          size.width > 0 && size.height > 0 ? size.height / size.width : nil
        }
        return Array(EmbedPage.render(model).utf8)
      }
      // The 304 stands for this HTML page, so it gets the page's security headers (`SecurityHeaders`).
      return page.answer(request)
    }
  }

  /// The variant asked for: `variant` wins over `user`, else the control. An unknown one is a 404.
  static func resolveVariant(of campaign: Campaign, query: EmbedQuery) throws -> Campaign.Variant {
    if let variantID = query.variant {
      return try CampaignLookup.variant(variantID, of: campaign)
    }
    if let user = query.user { return campaign.assignedVariant(user: user) }
    return campaign.control
  }

}
