import Campaigns
import DialogMotion
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /` (the gallery) and `GET /preview/{campaign}` (the QA page).
  static func addPageRoutes(to router: inout Router, _ context: AppContext) {
    router.add("GET", "/") { _ in
      let items = context.campaigns.catalog.campaigns.flatMap { campaign in
        campaign.variants.compactMap { variant in
          variant.definition.map {
            var item = GalleryPage.Item(
              campaignID: campaign.id, title: campaign.title, variantID: variant.id, definition: $0)
            item.cropWarnings = variant.bannerCropWarnings(on: DeviceModel.deviceScreens)
            return item
          }
        }
      }
      return page(GalleryPage.render(items: items))
    }
    router.add("GET", "/preview/{campaign}") { request in
      let query = try PreviewQuery.parse(request)
      let campaign = try CampaignLookup.campaign(of: request, context)
      let assigned = query.user.map { campaign.assignedVariant(user: $0) }
      let variant: Campaign.Variant
      if let variantID = query.variant {
        variant = try CampaignLookup.variant(variantID, of: campaign)
      } else {
        variant = assigned ?? campaign.control
      }
      guard let definition = query.style?.definition ?? variant.definition else {
        throw HTTPError(500, "This variant's style could not be built.")
      }
      let scrubMax = PreviewModel.milliseconds(
        definition, query.transition, reducedMotion: query.reducedMotion)
      let t = try query.t?.checked(
        length: scrubMax,
        lasts: transitionName(
          query.transition, of: "\(campaign.id) \(variant.id)", tweaked: query.style != nil,
          reducedMotion: query.reducedMotion))
      var model = PreviewModel(
        campaignID: campaign.id, title: campaign.title,
        variants: campaign.variants.map {
          let shown = $0.id == variant.id
          return .init(
            id: $0.id, preset: $0.definition?.name ?? "?", definition: shown ? definition : $0.definition)
        },
        variantID: variant.id, definition: definition, screen: query.screen, slow: query.slow,
        reducedMotion: query.reducedMotion, t: t, transition: query.transition, user: query.user,
        assignedVariantID: assigned?.id, variantFromUser: query.variant == nil && assigned != nil)
      model.plannedUsers = campaign.plannedUsers
      if let description = variant.bannerDescription {
        model.bannerDescription =
          description.text.map { [("", $0)] }
          ?? description.byLanguage.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      }
      model.measurements = context.measurements
      // Each variant's crop on every device and its reach by a tap outside on every screen; the shown
      // one's with the style shown (a tweak may change the card).
      for choice in campaign.variants {
        guard let size = choice.bannerSize else { continue }
        model.bannerSizes[choice.id] = size
        let shown = choice.id == variant.id ? definition : choice.definition
        model.bannerCropWarnings[choice.id] =
          shown?.bannerCropWarnings(on: DeviceModel.deviceScreens, bannerSize: size) ?? []
        model.outsideTapWarnings[choice.id] = shown?.outsideTapWarnings(bannerSize: size) ?? []
      }
      model.tweak = PreviewModel.Tweak(
        fileStyle: variant.style, fileJSON: StyleText.json(variant.style),
        style: query.style ?? variant.style,
        styleJSON: query.style.map(StyleText.json))
      return page(PreviewPage.render(model))
    }
  }

  /// What a `t` is checked against, for the refusal's sentence: "the present transition of
  /// summer-sale B", "… with the tweaked style", or the reduced-motion cross-fade that replaces it.
  static func transitionName(
    _ direction: TransitionDirection, of shown: String, tweaked: Bool, reducedMotion: Bool
  ) -> String {
    let style = tweaked ? " with the tweaked style" : ""
    return reducedMotion
      ? "the reduced-motion cross-fade that replaces the \(direction.rawValue) transition of \(shown)\(style)"
      : "the \(direction.rawValue) transition of \(shown)\(style)"
  }

  static func page(_ html: String) -> Response {
    var response = Response(contentType: "text/html; charset=utf-8", text: html)
    response.setHeader("Cache-Control", "no-store")
    return response
  }
}
