import DialogMotion

/// `/`: every campaign × variant as a live thumbnail (an autoplaying embed, scaled down) with a link
/// to its QA page, and every preset with its timing curves and durations.
public enum GalleryPage {
  /// One thumbnail: a campaign's variant.
  public struct Item: Sendable {
    public var campaignID: String
    public var title: String
    public var variantID: String
    public var definition: DialogDefinition
    /// The devices on which the variant's banner is cropped noticeably (``CropNotice``).
    public var cropWarnings: [BannerCropWarning] = []
    public init(campaignID: String, title: String, variantID: String, definition: DialogDefinition) {
      self.campaignID = campaignID
      self.title = title
      self.variantID = variantID
      self.definition = definition
    }
  }

  /// The device the thumbnails show.
  public static let thumbnailDevice = DeviceModel.iPhoneSE

  /// The whole HTML document.
  public static func render(items: [Item], presets: [DialogDefinition] = DialogDefinition.presets) -> String {
    let head = HTMLNode.el(
      "head", [],
      [
        .void("meta", [("charset", "utf-8")]),
        .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .el("title", [], [.text("Gallery · dialog-preview")]),
        .siteIcon,
        .void("link", [("rel", "stylesheet"), ("href", "/app.css")]),
        .void("link", [("rel", "stylesheet"), ("href", "/preview.css")]),
        .el("script", [("src", "/live.js"), ("defer", nil)]),
        .el("script", [("src", "/gallery.js"), ("defer", nil)]),
      ])
    let main = HTMLNode.el(
      "main", [("class", "gallery")],
      [
        .el("h1", [], [.text("dialog-preview: campaigns")]),
        .el(
          "p", [("class", "muted")],
          [
            .text(
              "Every campaign variant, live. Open a QA page to slow a transition down, scrub it and tweak it, or a compare view to run the variants side by side in sync."
            )
          ]),
        .el("ul", [("class", "thumbs")], items.map(thumbnail)),
        .el("h2", [("id", "compare")], [.text("Compare")]),
        .el(
          "p", [("class", "muted")],
          [
            .text(
              "A campaign's variants side by side under one set of controls: present, dismiss, pause, slow motion and one scrubber that puts every frame at the same instant. Its link keeps the view; it also shows one variant on several devices, or the file's version beside a tweaked one (from the QA page's tweak panel)."
            )
          ]),
        .el("ul", [("class", "compare-links")], compareLinks(items)),
        .el("h2", [("id", "presets")], [.text("Presets")]),
        .el(
          "p", [("class", "muted")],
          [
            .text(
              "Each preset's progress over time in milliseconds: present in blue, dismiss in orange (dashed)."
            )
          ]),
        .el("ul", [("class", "presets")], presets.map(preset)),
      ])
    return HTMLNode.el("html", [("lang", "en")], [head, .el("body", [], [main])]).document()
  }

  /// One link per campaign to its compare view, naming the variants it shows.
  static func compareLinks(_ items: [Item]) -> [HTMLNode] {
    var order: [String] = []
    var byCampaign: [String: [Item]] = [:]
    for item in items {
      if byCampaign[item.campaignID] == nil { order.append(item.campaignID) }
      byCampaign[item.campaignID, default: []].append(item)
    }
    return order.compactMap { id in
      guard let variants = byCampaign[id], let first = variants.first else { return nil }
      let names = variants.map(\.variantID).joined(separator: " beside ")
      return .el(
        "li", [("data-campaign", id)],
        [.el("a", [("href", "/compare/\(id)")], [.text("\(first.title): \(names)")])])
    }
  }

  /// One thumbnail: its embed is inert (no focus, no input: a picture that moves); its link is the
  /// way to the variant.
  static func thumbnail(_ item: Item) -> HTMLNode {
    let screen = thumbnailDevice.screen
    let query = URLQuery.encode([("variant", item.variantID), ("device", thumbnailDevice.rawValue)])
    let preview = "/preview/\(item.campaignID)?" + URLQuery.encode([("variant", item.variantID)])
    return .el(
      "li", [("class", "thumb-card"), ("data-campaign", item.campaignID), ("data-variant", item.variantID)],
      [
        .el(
          "div", [("class", "thumb-window")],
          [
            .el(
              "iframe",
              [
                ("class", "thumb-embed"), ("title", "\(item.title), variant \(item.variantID), live"),
                ("src", "/embed/\(item.campaignID)?" + query), ("tabindex", "-1"), ("inert", nil),
                ("loading", "lazy"),
                ("width", NumberText.shortest(screen.width)), ("height", NumberText.shortest(screen.height)),
              ])
          ]),
        .el("h3", [], [.el("a", [("href", preview)], [.text("\(item.title) · \(item.variantID)")])]),
        CropNotice.thumbnail(item.cropWarnings) ?? .text(""),
        .el(
          "p", [("class", "muted")],
          [
            .text(
              "\(item.definition.name), present \(DefinitionFacts.seconds(item.definition.present.duration))")
          ]),
      ])
  }

  static func preset(_ definition: DialogDefinition) -> HTMLNode {
    .el(
      "li", [("class", "preset-card"), ("data-preset", definition.name)],
      [
        .el("h3", [], [.text(definition.name)]),
        CurveSVG.chart(
          CurveSVG.series(definition.present, definition.dismiss),
          label: "Timing curves of \(definition.name)"),
        .el(
          "dl", [("class", "facts")],
          [
            .el("dt", [], [.el("span", [("class", "key key-present")], [.text("Present")])]),
            .el("dd", [], [.text(DefinitionFacts.transition(definition.present))]),
            .el("dt", [], [.el("span", [("class", "key key-dismiss")], [.text("Dismiss")])]),
            .el("dd", [], [.text(DefinitionFacts.transition(definition.dismiss))]),
          ]),
      ])
  }
}
