extension DialogDefinition {
  /// `pop-grow`, seed 001 (Objective-C pop-up with a presentation controller).
  ///
  /// A black overlay fades 0→0.5 alongside the transition and back to 0 on dismissal. The white card
  /// is 12 pt from the sides, 150 pt high, centred, corner radius 22, the banner filling it. Present:
  /// alpha 0→1 and scale 0.8→1 over 0.2 s, ease-out; dismiss: alpha 1→0 over 0.2 s, ease-out (the
  /// seed's dismissal passes `.curveEaseOut` too). A tap anywhere outside the card closes it.
  /// Deviations: the card's layout is not in the article's text; it comes from the storyboard of
  /// the sample repository it links to (maximinstantcoffee/popup). The storyboard pins the card to
  /// the safe area's sides, which are 0 pt in portrait, so we measure 12 pt from the screen's sides.
  public static let popGrow = DialogDefinition(
    name: "pop-grow",
    seed: "001",
    present: Transition(
      duration: 0.2, curve: .easeOut, effects: [.opacity(alpha: 0), .scale(factor: 0.8)]),
    dismiss: Transition(duration: 0.2, curve: .easeOut, effects: [.opacity(alpha: 0)]),
    overlay: Overlay(color: .black, alpha: 0.5, placement: .alongside, closesOnTap: true),
    layout: DialogLayout(
      frame: .fullScreen,
      card: CardLayout(
        placement: .centred(width: .insetFromSides(points: 12), height: .fixed(length: .points(150))),
        cornerRadius: 22,
        background: .white)))
}
