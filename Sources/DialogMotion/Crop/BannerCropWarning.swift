/// A banner cropped by more than ``BannerCrop/noticeable`` on a device: what `check`, the QA page
/// and the gallery say.
public struct BannerCropWarning: Hashable, Sendable {
  /// The device.
  public var device: DeviceScreen
  /// The banner image's size.
  public var bannerSize: ScreenSize
  /// How much of it is cut off.
  public var crop: BannerCrop

  /// A warning from its parts.
  public init(device: DeviceScreen, bannerSize: ScreenSize, crop: BannerCrop) {
    self.device = device
    self.bannerSize = bannerSize
    self.crop = crop
  }

  /// "cropped by 25.3 % of its height on iPhone SE (375×667)": how much, where.
  public var summary: String {
    "cropped by \(Self.percent(crop.largest)) of its \(crop.axis.name) on \(device.name) "
      + "(\(Self.size(device.size)))"
  }

  /// "12.6 % off the top and the bottom": what each edge loses.
  public var edges: String { "\(Self.percent(crop.largest / 2)) off \(crop.axis.edges)" }

  /// The whole sentence, after the banner's name: "is cropped by 25.3 % of its height on iPhone SE
  /// (375×667), 12.6 % off the top and the bottom".
  public var sentence: String { "is \(summary), \(edges)" }

  /// `0.2525` → "25.3 %".
  public static func percent(_ fraction: Double) -> String {
    "\(NumberText.format(fraction * 100, maxFractionDigits: 1)) %"
  }

  /// `375 × 667` points → "375×667".
  public static func size(_ size: ScreenSize) -> String {
    "\(NumberText.format(size.width, maxFractionDigits: 1))×\(NumberText.format(size.height, maxFractionDigits: 1))"
  }
}
