import DialogMotion
import Foundation

/// The JSON of `GET /api/presets`: the definitions the CSS is generated from, as an array in preset
/// order, keys sorted, pretty-printed (``DialogDefinition``'s `Codable` form).
public enum PresetsJSON {
  /// The JSON text of `definitions` (all presets by default).
  public static func text(_ definitions: [DialogDefinition] = DialogDefinition.presets) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(definitions), as: UTF8.self)
  }
}
