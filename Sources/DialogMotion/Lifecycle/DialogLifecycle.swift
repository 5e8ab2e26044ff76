/// The life of one presented dialog, from the present transition to the end of its dismissal, as a
/// pure state machine: what the UIKit adapter does when something asks it to close, and what it
/// reports. Its events are what UIKit tells the presented view controller; its outputs are what the
/// adapter must do, in order.
///
/// UIKit ignores `dismiss(animated:)` while a presentation is running. So a close asked for during
/// the present transition (a tap on the ✕ the moment it appears, the app's `close()` from a timer or
/// a deep link) is kept, not acted on: once the present has finished the dialog dismisses, and only
/// then is the close reported. Whatever happens, a dialog reports at most one impression and at most
/// one end (`Reason`: a close with its trigger, or a banner tap), and the end only when a dismissal
/// really starts.
///
/// ```swift
/// var lifecycle = DialogLifecycle<String>()
/// lifecycle.handle(.closeRequested("programmatic"))   // [] (the present is still running)
/// lifecycle.handle(.presentFinished)
/// // [.reportImpression, .report("programmatic"), .startDismiss("programmatic")]
/// lifecycle.handle(.closeRequested("close_button"))   // [] (already dismissing)
/// ```
public struct DialogLifecycle<Reason: Hashable & Sendable>: Hashable, Sendable {
  /// Where the dialog is.
  public enum Phase: String, Hashable, Sendable {
    /// The present transition is running (`present(_:animated:)` until `viewDidAppear`).
    case presenting
    /// On screen, nothing running.
    case presented
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
    /// The dismissal has completed (`viewDidDisappear` while `isBeingDismissed`).
    case dismissFinished
  }

  /// What the adapter must do, in the order given.
  public enum Output: Hashable, Sendable {
    /// Report the impression (once: the dialog is on screen).
    case reportImpression
    /// Report the dialog's end (once, as its dismissal starts).
    case report(Reason)
    /// Call `dismiss(animated: true)` now, for `reason` (a banner tap opens its URL once dismissed).
    case startDismiss(Reason)
  }

  /// Where the dialog is.
  public private(set) var phase: Phase = .presenting
  /// The close asked for during the present transition, waiting for it to finish (the first one
  /// asked; later ones are dropped).
  public private(set) var pendingClose: Reason?
  /// The end reported, once there is one.
  public private(set) var reportedEnd: Reason?
  /// Whether the impression was reported.
  public private(set) var impressionReported = false

  /// A dialog about to be presented.
  public init() {}

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
      guard let reason = pendingClose else { return [.reportImpression] }
      pendingClose = nil
      return [.reportImpression] + beginDismissal(for: reason)
    case (.presented, .closeRequested(let reason)):
      return beginDismissal(for: reason)
    case (.presenting, .dismissStarted(let reason)), (.presented, .dismissStarted(let reason)):
      // Nobody asked the lifecycle (UIKit doesn't start one mid-present, but a close kept for it wins).
      let end = pendingClose ?? reason
      pendingClose = nil
      phase = .dismissing
      reportedEnd = end
      return [.report(end)]
    case (.presenting, .dismissFinished), (.presented, .dismissFinished), (.dismissing, .dismissFinished):
      // Without a dismissal seen starting (a cancelled present): gone, nothing to report.
      pendingClose = nil
      phase = .dismissed
      return []
    case (.presented, .presentFinished), (.dismissing, _), (.dismissed, _):
      return []
    }
  }

  /// The dismissal for `reason`: reported as it starts.
  private mutating func beginDismissal(for reason: Reason) -> [Output] {
    phase = .dismissing
    reportedEnd = reason
    return [.report(reason), .startDismiss(reason)]
  }
}
