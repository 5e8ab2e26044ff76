import DialogMotion
import DialogWeb

/// `dialog-preview presets` and `dialog-preview css [--preset NAME]`.
enum PresetCommands {
  static func presets(_ arguments: [String]) throws {
    let parser = try OptionParser(arguments, valued: [], environment: [:])
    if let extra = parser.positionals.first {
      throw UsageError("presets takes no argument \(extra.debugDescription).")
    }
    print(PresetSummary.text(), terminator: "")
  }

  static func css(_ arguments: [String]) throws {
    let parser = try OptionParser(arguments, valued: ["preset"], environment: [:])
    if let extra = parser.positionals.first {
      throw UsageError("css takes no argument \(extra.debugDescription); use --preset NAME.")
    }
    guard let name = parser.value("preset") else {
      print(CSSRenderer.allPresetsCSS(), terminator: "")
      return
    }
    guard let preset = DialogDefinition.preset(named: name) else {
      let names = DialogDefinition.presets.map(\.name).joined(separator: ", ")
      throw UsageError("Unknown preset \(name.debugDescription); the presets are \(names).")
    }
    print(CSSRenderer.presetStylesheet(preset), terminator: "")
  }
}
