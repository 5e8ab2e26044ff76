extension DialogLayout {
  /// The problems of this layout, paths relative to it.
  public func validate() -> [ValidationProblem] {
    var checks = Checks()
    switch frame {
    case .fullScreen: break
    case .inset(let horizontal, let vertical):
      checks.nonNegative(horizontal, "frame.inset.horizontal", "An inset")
      checks.nonNegative(vertical, "frame.inset.vertical", "An inset")
    case .fraction(let width, let height):
      checks.positive(width, atMost: 1, "frame.fraction.width", "A fraction of the screen")
      checks.positive(height, atMost: 1, "frame.fraction.height", "A fraction of the screen")
    }
    if case .centred(let width, let height) = card.placement {
      switch width {
      case .fixed(let length):
        checks.positiveLength(length, "card.placement.centred.width.fixed.length", "A card's width")
      case .insetFromSides(let points):
        checks.nonNegative(points, "card.placement.centred.width.insetFromSides.points", "An inset")
      }
      if case .fixed(let length) = height {
        checks.positiveLength(length, "card.placement.centred.height.fixed.length", "A card's height")
      }
    }
    checks.nonNegative(card.cornerRadius, "card.cornerRadius", "A corner radius")
    if let background = card.background {
      checks.inRange(background.red, 0...1, "card.background.red", "A colour component")
      checks.inRange(background.green, 0...1, "card.background.green", "A colour component")
      checks.inRange(background.blue, 0...1, "card.background.blue", "A colour component")
    }
    if let close = card.closeButton {
      checks.positiveLength(close.size, "card.closeButton.size", "A close button's size")
      checks.nonNegative(close.inset, "card.closeButton.inset", "An inset")
    }
    if let button = card.button {
      checks.positive(button.height, "card.button.height", "A button's height")
      if button.title.isEmpty { checks.add("card.button.title", "A button needs a title.") }
    }
    checks.positive(sourceButton.size, "sourceButton.size", "The source button's size")
    checks.nonNegative(sourceButton.centreAboveBottom, "sourceButton.centreAboveBottom", "A distance")
    return checks.problems
  }
}

extension Checks {
  /// A length whose terms are finite and that is positive on the smallest and largest iPhones.
  mutating func positiveLength(_ length: ScreenLength, _ path: String, _ what: String) {
    guard length.isFinite else {
      add(path, "\(what) must be finite.")
      return
    }
    for screen in [ScreenSize(width: 320, height: 568), ScreenSize(width: 440, height: 956)]
    where length.resolved(in: screen) <= 0 {
      let size = "\(Self.show(screen.width)) × \(Self.show(screen.height))"
      add(path, "\(what) must be greater than 0 on a \(size) pt screen.")
      return
    }
  }
}
