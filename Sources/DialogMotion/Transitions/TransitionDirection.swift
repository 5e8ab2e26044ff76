/// Which way a transition runs.
public enum TransitionDirection: String, Hashable, Codable, Sendable, CaseIterable {
  /// From hidden to presented.
  case present
  /// From presented to hidden.
  case dismiss
}
