import DialogMotion

/// The parameters of a dialog definition as label–value rows: durations, curves, overlay, layout.
public enum DefinitionFacts {
  /// The rows, in reading order; `slow` adds the slowed durations.
  public static func rows(_ definition: DialogDefinition, slow: Double = 1) -> [(
    label: String, value: String
  )] {
    [
      ("Preset", definition.name + (definition.seed.map { " (seed \($0))" } ?? "")),
      ("Present", transition(definition.present, slow: slow)),
      ("Dismiss", transition(definition.dismiss, slow: slow)),
      (fidelityLabel, fidelity(definition)),
      ("Overshoot", overshoot(definition.present)),
      ("Overlay", overlay(definition.overlay)),
      ("Frame", frame(definition.layout.frame)),
      ("Card", card(definition.layout.card)),
      ("Closes on", definition.closeTriggers.map(\.rawValue).joined(separator: ", ")),
    ]
  }

  /// `0.5 s, spring(damping 0.7, velocity 0.6)` (plus `; 5 s at 10×` when slowed).
  public static func transition(_ transition: Transition, slow: Double = 1) -> String {
    var text = "\(seconds(transition.duration)), \(transition.curve)"
    if slow != 1 { text += "; \(seconds(transition.duration * slow)) at \(NumberText.format(slow))×" }
    return text
  }

  /// The label of the row saying how close the browser's easings are to UIKit's curves.
  public static let fidelityLabel = "Easing vs UIKit"

  /// `present within 0.018 % of UIKit's curve; dismiss exact: CSS runs the same curve`: the bound of
  /// each transition's CSS easing against the curve UIKit runs, in % of the travel.
  public static func fidelity(_ definition: DialogDefinition) -> String {
    TransitionDirection.allCases.map { direction in
      let transition = definition.transition(for: direction)
      return "\(direction.rawValue) \(transition.curve.cssEasingFidelity(duration: transition.duration))"
    }.joined(separator: "; ")
  }

  /// The bound in a few words, for the compare view's captions: `easing exact` or `easing within
  /// 0.02 %` (of the travel, against UIKit's curve).
  public static func shortFidelity(_ transition: Transition) -> String {
    let bound = transition.curve.cssEasingFit(duration: transition.duration).bound
    return bound > 0 ? "easing within \(TimingCurve.boundPercent(bound)) %" : "easing exact"
  }

  static func seconds(_ value: Double) -> String { NumberText.format(value, maxFractionDigits: 3) + " s" }

  static func overlay(_ overlay: Overlay) -> String {
    let placement =
      overlay.placement == .dialogBackground ? "the dialog's background" : "alongside the dialog"
    return "\(overlay.color.css()) at alpha \(NumberText.format(overlay.alpha)), \(placement)"
      + (overlay.closesOnTap ? ", a tap closes" : "")
  }

  static func frame(_ frame: DialogFrame) -> String {
    switch frame {
    case .fullScreen: "full screen"
    case .inset(let horizontal, let vertical):
      "screen inset by \(NumberText.format(horizontal)) × \(NumberText.format(vertical)) pt, centred"
    case .fraction(let width, let height):
      "\(NumberText.format(width * 100)) % × \(NumberText.format(height * 100)) % of the screen, centred"
    }
  }

  static func card(_ card: CardLayout) -> String {
    var parts = ["corner radius \(NumberText.format(card.cornerRadius)) pt"]
    parts.append(card.closeButton == nil ? "no close button" : "close button")
    if let button = card.button { parts.append("button “\(button.title)”") }
    return parts.joined(separator: ", ")
  }

  /// The present transition's peak when it passes its target (`peak 103.2 % at 312 ms`), else `none`:
  /// where to scrub to see a spring's overshoot.
  public static func overshoot(_ transition: Transition) -> String {
    guard let peak = overshootPeak(transition) else { return "none" }
    return "peak \(NumberText.format(peak.progress * 100, maxFractionDigits: 1)) % at "
      + "\(NumberText.format(peak.milliseconds, maxFractionDigits: 0)) ms (unslowed)"
  }

  /// The highest progress above 1 and when (whole milliseconds), or nil when the curve never passes 1.
  public static func overshootPeak(_ transition: Transition) -> (progress: Double, milliseconds: Double)? {
    let progress = transition.curve.progressFunction(duration: transition.duration)
    let steps = max(1, Int((transition.duration * 1000).rounded()))
    var best: (progress: Double, milliseconds: Double)? = nil
    for step in 0...steps {
      let value = progress(Double(step) / Double(steps))
      if value > 1.0005, value > (best?.progress ?? 0) {
        best = (value, Double(step) * transition.duration * 1000 / Double(steps))
      }
    }
    return best
  }
}
