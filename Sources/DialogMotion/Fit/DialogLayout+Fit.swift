/// The layout rule for any container (docs/layout.md, "One layout rule").
///
/// What the seeds fix: the presented view's frame (full screen; `W − 30 × H − 220`; half the
/// screen), the card's width (`scaled(300)`, or the safe area's width less an inset on each side),
/// its height (the banner's aspect ratio, 150 pt, or the banner then a 44-pt button), the ✕
/// (`scaled(28)`, 8 pt inside the top-right corner), the centring. On a portrait iPhone that is the
/// whole layout. What is ours, for every other container:
/// 1. Frames and cards stay centred where the seed centres them, and never leave the safe area
///    less ``FitRule/margin`` on any side: a presented view that would is narrowed (or shortened)
///    about its centre; a card that would shrinks, keeping its proportions (so the banner keeps its
///    aspect ratio), to the largest size that fits.
/// 2. The ✕ shrinks with its card (its side times the card's width over the seed's), keeps its
///    inset, and goes to the leading corner (top-left) right to left.
/// 3. The ✕'s hit frame is the ✕'s square grown about its centre to ``FitRule/minimumTouchTarget``,
///    then moved inside the card.
/// 4. The card's button grows with Dynamic Type: its height times the text scale (never below the
///    seed's 44 pt), its title at the `.body` size.
/// 5. No card and no presented view is wider than ``FitRule/largestWidth`` (an iPad's form sheet): a
///    card the banner's shape sizes keeps its proportions as in 1; a card of a fixed height and a
///    presented view keep their height.
extension DialogLayout {
  public func fitted() -> FittedLayout {
    typealias E = LayoutExpression
    let w = E.variable(.width)
    let h = E.variable(.height)
    let margin = E.constant(FitRule.margin)
    let left = E.variable(.safeLeft) + margin
    let right = E.variable(.safeRight) + margin
    let top = E.variable(.safeTop) + margin
    let bottom = E.variable(.safeBottom) + margin
    let largest = E.constant(FitRule.largestWidth)

    // The presented view: centred on the seed's centre, at most as big as the safe area allows.
    let seed = frame.rect
    let presented: FittedLayout.Box
    if frame == .fullScreen {
      presented = .init(x: .zero, y: .zero, width: w, height: h)
    } else {
      let cx = seed.midX.expression
      let cy = seed.midY.expression
      let pw = E.min(seed.width.expression, largest, (E.min(cx - left, w - right - cx)) * 2).named("dialog-w")
      let ph = E.min(seed.height.expression, (E.min(cy - top, h - bottom - cy)) * 2).named("dialog-h")
      presented = .init(x: cx - pw * 0.5, y: cy - ph * 0.5, width: pw, height: ph)
    }

    // The card, in the presented view.
    let card: FittedLayout.Box
    var scale = E.constant(1)
    var bannerHeight: E
    let buttonHeight = self.card.button.map {
      (E.constant($0.height) * E.max(1, .variable(.textScale))).named("button-h")
    }
    switch self.card.placement {
    case .fillsDialog:
      card = .init(x: .zero, y: .zero, width: presented.width, height: presented.height)
      bannerHeight = presented.height
    case .centred(let widthRule, let heightRule):
      let seedWidth: E
      let cx: E
      switch widthRule {
      case .fixed(let length):
        seedWidth = length.expression
        cx = presented.width * 0.5
      case .insetFromSides(let points):
        seedWidth = presented.width - .variable(.safeLeft) - .variable(.safeRight) - E.constant(2 * points)
        cx = (presented.width + .variable(.safeLeft) - .variable(.safeRight)) * 0.5
      }
      let cy = presented.height * 0.5
      // The room around the centre: the safe area less the margin, within the presented view.
      let roomLeft = E.max(.zero, left - presented.x)
      let roomTop = E.max(.zero, top - presented.y)
      let roomRight = E.min(presented.width, w - right - presented.x)
      let roomBottom = E.min(presented.height, h - bottom - presented.y)
      let maxWidth = (E.min(cx - roomLeft, roomRight - cx) * 2).named("room-w")
      let maxHeight = (E.min(cy - roomTop, roomBottom - cy) * 2).named("room-h")
      let cardWidth: E
      let cardHeight: E
      switch heightRule {
      case .fixed(let length):
        let seedHeight = length.expression
        // Narrowed to the largest width, a card of a fixed height keeps the height it fits at.
        let fitWidth = E.min(seedWidth, maxWidth, maxHeight * seedWidth / seedHeight).named("card-fit-w")
        cardWidth = E.min(fitWidth, largest).named("card-w")
        cardHeight = (fitWidth * seedHeight / seedWidth).named("card-h")
        bannerHeight = cardHeight
      case .bannerAspectRatio:
        cardWidth = E.min(seedWidth, largest, maxWidth, maxHeight / .variable(.bannerRatio)).named("card-w")
        bannerHeight = (cardWidth * .variable(.bannerRatio)).named("banner-h")
        cardHeight = bannerHeight
      case .content:
        let extra = buttonHeight ?? .zero
        cardWidth = E.min(seedWidth, largest, maxWidth, (maxHeight - extra) / .variable(.bannerRatio)).named(
          "card-w")
        bannerHeight = (cardWidth * .variable(.bannerRatio)).named("banner-h")
        cardHeight = (bannerHeight + extra).named("card-h")
      }
      scale = (cardWidth / seedWidth).named("card-scale")
      card = .init(x: cx - cardWidth * 0.5, y: cy - cardHeight * 0.5, width: cardWidth, height: cardHeight)
    }

    // The ✕ and its hit frame, in the card.
    var close: FittedLayout.Box?
    var closeHit: FittedLayout.Box?
    if let button = self.card.closeButton {
      let inset = E.constant(button.inset)
      let side = (button.size.expression * scale).named("close-side")
      let trailing = E.constant(1) - .variable(.rightToLeft)
      let x = (inset + trailing * (card.width - inset * 2 - side)).named("close-x")
      close = .init(x: x, y: inset, width: side, height: side)
      let hitSide = E.max(E.constant(FitRule.minimumTouchTarget), side).named("hit-side")
      closeHit = .init(
        x: .clamp(.zero, x + (side - hitSide) * 0.5, card.width - hitSide),
        y: .clamp(.zero, inset + (side - hitSide) * 0.5, card.height - hitSide),
        width: hitSide, height: hitSide)
    }
    let buttonBox = buttonHeight.map { height in
      FittedLayout.Box(x: .zero, y: bannerHeight, width: card.width, height: height)
    }
    return FittedLayout(
      presented: presented, card: card,
      banner: .init(x: .zero, y: .zero, width: card.width, height: bannerHeight),
      close: close, closeHit: closeHit, button: buttonBox,
      buttonFontSize: self.card.button.map { _ in
        E.constant(TextSize.standard.bodyPointSize) * .variable(.textScale)
      })
  }
}
