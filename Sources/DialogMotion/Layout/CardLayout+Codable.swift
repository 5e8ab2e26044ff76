extension CardLayout {
  enum CodingKeys: String, CodingKey { case placement, cornerRadius, background, colors, closeButton, button }

  /// Decodes `colors`, or (as definitions written before it had them) the light `background` with
  /// the default palettes around it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    placement = try container.decode(CardPlacement.self, forKey: .placement)
    cornerRadius = try container.decode(Double.self, forKey: .cornerRadius)
    closeButton = try container.decodeIfPresent(CloseButton.self, forKey: .closeButton)
    button = try container.decodeIfPresent(CardButton.self, forKey: .button)
    colors =
      try container.decodeIfPresent(CardColors.self, forKey: .colors)
      ?? .standard(background: container.decodeIfPresent(RGBColor.self, forKey: .background))
  }

  /// Encodes the light `background` (for readers that know only it) and the `colors`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(placement, forKey: .placement)
    try container.encode(cornerRadius, forKey: .cornerRadius)
    try container.encodeIfPresent(background, forKey: .background)
    try container.encode(colors, forKey: .colors)
    try container.encodeIfPresent(closeButton, forKey: .closeButton)
    try container.encodeIfPresent(button, forKey: .button)
  }
}
