/// The exact UIKit work of presenting or dismissing one dialog, as values: what the
/// `DialogMotionUIKit` executor does, computed and tested here in pure Swift.
///
/// ```swift
/// let context = PlanContext(
///   container: ScreenSize(width: 393, height: 852), bannerSize: ScreenSize(width: 600, height: 300))
/// let plan = DialogDefinition.popGrow.plan(for: .present, in: context)
/// // plan.from: alpha 0, scale 0.8; plan.animation: .animate(duration: 0.2, delay: 0, option: .curveEaseOut)
/// ```
public struct DialogPlan: Hashable, Codable, Sendable {
  /// Which way the transition runs.
  public var direction: TransitionDirection
  /// The presentation style, presentation controller and animator.
  public var structure: PresentationStructure
  /// `transitionDuration(using:)`, in seconds: also the overlay's alongside fade.
  public var duration: Double
  /// The presented view's frame in the container (`frameOfPresentedViewInContainerView`).
  public var presentedFrame: PlanRect
  /// The card inside the presented view.
  public var card: CardPlan
  /// The presented view when the transition starts.
  public var from: ViewState
  /// The presented view when it ends.
  public var to: ViewState
  /// The dim.
  public var overlay: OverlayPlan
  /// What closes the dialog.
  public var closing: ClosePlan
  /// The animation call.
  public var animation: AnimationCall

  /// A plan from its parts.
  public init(
    direction: TransitionDirection, structure: PresentationStructure, duration: Double,
    presentedFrame: PlanRect, card: CardPlan, from: ViewState, to: ViewState, overlay: OverlayPlan,
    closing: ClosePlan, animation: AnimationCall
  ) {
    self.direction = direction
    self.structure = structure
    self.duration = duration
    self.presentedFrame = presentedFrame
    self.card = card
    self.from = from
    self.to = to
    self.overlay = overlay
    self.closing = closing
    self.animation = animation
  }
}
