import DialogMotion

/// A variant's present and dismiss transitions as they run.
public struct DrawnTransitions: Sendable {
  public var present: Transition
  public var dismiss: Transition
  public subscript(direction: TransitionDirection) -> Transition {
    direction == .present ? present : dismiss
  }
}
