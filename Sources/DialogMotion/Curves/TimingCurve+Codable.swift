/// JSON: `"easeInOut"`, `"easeIn"`, `"easeOut"`, `"linear"`, `{"bezier": [x1, y1, x2, y2]}`,
/// `{"spring": {"damping": ζ, "velocity": v}}` (the campaign files' forms) or
/// `{"physicalSpring": {"mass": m, "stiffness": k, "damping": c, "initialVelocity": v}}`.
extension TimingCurve: Codable {
  /// The names of the curves written as a bare string.
  public static let namedCurves: [String: TimingCurve] = [
    "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
  ]

  static let objectKeys = ["bezier", "spring", "physicalSpring"]

  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      guard let curve = Self.namedCurves[name] else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription:
              "Unknown curve \"\(name)\"; use easeInOut, easeIn, easeOut, linear, {\"bezier\": [x1, y1, x2, y2]} "
              + "or {\"spring\": {\"damping\": d, \"velocity\": v}}."))
      }
      self = curve
      return
    }
    try decoder.rejectUnknownKeys(allowed: Self.objectKeys, in: "curve")
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "A curve object needs exactly one of the keys bezier, spring or physicalSpring."))
    }
    switch key.stringValue {
    case "bezier": self = .bezier(try container.decode(CubicBezier.self, forKey: key))
    case "spring": self = .spring(try container.decode(UIKitSpring.self, forKey: key))
    default: self = .physicalSpring(try container.decode(PhysicalSpring.self, forKey: key))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .easeInOut, .easeIn, .easeOut, .linear:
      var container = encoder.singleValueContainer()
      try container.encode(Self.namedCurves.first { $0.value == self }!.key)
    case .bezier(let curve):
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      try container.encode(curve, forKey: AnyCodingKey("bezier"))
    case .spring(let spring):
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      try container.encode(spring, forKey: AnyCodingKey("spring"))
    case .physicalSpring(let spring):
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      try container.encode(spring, forKey: AnyCodingKey("physicalSpring"))
    }
  }
}
