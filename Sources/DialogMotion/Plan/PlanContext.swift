/// Where a dialog is presented: what UIKit knows at presentation time and the plan needs.
public struct PlanContext: Hashable, Codable, Sendable {
  /// The container view's size, which stands for the screen: `scaled(v)` is `v × width / 375`
  /// (seed 000 reads `UIScreen.main.bounds`, the same size for a full-screen presentation).
  public var container: ScreenSize
  /// The container's safe-area insets: the cards inset from the sides (seeds 001 and 002) measure
  /// from the safe area's left and right edges (0 in portrait), and nothing the layout rule fits
  /// leaves them (``DialogLayout/fitted()``).
  public var safeArea: PlanInsets
  /// The frame of the view the dialog grows out of (seed 003's `atButton`), in the container's
  /// coordinates; nil uses the definition's ``DialogLayout/sourceButton``, as the preview shows it.
  public var sourceFrame: PlanRect?
  /// The banner image's size (`UIImage.size`); only its aspect ratio matters. A size without area
  /// counts as square.
  public var bannerSize: ScreenSize
  /// The trait collection: appearance, Dynamic Type size, layout direction.
  public var traits: DialogTraits

  /// A context from its parts.
  public init(
    container: ScreenSize, safeArea: PlanInsets = .zero, sourceFrame: PlanRect? = nil,
    bannerSize: ScreenSize, traits: DialogTraits = .standard
  ) {
    self.container = container
    self.safeArea = safeArea
    self.sourceFrame = sourceFrame
    self.bannerSize = bannerSize
    self.traits = traits
  }

  /// A context for `container` (its size and safe area).
  public init(
    _ container: DeviceContainer, sourceFrame: PlanRect? = nil, bannerSize: ScreenSize,
    traits: DialogTraits = .standard
  ) {
    self.init(
      container: container.size, safeArea: container.safeArea, sourceFrame: sourceFrame,
      bannerSize: bannerSize, traits: traits)
  }

  /// The banner's height over its width (1 when the size has no area).
  public var bannerAspectRatio: Double {
    bannerSize.width > 0 && bannerSize.height > 0 ? bannerSize.height / bannerSize.width : 1
  }
}
