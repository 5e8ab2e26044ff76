import Campaigns
import DialogMotion
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /api/campaigns`, `/api/campaigns/{id}`, `/campaigns/{id}.css` and `/api/assign`. Each
  /// request reads the store's current catalog once, so a reload shows up on the next request.
  static func addCampaignRoutes(to router: inout Router, _ context: AppContext) {
    let store = context.campaigns
    router.add("GET", "/api/campaigns") { request in
      let summaries = store.catalog.campaigns.map(CampaignSummary.init)
      return ETagMatching.conditional(JSONResponse.encode(summaries), request: request)
    }
    router.add("GET", "/api/campaigns/{id}") { request in
      let campaign = try CampaignLookup.campaign(request.pathParameters["id"], in: store.catalog)
      return ETagMatching.conditional(JSONResponse.encode(campaign), request: request)
    }
    router.add("GET", "/campaigns/{id}.css") { request in
      let campaign = try CampaignLookup.campaign(request.pathParameters["id"], in: store.catalog)
      let css = context.stylesheets.css(for: campaign)
      return ETagMatching.conditional(
        Response(contentType: "text/css; charset=utf-8", text: css), request: request)
    }
    router.add("GET", "/api/assign") { request in
      let query = try AssignQuery(request)
      let campaign = try CampaignLookup.campaign(query.campaign, in: store.catalog)
      let variant = campaign.assignedVariant(user: query.user)
      return JSONResponse.encode(Assignment(campaign: campaign.id, user: query.user, variant: variant.id))
    }
  }
}
