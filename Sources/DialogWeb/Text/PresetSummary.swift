import DialogMotion

/// The text `dialog-preview presets` prints: one aligned line per definition with its durations,
/// curves and overlay.
///
/// ```
/// NAME                SEED  PRESENT                                  DISMISS                  OVERLAY
/// campaign-fade       000   0.25 s ease-in-out                       0.25 s ease-in-out       black 0.6 …
/// ```
public enum PresetSummary {
  /// The table for `definitions` (all presets by default), ending with a newline.
  public static func text(_ definitions: [DialogDefinition] = DialogDefinition.presets) -> String {
    let header = ["NAME", "SEED", "PRESENT", "DISMISS", "OVERLAY", "CLOSES ON"]
    let rows = definitions.map { definition in
      [
        definition.name,
        definition.seed ?? "-",
        transition(definition.present),
        transition(definition.dismiss),
        overlay(definition.overlay),
        definition.closeTriggers.map(\.rawValue).joined(separator: ", "),
      ]
    }
    let table = [header] + rows
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    return table.map { row in
      row.indices.map { column in
        column == row.count - 1 ? row[column] : row[column].padding(toLength: widths[column] + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }

  static func transition(_ transition: Transition) -> String {
    "\(NumberText.format(transition.duration)) s \(transition.curve)"
  }

  static func overlay(_ overlay: Overlay) -> String {
    let color =
      overlay.color == .black
      ? "black" : overlay.color == .white ? "white" : overlay.color == .gray ? "gray" : "rgb"
    let placement = overlay.placement == .dialogBackground ? "dialog background" : "alongside"
    return "\(color) \(NumberText.format(overlay.alpha)) (\(placement))"
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
