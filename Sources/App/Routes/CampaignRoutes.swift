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
      // A variant named is one of the campaign's, with or without a style (else 404 naming them).
      let variantID = try EmbedQuery.single(request, "variant").flatMap { $0.isEmpty ? nil : $0 }
      let variant = try variantID.map { try CampaignLookup.variant($0, of: campaign) } ?? campaign.control
      if let style = try StyleParameter.parse(request), let definition = style.definition {
        // A tweaked style (the QA page's tweak panel): that one variant's CSS, from the Swift definitions.
        let css = CSSRenderer.campaignCSS(
          campaign: campaign.id, variants: [(id: variant.id, definition: definition)],
          bannerRatios: CampaignStylesheets.bannerRatios(campaign), compact: true)
        return ETagMatching.conditional(
          Response(contentType: "text/css; charset=utf-8", text: css), request: request)
      }
      // The whole campaign's, or the variant named's alone (an embed page's): kept bytes, reusable.
      return context.stylesheets.stylesheet(for: campaign, variant: variantID.map { _ in variant.id })
        .answer(request)
    }
    // A style checked by the campaign files' validator: 200 with the style as a file holds it, or 422
    // with the validator's problems (`field` from the style: `curve.spring.damping`).
    router.add("GET", "/api/style") { request in
      guard let text = try EmbedQuery.single(request, "style"), !text.isEmpty else {
        throw HTTPError(400, "style is required: a preset name or {\"preset\": NAME, …} as JSON.")
      }
      switch StyleText.read(text) {
      case .success(let style):
        var body: [String: Any] = ["style": StyleText.json(style), "preset": style.preset]
        if let definition = style.definition {
          // How far the browser's easing can be from UIKit's curve, per transition (fraction of travel).
          body["easing_bound"] = Dictionary(
            uniqueKeysWithValues: TransitionDirection.allCases.map { direction in
              let transition = definition.transition(for: direction)
              return (direction.rawValue, transition.curve.cssEasingFit(duration: transition.duration).bound)
            })
        }
        return JSONResponse.make(body)
      case .failure(let error):
        let problems = error.problems
        let list = problems.map { ["field": $0.field, "message": $0.message] }
        let first = problems.first.map { $0.field.isEmpty ? $0.message : "\($0.field): \($0.message)" }
        return JSONResponse.make(
          status: 422, ["error": first ?? "The style is not valid.", "problems": list])
      }
    }
    router.add("GET", "/api/assign") { request in
      let query = try AssignQuery(request)
      let campaign = try CampaignLookup.campaign(query.campaign, in: store.catalog)
      let variant = campaign.assignedVariant(user: query.user)
      return JSONResponse.encode(Assignment(campaign: campaign.id, user: query.user, variant: variant.id))
    }
  }
}
