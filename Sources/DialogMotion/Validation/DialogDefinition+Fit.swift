extension DialogDefinition {
  /// The problem, if any, of a layout that the rule (``DialogLayout/fitted()``) cannot fit into every
  /// supported container: the container of ``DeviceContainer/all`` (at the largest text size) where
  /// the presented view, the card or the banner falls furthest under ``FitRule/minimumBanner``
  /// points, with the shortfall. `bannerSize` is the campaign's banner
  /// (nil: square).
  public func fitProblems(bannerSize: ScreenSize? = nil) -> [ValidationProblem] {
    let banner = bannerSize ?? ScreenSize(width: 1, height: 1)
    let minimum = FitRule.minimumBanner
    var worst: (container: DeviceContainer, part: String, size: Double)?
    for container in DeviceContainer.all {
      let context = PlanContext(container, bannerSize: banner, traits: DialogTraits(textSize: .largest))
      let plan = plan(for: .present, in: context)
      let parts: [(String, Double)] = [
        ("presented view's width", plan.presentedFrame.width),
        ("presented view's height", plan.presentedFrame.height),
        ("card's width", plan.card.frame.width), ("banner's height", plan.card.bannerFrame.height),
      ]
      guard let (part, size) = parts.min(by: { $0.1 < $1.1 }), size < minimum - 1e-9 else { continue }
      if worst == nil || size < worst!.size { worst = (container, part, size) }
    }
    if let (container, part, size) = worst {
      let screen = "\(Checks.show(container.size.width)) × \(Checks.show(container.size.height)) pt"
      let message =
        "The layout doesn't fit the \(container.description) (\(screen)) at text size \(TextSize.largest.rawValue): "
        + "the \(part) would be \(Checks.show((Swift.max(0, size) * 10).rounded() / 10)) pt, "
        + "\(Checks.show(((minimum - size) * 10).rounded() / 10)) pt short of the \(Checks.show(minimum)) pt it needs."
      return [ValidationProblem(path: "layout", message: message)]
    }
    return []
  }
}
