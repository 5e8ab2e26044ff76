/// What a layout depends on besides the definition: the container, its safe area, the banner's
/// shape, the text size and the direction. The browser has each as a unitless custom property on the
/// screen element (`--dp-w` …), so the CSS computes a layout with the same expression as the plan.
public enum LayoutVariable: String, CaseIterable, Hashable, Sendable {
  /// The container's width in points.
  case width = "w"
  /// The container's height in points.
  case height = "h"
  /// The safe area's top inset.
  case safeTop = "st"
  /// The safe area's left inset.
  case safeLeft = "sl"
  /// The safe area's bottom inset.
  case safeBottom = "sb"
  /// The safe area's right inset.
  case safeRight = "sr"
  /// The banner's height over its width.
  case bannerRatio = "ratio"
  /// The Dynamic Type scale of the body style (1 at the default size).
  case textScale = "text"
  /// 1 right to left, 0 left to right.
  case rightToLeft = "rtl"

  /// The custom property that holds it in the browser, e.g. `--dp-w`.
  public var cssProperty: String { "--dp-\(rawValue)" }

  /// Its value for a dialog presented in `context`.
  public func value(in context: PlanContext) -> Double {
    switch self {
    case .width: context.container.width
    case .height: context.container.height
    case .safeTop: context.safeArea.top
    case .safeLeft: context.safeArea.left
    case .safeBottom: context.safeArea.bottom
    case .safeRight: context.safeArea.right
    case .bannerRatio: context.bannerAspectRatio
    case .textScale: context.traits.textSize.scale
    case .rightToLeft: context.traits.direction == .rtl ? 1 : 0
    }
  }
}
