/// The life of one presented dialog, from the present transition to the end of its dismissal, as a
/// pure state machine: what the UIKit adapter does when something asks it to close, and what it
/// reports. Its events are what UIKit tells the presented view controller; its outputs are what the
/// adapter must do, in order.
///
/// UIKit ignores `dismiss(animated:)` while a presentation is running. So a close asked for during
/// the present transition (a tap on the ✕ the moment it appears, the app's `close()` from a timer or
/// a deep link) is kept, not acted on: once the present has finished the dialog dismisses. A close is
/// reported only when the dismissal really starts: a dismissal UIKit refused (another transition was
/// running) reports nothing and leaves the dialog open, so the next close tries again. A dialog that
/// goes without a dismissal of its own (the controller beneath it dismissed, its scene gone) reports
/// the `removed` reason it was made with. Whatever happens, a dialog reports at most one impression
/// and at most one end (`Reason`: a close with its trigger, or a banner tap), and one end once it is
/// gone after its impression.
///
/// ```swift
/// var lifecycle = DialogLifecycle<String>(removed: "programmatic")
/// lifecycle.handle(.closeRequested("close_button"))   // [] (the present is still running)
/// lifecycle.handle(.presentFinished)   // [.reportImpression, .moveFocusIn, .startDismiss("close_button")]
/// lifecycle.handle(.dismissStarted("programmatic"))   // [.report("close_button")]
/// lifecycle.handle(.closeRequested("overlay"))        // [] (already dismissing)
/// ```
public struct DialogLifecycle<Reason: Hashable & Sendable>: Hashable, Sendable {
  /// Where the dialog is.
  public enum Phase: String, Hashable, Sendable {
    /// The present transition is running (`present(_:animated:)` until `viewDidAppear`).
    case presenting
    /// On screen, nothing running.
    case presented
    /// Our dismissal was asked for (``Output/startDismiss(_:)``) and has not been seen starting yet.
    case closing
    /// A dismissal has started (ours or the app's).
    case dismissing
    /// Gone: every later event is ignored.
    case dismissed
  }

  /// What UIKit, the dialog's controls or the app tell the lifecycle.
  public enum Event: Hashable, Sendable {
    /// Something asks the dialog to close for `reason`: the ✕, the OK button, a tap outside the
    /// card, VoiceOver's escape gesture, a banner tap, the app's `close()`.
    case closeRequested(Reason)
    /// The present transition has completed (`viewDidAppear`).
    case presentFinished
    /// UIKit has begun a dismissal (`viewWillDisappear` while `isBeingDismissed`); `reason` is what
    /// to report if nobody asked the lifecycle for it (the app's own `dismiss(animated:)`).
    case dismissStarted(Reason)
    /// The dismissal asked for by ``Output/startDismiss(_:)`` did not start (UIKit ignored it): the
    /// dialog is still up and a later close asks again.
    case dismissRefused
    /// The dismissal has completed (`viewDidDisappear` while `isBeingDismissed`).
    case dismissFinished
    /// The dialog went without a dismissal of its own (`viewDidDisappear` with no presenter left:
    /// the controller beneath it was dismissed, taking it along).
    case removed
  }

  /// What the adapter must do, in the order given.
  public enum Output: Hashable, Sendable {
    /// Report the impression (once: the dialog is on screen).
    case reportImpression
    /// Move VoiceOver's focus into the dialog (`.screenChanged`), keeping where it was: once, right
    /// after the impression.
    case moveFocusIn
    /// Give VoiceOver's focus back to where it was before the dialog: once, when the dialog that had it
    /// is gone.
    case restoreFocus
    /// Report the dialog's end (once, as it goes).
    case report(Reason)
    /// Dismiss the dialog itself now, for `reason` (a banner tap opens its URL once dismissed), and
    /// tell the lifecycle ``Event/dismissRefused`` if UIKit does not start it.
    case startDismiss(Reason)
  }

  /// Where the dialog is.
  public private(set) var phase: Phase = .presenting
  /// The close asked for during the present transition, waiting for it to finish (the first one
  /// asked; later ones are dropped), or, while ``Phase/closing``, the close being dismissed for.
  public private(set) var pendingClose: Reason?
  /// The end reported, once there is one.
  public private(set) var reportedEnd: Reason?
  /// Whether the impression was reported.
  public private(set) var impressionReported = false
  /// What a dialog that goes without its own dismissal reports (``Event/removed``).
  public let removedReason: Reason

  /// A dialog about to be presented; `removed` is what it reports if it goes without a dismissal of
  /// its own after its impression.
  public init(removed: Reason) { removedReason = removed }

  /// Moves on by `event` and returns what the adapter must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Output] {
    switch (phase, event) {
    case (.presenting, .closeRequested(let reason)):
      if pendingClose == nil { pendingClose = reason }
      return []
    case (.presenting, .presentFinished):
      phase = .presented
      impressionReported = true
      guard let reason = pendingClose else { return [.reportImpression, .moveFocusIn] }
      return [.reportImpression, .moveFocusIn] + askDismissal(for: reason)
    case (.presented, .closeRequested(let reason)):
      return askDismissal(for: reason)
    case (.presenting, .dismissStarted(let reason)), (.presented, .dismissStarted(let reason)),
      (.closing, .dismissStarted(let reason)):
      // Ours (the close asked for), or the app's own dismiss(animated:).
      return end(with: pendingClose ?? reason, phase: .dismissing)
    case (.closing, .dismissRefused):
      phase = .presented
      pendingClose = nil
      return []
    case (.presenting, .dismissFinished), (.presenting, .removed):
      // Never on screen (a cancelled present): gone, nothing to report.
      pendingClose = nil
      phase = .dismissed
      return []
    case (.presented, .dismissFinished), (.presented, .removed):
      return end(with: removedReason, phase: .dismissed) + [.restoreFocus]
    case (.closing, .dismissFinished), (.closing, .removed):
      // Gone while our dismissal was asked for, its start unseen: the close asked for.
      return end(with: pendingClose ?? removedReason, phase: .dismissed) + [.restoreFocus]
    case (.dismissing, .dismissFinished), (.dismissing, .removed):
      phase = .dismissed
      return impressionReported ? [.restoreFocus] : []
    case (.presenting, .dismissRefused), (.presented, .presentFinished), (.presented, .dismissRefused),
      (.closing, .closeRequested), (.closing, .presentFinished), (.dismissing, _), (.dismissed, _):
      return []
    }
  }

  /// Our dismissal for `reason`: asked for now, reported when it starts.
  private mutating func askDismissal(for reason: Reason) -> [Output] {
    phase = .closing
    pendingClose = reason
    return [.startDismiss(reason)]
  }

  /// The dialog's end: `reason` reported, in `phase`.
  private mutating func end(with reason: Reason, phase next: Phase) -> [Output] {
    pendingClose = nil
    phase = next
    reportedEnd = reason
    return [.report(reason)]
  }
}
