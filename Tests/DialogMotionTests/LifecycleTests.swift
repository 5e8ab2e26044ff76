import Testing

@testable import DialogMotion

/// The dialog's lifecycle (issue 41 item 6): UIKit ignores a dismiss while the present transition
/// runs, so a close asked for then waits for it, and the close is reported once, when the dismissal
/// really starts. The reasons are the events contract's names, as the UIKit adapter passes them.
struct LifecycleTests {
  typealias Lifecycle = DialogLifecycle<String>

  /// Feeds `events` in order and returns everything the adapter was told to do.
  static func run(_ events: [Lifecycle.Event], from start: Lifecycle = Lifecycle()) -> (
    Lifecycle, [Lifecycle.Output]
  ) {
    var lifecycle = start
    let outputs = events.flatMap { lifecycle.handle($0) }
    return (lifecycle, outputs)
  }

  @Test func aCloseDuringThePresentWaitsForItThenDismissesOnceAndReportsOneClose() {
    var lifecycle = Lifecycle()
    #expect(lifecycle.handle(.closeRequested("programmatic")) == [])
    #expect(lifecycle.phase == .presenting)
    #expect(lifecycle.pendingClose == "programmatic")
    #expect(lifecycle.reportedEnd == nil)
    // The present ends: the impression, then the close as the dismissal starts.
    #expect(
      lifecycle.handle(.presentFinished) == [
        .reportImpression, .report("programmatic"), .startDismiss("programmatic"),
      ])
    #expect(lifecycle.phase == .dismissing)
    // UIKit then runs our dismissal: nothing more to do or report.
    #expect(lifecycle.handle(.dismissStarted("programmatic")) == [])
    #expect(lifecycle.handle(.dismissFinished) == [])
    #expect(lifecycle.phase == .dismissed)
    #expect(lifecycle.reportedEnd == "programmatic")
  }

  @Test func twoClosesDuringThePresentReportTheFirstOnce() {
    let (lifecycle, outputs) = Self.run([
      .closeRequested("programmatic"), .closeRequested("close_button"), .presentFinished,
      .closeRequested("overlay"), .dismissStarted("programmatic"), .dismissFinished,
    ])
    #expect(outputs == [.reportImpression, .report("programmatic"), .startDismiss("programmatic")])
    #expect(lifecycle.phase == .dismissed)
  }

  @Test func twoClosesWhilePresentedReportOneAndDismissOnce() {
    let (lifecycle, outputs) = Self.run([
      .presentFinished, .closeRequested("close_button"), .closeRequested("close_button"),
      .closeRequested("escape"), .dismissStarted("programmatic"), .closeRequested("button"), .dismissFinished,
    ])
    #expect(outputs == [.reportImpression, .report("close_button"), .startDismiss("close_button")])
    #expect(lifecycle.reportedEnd == "close_button")
  }

  @Test func aCloseAfterTheDialogIsDismissedDoesNothing() {
    let (dismissed, _) = Self.run([
      .presentFinished, .closeRequested("button"), .dismissStarted("programmatic"), .dismissFinished,
    ])
    #expect(dismissed.phase == .dismissed)
    let (after, outputs) = Self.run(
      [.closeRequested("programmatic"), .presentFinished, .dismissStarted("programmatic"), .dismissFinished],
      from: dismissed)
    #expect(outputs == [])
    #expect(after == dismissed)
  }

  @Test func theAppsOwnDismissIsReportedAsItStartsAndNotDismissedAgain() {
    var lifecycle = Lifecycle()
    lifecycle.handle(.presentFinished)
    // `dismiss(animated:)` called by the app: UIKit starts it, the lifecycle only reports it.
    #expect(lifecycle.handle(.dismissStarted("programmatic")) == [.report("programmatic")])
    #expect(lifecycle.handle(.closeRequested("close_button")) == [])
    #expect(lifecycle.handle(.dismissFinished) == [])
    #expect(lifecycle.reportedEnd == "programmatic")
  }

  @Test func aBannerTapIsAnEndLikeAClose() {
    let (_, outputs) = Self.run([.closeRequested("tap"), .presentFinished, .closeRequested("close_button")])
    #expect(outputs == [.reportImpression, .report("tap"), .startDismiss("tap")])
  }

  @Test func theImpressionIsReportedOnceEvenIfTheDialogAppearsAgain() {
    // viewDidAppear comes again when a full-screen controller presented over the dialog goes away.
    let (lifecycle, outputs) = Self.run([.presentFinished, .presentFinished, .presentFinished])
    #expect(outputs == [.reportImpression])
    #expect(lifecycle.impressionReported)
    #expect(lifecycle.phase == .presented)
  }

  @Test func aPresentThatNeverFinishedReportsNothing() {
    // A cancelled present: the dialog was never on screen, so neither an impression nor the close
    // kept for it is reported.
    let (lifecycle, outputs) = Self.run([
      .closeRequested("programmatic"), .dismissFinished, .presentFinished, .closeRequested("button"),
    ])
    #expect(outputs == [])
    #expect(lifecycle.phase == .dismissed)
    #expect(lifecycle.reportedEnd == nil)
    #expect(!lifecycle.impressionReported)
  }

  /// Every sequence of up to five events (4 kinds, two reasons for each kind that carries one):
  /// at most one impression, at most one end, at most one dismissal asked for, the end reported
  /// exactly when a dismissal starts (ours with it, or the app's), and ours asked for only once the
  /// dialog is on screen (after the impression).
  @Test func noSequenceReportsTwiceOrDismissesTwice() {
    let events: [Lifecycle.Event] = [
      .closeRequested("a"), .closeRequested("b"), .presentFinished, .dismissStarted("p"),
      .dismissStarted("q"), .dismissFinished,
    ]
    var sequences: [[Lifecycle.Event]] = [[]]
    var longest: [[Lifecycle.Event]] = [[]]
    for _ in 0..<5 {
      longest = longest.flatMap { prefix in events.map { prefix + [$0] } }
      sequences += longest
    }
    #expect(sequences.count == 1 + 6 + 36 + 216 + 1296 + 7776)
    for sequence in sequences {
      let (lifecycle, outputs) = Self.run(sequence)
      let impressions = outputs.filter { $0 == .reportImpression }.count
      let reports = outputs.compactMap { if case .report(let reason) = $0 { reason } else { nil } }
      let dismissals = outputs.compactMap { if case .startDismiss(let reason) = $0 { reason } else { nil } }
      #expect(impressions <= 1, "\(sequence)")
      #expect(reports.count <= 1, "\(sequence)")
      #expect(dismissals.count <= 1, "\(sequence)")
      #expect(dismissals.allSatisfy { reports == [$0] }, "\(sequence): dismissed for another end")
      #expect(lifecycle.reportedEnd == reports.first, "\(sequence)")
      if let index = outputs.firstIndex(where: { if case .startDismiss = $0 { true } else { false } }) {
        #expect(index > 0 && outputs[index - 1] == .report(dismissals[0]), "\(sequence): reported after")
        #expect(outputs.prefix(index).contains(.reportImpression), "\(sequence): dismissed mid-present")
      }
    }
  }
}
