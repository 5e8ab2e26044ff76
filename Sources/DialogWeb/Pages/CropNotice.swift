import DialogMotion

/// Where pages warn that a variant's banner is cropped by more than ``BannerCrop/noticeable`` on a
/// simulated device (``BannerCropWarning``), as the app crops it: the QA page under the phone, the
/// gallery on the thumbnail. The embed shows the crop itself and says nothing.
enum CropNotice {
  /// The QA page's notes, one per variant whose banner is cropped (`data-variant`; all but the shown
  /// variant's `hidden`, as the parameters sections are), each with one item per device
  /// (`data-device`).
  static func preview(_ model: PreviewModel) -> HTMLNode {
    .fragment(
      model.variants.flatMap { choice in
        [
          preview(
            model.bannerCropWarnings[choice.id] ?? [], variant: choice.id,
            bannerSize: model.bannerSizes[choice.id],
            shown: choice.id == model.variantID),
          outsideTap(
            model.outsideTapWarnings[choice.id] ?? [], variant: choice.id, shown: choice.id == model.variantID
          ),
        ].compactMap { $0 }
      })
  }

  /// One variant's note that only a tap outside its card closes it and where that is hard (the
  /// screens on which the widest strip for it is under 44 pt); nil when it is easy everywhere.
  static func outsideTap(_ warnings: [OutsideTapWarning], variant: String, shown: Bool) -> HTMLNode? {
    guard !warnings.isEmpty else { return nil }
    let lead =
      "Hard to close: variant \(variant)'s card has no ✕ and no button, so only a tap outside it closes it "
      + "(or VoiceOver's escape gesture), and the widest strip for that tap is under "
      + "\(NumberText.shortest(OutsideTapWarning.minimum)) pt on:"
    return .el(
      "div",
      [
        ("class", "crop-warning qa-crop qa-reach"), ("role", "note"), ("data-variant", variant),
        ("data-reach-containers", warnings.map { containerKey($0.container) }.joined(separator: ",")),
      ] + (shown ? [] : [("hidden", nil)]),
      [
        .el("p", [], [.text(lead)]),
        .el(
          "ul", [],
          warnings.map {
            .el("li", [("data-container", containerKey($0.container))], [.text($0.summary + ".")])
          }),
      ])
  }

  /// "iphone-15 landscape", "ipad-10 portrait 320": a container as the notes name it in `data-`.
  static func containerKey(_ container: DeviceContainer) -> String {
    ([container.device.rawValue, container.orientation.rawValue]
      + (container.splitWidth.map { [NumberText.shortest($0)] } ?? [])).joined(separator: " ")
  }

  /// One variant's note; nil when its banner fits every device.
  static func preview(_ warnings: [BannerCropWarning], variant: String, bannerSize: ScreenSize?, shown: Bool)
    -> HTMLNode?
  {
    guard let first = warnings.first else { return nil }
    let size = bannerSize.map { " (\(BannerCropWarning.size($0)))" } ?? ""
    let items: [HTMLNode] = warnings.map { warning in
      let place = "\(warning.device.name) (\(BannerCropWarning.size(warning.device.size)))"
      let amount = "\(BannerCropWarning.percent(warning.crop.largest)) of its \(warning.crop.axis.name)"
      return .el(
        "li", [("data-device", warning.device.id)], [.text("\(place): \(amount), \(warning.edges).")])
    }
    let lead =
      "Banner cropped: variant \(variant)'s banner\(size) fills its card aspect-fill, as in the app, and loses"
    return .el(
      "div",
      [
        ("class", "crop-warning qa-crop"), ("role", "note"), ("data-variant", variant),
        ("data-crop-devices", warnings.map(\.device.id).joined(separator: " ")),
        ("data-crop-largest", NumberText.format(first.crop.largest, maxFractionDigits: 4)),
      ] + (shown ? [] : [("hidden", nil)]),
      [.el("p", [], [.text(lead)]), .el("ul", [], items)])
  }

  /// A gallery thumbnail's mark: "Banner cropped on iPhone SE (25.3 % of its height)" for one screen,
  /// "Banner cropped on 17 screens, most on iPhone SE, landscape (83.4 % of its height)" for more; nil
  /// when none.
  static func thumbnail(_ warnings: [BannerCropWarning]) -> HTMLNode? {
    guard let most = warnings.max(by: { $0.crop.largest < $1.crop.largest }) else { return nil }
    let worst =
      "\(most.device.name) (\(BannerCropWarning.percent(most.crop.largest)) of its \(most.crop.axis.name))"
    let text =
      warnings.count == 1
      ? "Banner cropped on \(worst)" : "Banner cropped on \(warnings.count) screens, most on \(worst)"
    return .el(
      "p",
      [
        ("class", "crop-warning"), ("data-crop-warning", nil),
        ("data-crop-devices", warnings.map(\.device.id).joined(separator: " ")),
      ],
      [.text(text)])
  }
}
