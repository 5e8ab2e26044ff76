extension DialogDefinition {
  /// How much of a banner of `bannerSize` the presented card hides on `device`: the plan's banner
  /// frame (the card's width and height as the layout makes them) filled aspect-fill, as UIKit and the
  /// embed show it.
  public func bannerCrop(on device: DeviceScreen, bannerSize: ScreenSize) -> BannerCrop {
    let context = PlanContext(container: device.size, safeArea: device.safeArea, bannerSize: bannerSize)
    let fit = layout.fitted()
    let card = layout.cardPlan(presentedFrame: fit.presented.rect(in: context), fit: fit, in: context)
    return BannerCrop(
      image: bannerSize, frame: ScreenSize(width: card.bannerFrame.width, height: card.bannerFrame.height))
  }

  /// A warning for each device on which more than `threshold` of the banner's width or height is
  /// cropped, in the order of `devices`.
  public func bannerCropWarnings(
    on devices: [DeviceScreen], bannerSize: ScreenSize, threshold: Double = BannerCrop.noticeable
  ) -> [BannerCropWarning] {
    devices.compactMap { device in
      let crop = bannerCrop(on: device, bannerSize: bannerSize)
      return crop.exceeds(threshold)
        ? BannerCropWarning(device: device, bannerSize: bannerSize, crop: crop) : nil
    }
  }
}
