/// The dim behind the dialog: which view carries it, its colour, its alpha at both ends of the
/// transition and its frame.
public struct OverlayPlan: Hashable, Codable, Sendable {
  /// The view that carries the dim.
  public enum Host: String, Hashable, Codable, Sendable {
    /// The presented view's `backgroundColor` is `color` at `fromAlpha` (= `toAlpha`): the dim
    /// fades with the dialog's own alpha (seed 000).
    case presentedViewBackground
    /// A view of the presentation controller, inserted into the container at index 0 in
    /// `presentationTransitionWillBegin`; its `alpha` goes from `fromAlpha` to `toAlpha` in
    /// `animate(alongsideTransition:)` on the transition coordinator (seeds 001–004).
    case presentationController
  }

  /// The view that carries the dim.
  public var host: Host
  /// The colour, opaque (`UIColor(red:green:blue:alpha: 1)`).
  public var color: RGBColor
  /// The alpha when the transition starts.
  public var fromAlpha: Double
  /// The alpha when it ends.
  public var toAlpha: Double
  /// The frame: the container's bounds, or the presented view's bounds for the background host.
  public var frame: PlanRect

  /// An overlay plan from its parts.
  public init(host: Host, color: RGBColor, fromAlpha: Double, toAlpha: Double, frame: PlanRect) {
    self.host = host
    self.color = color
    self.fromAlpha = fromAlpha
    self.toAlpha = toAlpha
    self.frame = frame
  }
}
