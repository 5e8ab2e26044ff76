/// The animatable state of the presented view relative to its final frame: what UIKit's animation
/// block changes (alpha, and a transform of a translation applied after a scale about the centre).
public struct DialogState: Hashable, Codable, Sendable {
  /// `view.alpha`.
  public var alpha: Double
  /// The scale about the view's centre.
  public var scale: Double
  /// The horizontal movement of the view's centre.
  public var translationX: ScreenLength
  /// The vertical movement of the view's centre.
  public var translationY: ScreenLength

  /// A state from its parts.
  public init(alpha: Double, scale: Double, translationX: ScreenLength, translationY: ScreenLength) {
    self.alpha = alpha
    self.scale = scale
    self.translationX = translationX
    self.translationY = translationY
  }

  /// The presented state: alpha 1, identity transform.
  public static let presented = DialogState(alpha: 1, scale: 1, translationX: .zero, translationY: .zero)

  /// True when the transform is identity.
  public var hasIdentityTransform: Bool { scale == 1 && translationX.isZero && translationY.isZero }
}
