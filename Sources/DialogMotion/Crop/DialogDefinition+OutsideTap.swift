extension DialogDefinition {
  /// True when nothing on the card closes the dialog (no ✕, no button): a person closes it with a tap
  /// outside the card, or not at all (besides VoiceOver's escape gesture and the app).
  public var closesOnlyOutsideTheCard: Bool {
    !closeTriggers.contains(.closeButton) && !closeTriggers.contains(.button)
  }

  /// The widest strip, in points, where a tap outside the card closes the dialog presented in
  /// `container`: around the presented view on the overlay (``ClosePlan/OutsideTap/overlay``), around
  /// the card inside the presented view (``ClosePlan/OutsideTap/behindCard``); 0 where no tap does.
  public func outsideTapStrip(in container: DeviceContainer, bannerSize: ScreenSize) -> Double {
    let plan = plan(for: .present, in: PlanContext(container, bannerSize: bannerSize))
    let presented = plan.presentedFrame
    let card = PlanRect(
      x: presented.x + plan.card.frame.x, y: presented.y + plan.card.frame.y,
      width: plan.card.frame.width, height: plan.card.frame.height)
    let (host, inside): (PlanRect, PlanRect)
    switch plan.closing.outsideTap {
    case .none: return 0
    case .overlay:
      host = PlanRect(x: 0, y: 0, width: container.size.width, height: container.size.height)
      inside = presented
    case .behindCard: (host, inside) = (presented, card)
    }
    let strips = [
      inside.y - host.y, host.y + host.height - (inside.y + inside.height),
      inside.x - host.x, host.x + host.width - (inside.x + inside.width),
    ]
    return max(0, strips.max() ?? 0)
  }

  /// The containers (of `containers`, in their order) on which the dialog closes only by a tap outside
  /// the card and the widest strip for it is under ``OutsideTapWarning/minimum``; none when the card
  /// has a ✕ or a button.
  public func outsideTapWarnings(
    on containers: [DeviceContainer] = DeviceContainer.all, bannerSize: ScreenSize
  ) -> [OutsideTapWarning] {
    guard closesOnlyOutsideTheCard else { return [] }
    return containers.compactMap { container in
      let widest = outsideTapStrip(in: container, bannerSize: bannerSize)
      return widest < OutsideTapWarning.minimum
        ? OutsideTapWarning(container: container, widest: widest) : nil
    }
  }
}
