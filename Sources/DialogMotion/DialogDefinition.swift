/// Everything that makes one campaign dialog look and move as its UIKit original: the shared
/// animator definition the iOS app and the web preview both read.
///
/// Start from a preset (``campaignFade``, ``popGrow``, ``popShrink``, ``springFromSource``,
/// ``halfScreenSlide``) and adjust it with ``applying(_:)``:
///
/// ```swift
/// let style = DialogDefinition.springFromSource.applying(StyleOverrides(overlayAlpha: 0.6))
/// let start = style.states(for: .present).from   // alpha 0, scale 0.01, centre on the source
/// ```
public struct DialogDefinition: Hashable, Codable, Sendable {
  /// The version of this structure; bumped when its meaning changes.
  public static let currentSchemaVersion = 1

  /// ``currentSchemaVersion`` when written.
  public var schemaVersion: Int
  /// The preset name, `[a-z0-9-]`.
  public var name: String
  /// The seed document it reproduces (`000`…`004`), if any.
  public var seed: String?
  /// The presenting transition.
  public var present: Transition
  /// The dismissing transition.
  public var dismiss: Transition
  /// The dim behind the dialog.
  public var overlay: Overlay
  /// The geometry.
  public var layout: DialogLayout

  /// A definition from its parts.
  public init(
    name: String, seed: String? = nil, present: Transition, dismiss: Transition, overlay: Overlay,
    layout: DialogLayout, schemaVersion: Int = DialogDefinition.currentSchemaVersion
  ) {
    self.schemaVersion = schemaVersion
    self.name = name
    self.seed = seed
    self.present = present
    self.dismiss = dismiss
    self.overlay = overlay
    self.layout = layout
  }

  /// The transition running in `direction`.
  public func transition(for direction: TransitionDirection) -> Transition {
    direction == .present ? present : dismiss
  }

  /// The presented view's states at the start and end of a transition in `direction`.
  public func states(for direction: TransitionDirection) -> (from: DialogState, to: DialogState) {
    switch direction {
    case .present: (present.hiddenState(in: layout), .presented)
    case .dismiss: (.presented, dismiss.hiddenState(in: layout))
    }
  }

  /// What closes the dialog, besides a banner tap (which, with an action URL, closes it and opens
  /// the URL in every preset): the ✕ and card buttons the layout has, and the overlay if it closes.
  public var closeTriggers: [CloseTrigger] {
    var triggers: [CloseTrigger] = []
    if layout.card.closeButton != nil { triggers.append(.closeButton) }
    if overlay.closesOnTap { triggers.append(.overlay) }
    if layout.card.button != nil { triggers.append(.button) }
    return triggers
  }
}
