/// How much of a banner image an aspect-fill frame hides (`UIViewContentModeScaleAspectFill`, CSS
/// `object-fit: cover`): the image is scaled to cover the frame and centred, so the part that sticks
/// out is cut off, half on each side, on one axis only.
///
/// ```swift
/// let crop = BannerCrop(image: ScreenSize(width: 600, height: 1040), frame: ScreenSize(width: 345, height: 447))
/// crop.height  // 0.2525…: a quarter of the banner's height is not shown, 12.6 % at the top and at the bottom
/// ```
public struct BannerCrop: Hashable, Sendable {
  /// The fraction of the image's width cut off (left and right together), 0 ≤ width < 1.
  public var width: Double
  /// The fraction of the image's height cut off (top and bottom together), 0 ≤ height < 1.
  public var height: Double

  /// A crop of these fractions.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No crop: the image's aspect ratio is the frame's.
  public static let none = BannerCrop(width: 0, height: 0)

  /// The crop of an image of size `image` filling a frame of size `frame` aspect-fill. An image or
  /// frame without area crops nothing (the plan treats such a banner as square).
  public init(image: ScreenSize, frame: ScreenSize) {
    guard image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else {
      self = .none
      return
    }
    let scale = max(frame.width / image.width, frame.height / image.height)
    width = max(0, 1 - frame.width / (image.width * scale))
    height = max(0, 1 - frame.height / (image.height * scale))
  }

  /// The share of the banner above which a crop is worth a warning: 5 % of its width or height
  /// (2.5 % off each edge). Below it, a designer's usual margins absorb the crop.
  public static let noticeable = 0.05

  /// The larger of the two fractions (the other is 0).
  public var largest: Double { max(width, height) }

  /// Whether the crop is more than `threshold` of the banner's width or height.
  public func exceeds(_ threshold: Double = noticeable) -> Bool { largest > threshold }

  /// The axis cut, as a sentence says it: "height" (top and bottom) or "width" (left and right).
  public var axis: (name: String, edges: String) {
    height >= width ? ("height", "the top and the bottom") : ("width", "the left and the right")
  }
}
