import DialogMotion

extension Campaign {
  /// Every variant's banner crops beyond `threshold` on `devices`, variant by variant in file order,
  /// then device by device. A variant whose banner size is unknown (a URL) has none.
  public func bannerCropWarnings(
    on devices: [DeviceScreen], threshold: Double = BannerCrop.noticeable
  ) -> [CampaignCropWarning] {
    variants.flatMap { variant in
      variant.bannerCropWarnings(on: devices, threshold: threshold).map {
        CampaignCropWarning(campaignID: id, variantID: variant.id, banner: variant.banner, warning: $0)
      }
    }
  }

  /// Each variant that only a tap outside the card closes and that is hard to close so on some
  /// container, in file order; none for a variant whose banner size or style is unknown.
  public var outsideTapWarnings: [CampaignOutsideTapWarning] {
    variants.compactMap { variant in
      guard let bannerSize = variant.bannerSize, let definition = variant.definition else { return nil }
      let warnings = definition.outsideTapWarnings(bannerSize: bannerSize)
      return warnings.isEmpty
        ? nil : CampaignOutsideTapWarning(campaignID: id, variantID: variant.id, warnings: warnings)
    }
  }
}

extension Campaign.Variant {
  /// The devices on which more than `threshold` of this variant's banner is cropped; none when its
  /// size or style is unknown.
  public func bannerCropWarnings(
    on devices: [DeviceScreen], threshold: Double = BannerCrop.noticeable
  ) -> [BannerCropWarning] {
    guard let bannerSize, let definition else { return [] }
    return definition.bannerCropWarnings(on: devices, bannerSize: bannerSize, threshold: threshold)
  }
}
