extension DialogDefinition {
  /// The UIKit work of a transition in `direction` for a dialog presented in `context`: see
  /// ``DialogPlan``. Pure: the same inputs give the same plan on every platform.
  public func plan(for direction: TransitionDirection, in context: PlanContext) -> DialogPlan {
    let transition = transition(for: direction)
    let fit = layout.fitted()
    let presentedFrame = fit.presented.rect(in: context)
    let states = states(for: direction)
    let style: PresentationStructure.Style =
      overlay.placement == .dialogBackground ? .overFullScreen : .custom
    return DialogPlan(
      direction: direction,
      structure: PresentationStructure(
        style: style, presentationController: style == .custom, animator: !transition.runsUIKitSlide),
      duration: transition.duration,
      presentedFrame: presentedFrame,
      card: layout.cardPlan(presentedFrame: presentedFrame, fit: fit, in: context),
      from: viewState(states.from, in: presentedFrame, direction: direction, context: context),
      to: viewState(states.to, in: presentedFrame, direction: direction, context: context),
      overlay: overlayPlan(for: direction, presentedFrame: presentedFrame, in: context),
      closing: ClosePlan(triggers: closeTriggers, outsideTap: outsideTap),
      animation: transition.animationCall)
  }

  /// `state` as alpha, scale and the centre in the container. A grow-from-source centre moves onto
  /// the context's source frame when it has one, instead of the layout's source button.
  func viewState(
    _ state: DialogState, in presentedFrame: PlanRect, direction: TransitionDirection, context: PlanContext
  ) -> ViewState {
    let screen = context.container
    var x = presentedFrame.centre.x + state.translationX.resolved(in: screen)
    var y = presentedFrame.centre.y + state.translationY.resolved(in: screen)
    if let source = context.sourceFrame, !state.hasIdentityTransform {
      let grows = transition(for: direction).effects.filter {
        if case .growFromSource = $0 { true } else { false }
      }
      let count = Double(grows.count)
      x += count * (source.centre.x - layout.sourceButton.midX.resolved(in: screen))
      y += count * (source.centre.y - layout.sourceButton.midY.resolved(in: screen))
    }
    return ViewState(alpha: state.alpha, scale: state.scale, centre: PlanPoint(x: x, y: y))
  }

  /// The dim's host, colour, alphas and frame.
  func overlayPlan(
    for direction: TransitionDirection, presentedFrame: PlanRect, in context: PlanContext
  ) -> OverlayPlan {
    let alphas = overlay.alphas(for: direction)
    let container = PlanRect(x: 0, y: 0, width: context.container.width, height: context.container.height)
    switch overlay.placement {
    case .dialogBackground:
      return OverlayPlan(
        host: .presentedViewBackground, color: overlay.color, fromAlpha: alphas.from, toAlpha: alphas.to,
        frame: presentedFrame.bounds)
    case .alongside:
      return OverlayPlan(
        host: .presentationController, color: overlay.color, fromAlpha: alphas.from, toAlpha: alphas.to,
        frame: container)
    }
  }

  /// Where a tap outside the card closes the dialog: nowhere unless the overlay closes; behind the
  /// card when the presented view covers the screen (and so the overlay); else the overlay itself.
  var outsideTap: ClosePlan.OutsideTap {
    guard overlay.closesOnTap else { return .none }
    return overlay.placement == .dialogBackground || layout.frame == .fullScreen ? .behindCard : .overlay
  }
}
