extension DialogDefinition {
  /// Every preset, in the order of the seeds (000 to 004).
  public static let presets: [DialogDefinition] = [
    .campaignFade, .popGrow, .popShrink, .springFromSource, .halfScreenSlide,
  ]

  /// The preset names, in order.
  public static var presetNames: [String] { presets.map(\.name) }

  /// The preset called `name` (`campaign-fade`, `pop-grow`, …), or nil.
  public static func preset(named name: String) -> DialogDefinition? {
    presets.first { $0.name == name }
  }
}
