/// JSON: an object with only the keys of ``StyleOverrides/keys`` (`{"overlayAlpha": 0.6}`); any
/// other key throws `DecodingError.dataCorrupted` whose description names it. `curve` takes
/// `"easeInOut"`, `"easeIn"`, `"easeOut"`, `"linear"`, `{"bezier": [x1, y1, x2, y2]}` or
/// `{"spring": {"damping": ζ, "velocity": v}}`. Ranges are checked by ``validate()``, not here.
extension StyleOverrides: Codable {
  enum CodingKeys: String, CodingKey {
    case presentDuration, dismissDuration, curve, overlayAlpha, fromScale, colors
  }

  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, alsoAllowing: [])
  }

  /// Decodes the overrides of an object that may also hold `extraKeys` (such as `preset`).
  init(from decoder: any Decoder, alsoAllowing extraKeys: [String]) throws {
    try decoder.rejectUnknownKeys(allowed: extraKeys + Self.keys, in: "style")
    let container = try decoder.container(keyedBy: CodingKeys.self)
    presentDuration = try container.decodeIfPresent(Double.self, forKey: .presentDuration)
    dismissDuration = try container.decodeIfPresent(Double.self, forKey: .dismissDuration)
    curve = try container.decodeIfPresent(TimingCurve.self, forKey: .curve)
    overlayAlpha = try container.decodeIfPresent(Double.self, forKey: .overlayAlpha)
    fromScale = try container.decodeIfPresent(Double.self, forKey: .fromScale)
    colors = try container.decodeIfPresent(ColorOverrides.self, forKey: .colors)
    if case .physicalSpring = curve {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [CodingKeys.curve],
          debugDescription:
            "A style's curve must be easeInOut, easeIn, easeOut, linear, {\"bezier\": [x1, y1, x2, y2]} "
            + "or {\"spring\": {\"damping\": d, \"velocity\": v}}."))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(presentDuration, forKey: .presentDuration)
    try container.encodeIfPresent(dismissDuration, forKey: .dismissDuration)
    try container.encodeIfPresent(curve, forKey: .curve)
    try container.encodeIfPresent(overlayAlpha, forKey: .overlayAlpha)
    try container.encodeIfPresent(fromScale, forKey: .fromScale)
    try container.encodeIfPresent(colors, forKey: .colors)
  }
}
