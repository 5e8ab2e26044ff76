/// A phone a banner's crop is measured on: its name, screen and portrait safe area.
public struct DeviceScreen: Hashable, Sendable {
  /// The id pages and URLs use, e.g. `iphone-se`.
  public var id: String
  /// The name people use, e.g. `iPhone SE`.
  public var name: String
  /// The screen in points.
  public var size: ScreenSize
  /// The safe area's insets in portrait.
  public var safeArea: PlanInsets

  /// A device from its parts.
  public init(id: String, name: String, size: ScreenSize, safeArea: PlanInsets = .zero) {
    self.id = id
    self.name = name
    self.size = size
    self.safeArea = safeArea
  }
}
