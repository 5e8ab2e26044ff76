/// The presented view at one end of a transition, as the animator sets it: `alpha`, a uniform
/// scale (`CGAffineTransform(scaleX:y:)` about the view's centre) and `center` in the container.
public struct ViewState: Hashable, Codable, Sendable {
  /// `view.alpha`.
  public var alpha: Double
  /// The scale of `view.transform` (1 is identity).
  public var scale: Double
  /// `view.center`, in the container's coordinates.
  public var centre: PlanPoint

  /// A state from its parts.
  public init(alpha: Double, scale: Double, centre: PlanPoint) {
    self.alpha = alpha
    self.scale = scale
    self.centre = centre
  }
}
