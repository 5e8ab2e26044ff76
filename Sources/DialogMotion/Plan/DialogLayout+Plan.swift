extension DialogLayout {
  /// `frameOfPresentedViewInContainerView`: the frame resolved on the container.
  public func presentedFrame(in context: PlanContext) -> PlanRect {
    let rect = frame.rect
    let screen = context.container
    return PlanRect(
      x: rect.x.resolved(in: screen), y: rect.y.resolved(in: screen),
      width: rect.width.resolved(in: screen), height: rect.height.resolved(in: screen))
  }

  /// The card in a presented view of `presentedFrame`: centred cards at their width and height
  /// (inset cards from the safe area's sides), the banner at the top at its aspect ratio unless
  /// the card's height is fixed, then the button; the ✕ `inset` points inside the top-right corner.
  public func cardPlan(presentedFrame: PlanRect, in context: PlanContext) -> CardPlan {
    let screen = context.container
    let ratio = context.bannerAspectRatio
    let cardFrame: PlanRect
    let bannerHeight: Double
    switch card.placement {
    case .fillsDialog:
      cardFrame = presentedFrame.bounds
      bannerHeight = cardFrame.height
    case .centred(let width, let height):
      let x: Double
      let w: Double
      switch width {
      case .fixed(let length):
        w = length.resolved(in: screen)
        x = (presentedFrame.width - w) / 2
      case .insetFromSides(let points):
        x = context.safeArea.left + points
        w = presentedFrame.width - context.safeArea.left - context.safeArea.right - 2 * points
      }
      let h: Double
      switch height {
      case .fixed(let length):
        h = length.resolved(in: screen)
        bannerHeight = h
      case .bannerAspectRatio:
        h = w * ratio
        bannerHeight = h
      case .content:
        bannerHeight = w * ratio
        h = bannerHeight + (card.button?.height ?? 0)
      }
      cardFrame = PlanRect(x: x, y: (presentedFrame.height - h) / 2, width: w, height: h)
    }
    let closeFrame = card.closeButton.map { close in
      let side = close.size.resolved(in: screen)
      return PlanRect(x: cardFrame.width - close.inset - side, y: close.inset, width: side, height: side)
    }
    let button = card.button.map { button in
      CardPlan.Button(
        title: button.title,
        frame: PlanRect(x: 0, y: bannerHeight, width: cardFrame.width, height: button.height))
    }
    return CardPlan(
      frame: cardFrame, cornerRadius: card.cornerRadius, background: card.background,
      bannerFrame: PlanRect(x: 0, y: 0, width: cardFrame.width, height: bannerHeight),
      closeButtonFrame: closeFrame, button: button)
  }
}
