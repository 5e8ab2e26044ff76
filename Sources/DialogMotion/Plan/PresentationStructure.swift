/// How UIKit is set up to present the dialog: the modal presentation style, whether our
/// `UIPresentationController` subclass manages it, and whether our animator runs the transition.
///
/// Seed 000: `.overFullScreen`, the dim is the dialog's own background, a fade animator. Seeds
/// 001–003: `.custom`, a presentation controller whose overlay animates alongside, an animator.
/// Seed 004: `.custom`, a presentation controller and no animator, so UIKit runs its own slide.
public struct PresentationStructure: Hashable, Codable, Sendable {
  /// `UIModalPresentationStyle`.
  public enum Style: String, Hashable, Codable, Sendable {
    /// `.overFullScreen`: UIKit's own presentation controller; the presenter's view stays.
    case overFullScreen
    /// `.custom`: the transitioning delegate supplies the presentation controller.
    case custom
  }

  /// The modal presentation style.
  public var style: Style
  /// Whether the transitioning delegate returns our presentation controller (only for `.custom`).
  public var presentationController: Bool
  /// Whether the transitioning delegate returns our animator for this direction; false leaves the
  /// transition to UIKit (its cover-vertical slide).
  public var animator: Bool

  /// A structure from its parts.
  public init(style: Style, presentationController: Bool, animator: Bool) {
    self.style = style
    self.presentationController = presentationController
    self.animator = animator
  }
}
