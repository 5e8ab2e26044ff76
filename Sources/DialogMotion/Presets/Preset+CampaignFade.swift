extension DialogDefinition {
  /// `campaign-fade`, seed 000 (an Objective-C campaign banner over full screen).
  ///
  /// The presented view is full screen with its own background, black at alpha 0.6, so the dim fades
  /// with it. The banner is `scaled(300)` wide (`v × W / 375`), as high as its aspect ratio makes it,
  /// aspect-fill, centred, corner radius 8; the ✕ is `scaled(28)` square, 8 pt inside its top-right
  /// corner. Alpha 0→1 over 0.25 s and 1→0 over 0.25 s with UIView's default curve (ease-in-out).
  /// The ✕ closes; tapping the dim does nothing; a banner tap closes and opens the action URL when
  /// there is one. Deviations: none; the ✕ image is ours.
  public static let campaignFade = DialogDefinition(
    name: "campaign-fade",
    seed: "000",
    present: Transition(duration: 0.25, curve: .easeInOut, effects: [.opacity(alpha: 0)]),
    dismiss: Transition(duration: 0.25, curve: .easeInOut, effects: [.opacity(alpha: 0)]),
    overlay: Overlay(color: .black, alpha: 0.6, placement: .dialogBackground, closesOnTap: false),
    layout: DialogLayout(
      frame: .fullScreen,
      card: CardLayout(
        placement: .centred(width: .fixed(length: .scaled(300)), height: .bannerAspectRatio),
        cornerRadius: 8,
        closeButton: CloseButton(size: .scaled(28), inset: 8))))
}
