/// One animated transition of the presented view: how long, along which curve, and how the hidden
/// end differs from the presented one.
public struct Transition: Hashable, Codable, Sendable {
  /// `transitionDuration(using:)`, in seconds.
  public var duration: Double
  /// The animation's curve.
  public var curve: TimingCurve
  /// The hidden end's differences from the presented state, combined in order.
  public var effects: [TransitionEffect]

  /// A transition lasting `duration` seconds along `curve`.
  public init(duration: Double, curve: TimingCurve, effects: [TransitionEffect]) {
    self.duration = duration
    self.curve = curve
    self.effects = effects
  }

  /// The state at the hidden end for a dialog laid out as `layout`: opacity sets alpha, scales
  /// multiply, translations add; grow-from-source moves the centre onto the source button's.
  public func hiddenState(in layout: DialogLayout) -> DialogState {
    var state = DialogState.presented
    let frame = layout.frame.rect
    for effect in effects {
      switch effect {
      case .opacity(let alpha):
        state.alpha = alpha
      case .scale(let factor):
        state.scale *= factor
      case .translate(let x, let y):
        state.translationX = state.translationX + x
        state.translationY = state.translationY + y
      case .growFromSource(let scale):
        state.scale *= scale
        state.translationX = state.translationX + (layout.sourceButton.midX - frame.midX)
        state.translationY = state.translationY + (layout.sourceButton.midY - frame.midY)
      case .slideFromBelow:
        state.translationY = state.translationY + .screenHeight
      }
    }
    return state
  }
}
