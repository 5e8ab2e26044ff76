/// A campaign variant's `style`: a preset name, or `{ "preset": NAME, ...overrides }`.
///
/// Decodes both forms (unknown keys in the object throw, naming the key) and encodes back to the
/// string when there are no overrides. ``validate()`` checks the preset name and the overrides;
/// ``definition`` is the preset with the overrides applied.
public struct DialogStyle: Hashable, Sendable {
  /// The preset's name.
  public var preset: String
  /// The adjustments to it.
  public var overrides: StyleOverrides

  /// A style from a preset name and overrides.
  public init(preset: String, overrides: StyleOverrides = .none) {
    self.preset = preset
    self.overrides = overrides
  }

  /// Every problem: an unknown preset (path `preset`) and the overrides' own problems.
  public func validate() -> [ValidationProblem] {
    var problems: [ValidationProblem] = []
    if DialogDefinition.preset(named: preset) == nil {
      let names = DialogDefinition.presetNames.joined(separator: ", ")
      problems.append(
        ValidationProblem(path: "preset", message: "Unknown preset \"\(preset)\"; presets are \(names)."))
    }
    return problems + overrides.validate()
  }

  /// The preset with the overrides applied, or nil for an unknown preset.
  public var definition: DialogDefinition? {
    DialogDefinition.preset(named: preset)?.applying(overrides)
  }
}

extension DialogStyle: Codable {
  enum CodingKeys: String, CodingKey { case preset }

  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      self.init(preset: name)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let preset = try container.decode(String.self, forKey: .preset)
    self.init(preset: preset, overrides: try StyleOverrides(from: decoder, alsoAllowing: ["preset"]))
  }

  public func encode(to encoder: any Encoder) throws {
    if overrides.isEmpty {
      var container = encoder.singleValueContainer()
      try container.encode(preset)
      return
    }
    try overrides.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(preset, forKey: .preset)
  }
}
