extension DialogLayout {
  /// `frameOfPresentedViewInContainerView`: the frame the layout rule gives in the container
  /// (``fitted()``): the seed's frame, narrowed about its centre where it would leave the safe area.
  public func presentedFrame(in context: PlanContext) -> PlanRect {
    fitted().presented.rect(in: context)
  }

  /// The card in a presented view of `presentedFrame`, by the layout rule (``fitted()``): the card,
  /// the banner at the top, the button under it, the ✕ and its hit frame in the leading or trailing
  /// corner, and the colours of the context's appearance.
  public func cardPlan(presentedFrame: PlanRect, in context: PlanContext) -> CardPlan {
    cardPlan(presentedFrame: presentedFrame, fit: fitted(), in: context)
  }

  /// ``cardPlan(presentedFrame:in:)`` from a layout rule already built (``fitted()``), for callers
  /// that also took the presented frame from it.
  func cardPlan(presentedFrame: PlanRect, fit: FittedLayout, in context: PlanContext) -> CardPlan {
    var card = fit.card.rect(in: context)
    if case .fillsDialog = self.card.placement { card = presentedFrame.bounds }
    let colors = self.card.colors.palette(context.traits.appearance)
    let button = self.card.button.flatMap { button in
      fit.button.map { box in
        CardPlan.Button(
          title: button.title, frame: box.rect(in: context),
          fontSize: fit.buttonFontSize?.value(in: context) ?? TextSize.standard.bodyPointSize)
      }
    }
    return CardPlan(
      frame: card, cornerRadius: self.card.cornerRadius, background: colors.background,
      bannerFrame: fit.banner.rect(in: context),
      closeButtonFrame: fit.close?.rect(in: context), button: button,
      closeButtonHitFrame: fit.closeHit?.rect(in: context), colors: colors, traits: context.traits)
  }
}
