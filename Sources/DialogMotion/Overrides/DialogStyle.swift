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

  /// Every problem: an unknown preset (path `preset`), the overrides the preset refuses
  /// (``StyleOverrides/problems(for:)``) and the other overrides' own problems.
  public func validate() -> [ValidationProblem] {
    guard let definition = DialogDefinition.preset(named: preset) else {
      let names = DialogDefinition.presetNames.joined(separator: ", ")
      let unknown = ValidationProblem(
        path: "preset", message: "Unknown preset \"\(preset)\"; presets are \(names).")
      return [unknown] + overrides.validate()
    }
    let refused = overrides.problems(for: definition)
    let refusedKeys = Set(refused.map(\.path))
    // A refused key is reported once, as refused, not also for its range.
    let ranges = overrides.validate().filter { problem in
      !refusedKeys.contains(String(problem.path.prefix { $0 != "." && $0 != "[" }))
    }
    return refused + ranges
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
