import Campaigns
import DialogMotion
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /compare/{campaign}`: the compare view. Frames are every listed variant (default: all) on
  /// every listed device, and with `style` each variant's file version beside the tweaked one; at
  /// most ``CompareQuery/maximumFrames``.
  static func addCompareRoutes(to router: inout Router, _ context: AppContext) {
    router.add("GET", "/compare/{campaign}") { request in
      let query = try CompareQuery.parse(request)
      let campaign = try CampaignLookup.campaign(of: request, context)
      let variants =
        try query.variants.map { try $0.map { try CampaignLookup.variant($0, of: campaign) } }
        ?? campaign.variants
      let versions: [DialogStyle?] = query.style.map { [nil, $0] } ?? [nil]
      let count = variants.count * query.devices.count * versions.count
      guard count <= CompareQuery.maximumFrames else {
        throw HTTPError(
          400,
          "The compare view shows at most \(CompareQuery.maximumFrames) frames; this asks for \(count) (variants × devices × versions)."
        )
      }
      var panes: [CompareModel.Pane] = []
      for variant in variants {
        for device in query.devices {
          for version in versions {
            guard let definition = version?.definition ?? variant.definition else {
              throw HTTPError(500, "This variant's style could not be built.")
            }
            let container = DeviceContainer(
              device: device, orientation: query.orientation, splitWidth: device.isTablet ? query.split : nil)
            panes.append(
              .init(
                variantID: variant.id, device: device,
                screen: PreviewScreen(container: container, traits: query.traits), definition: definition,
                styleJSON: version.map(StyleText.json), fileJSON: StyleText.json(variant.style)))
          }
        }
      }
      var model = CompareModel(
        campaignID: campaign.id, title: campaign.title, panes: panes, slow: query.slow,
        transition: query.transition)
      if let instant = query.t {
        let length = model.scrubMaxMilliseconds(query.transition)
        let longest = panes.first {
          $0.definition.transition(for: query.transition).duration * 1000 == length
        }
        let shown = longest.map {
          "\(campaign.id) \($0.variantID)\($0.styleJSON == nil ? "" : " with the tweaked style")"
        }
        model.t = try instant.checked(
          length: length,
          lasts: "the longest \(query.transition.rawValue) transition shown, that of \(shown ?? campaign.id),"
        )
      }
      model.campaignVariantIDs = campaign.variants.map(\.id)
      model.variantsText = query.variants?.joined(separator: ",")
      model.devicesText = query.devices.map(\.rawValue).joined(separator: ",")
      model.styleJSON = query.style.map(StyleText.json)
      model.screenOptions = PreviewScreen(
        container: DeviceContainer(
          device: .standard, orientation: query.orientation, splitWidth: query.split),
        traits: query.traits)
      return page(ComparePage.render(model))
    }
  }
}
