import Testing

@testable import DialogMotion

/// The dialog's lifecycle: UIKit ignores a dismiss while the present transition runs, so a close
/// asked for then waits for it; a close is reported once, when the dismissal really starts; a
/// dismissal UIKit refuses leaves the dialog answering the next close; a dialog taken away without
/// its own dismissal reports its `removed` reason. The reasons are the events contract's names, as the
/// UIKit adapter passes them.
struct LifecycleTests {
  typealias Lifecycle = DialogLifecycle<String>

  /// Feeds `events` in order and returns everything the adapter was told to do.
  static func run(_ events: [Lifecycle.Event], from start: Lifecycle = Lifecycle(removed: "removed")) -> (
    Lifecycle, [Lifecycle.Output]
  ) {
    var lifecycle = start
    let outputs = events.flatMap { lifecycle.handle($0) }
    return (lifecycle, outputs)
  }

  @Test func aCloseDuringThePresentWaitsForItThenDismissesAndIsReportedWhenTheDismissalStarts() {
    var lifecycle = Lifecycle(removed: "removed")
    #expect(lifecycle.handle(.closeRequested("programmatic")) == [])
    #expect(lifecycle.phase == .presenting)
    #expect(lifecycle.pendingClose == "programmatic")
    #expect(lifecycle.reportedEnd == nil)
    // The present ends: the impression, and our dismissal asked for.
    #expect(
      lifecycle.handle(.presentFinished) == [.reportImpression, .moveFocusIn, .startDismiss("programmatic")])
    #expect(lifecycle.phase == .closing)
    #expect(lifecycle.reportedEnd == nil, "nothing reported before the dismissal starts")
    // UIKit starts it: the close asked for is reported, not the default reason.
    #expect(lifecycle.handle(.dismissStarted("other")) == [.report("programmatic")])
    #expect(lifecycle.handle(.dismissFinished) == [.restoreFocus])
    #expect(lifecycle.phase == .dismissed)
    #expect(lifecycle.reportedEnd == "programmatic")
  }

  @Test func twoClosesDuringThePresentReportTheFirstOnce() {
    let (lifecycle, outputs) = Self.run([
      .closeRequested("programmatic"), .closeRequested("close_button"), .presentFinished,
      .closeRequested("overlay"), .dismissStarted("p"), .dismissFinished,
    ])
    #expect(
      outputs == [
        .reportImpression, .moveFocusIn, .startDismiss("programmatic"), .report("programmatic"),
        .restoreFocus,
      ])
    #expect(lifecycle.phase == .dismissed)
  }

  @Test func twoClosesWhilePresentedReportOneAndDismissOnce() {
    let (lifecycle, outputs) = Self.run([
      .presentFinished, .closeRequested("close_button"), .closeRequested("close_button"),
      .closeRequested("escape"), .dismissStarted("p"), .closeRequested("button"), .dismissFinished,
    ])
    #expect(
      outputs == [
        .reportImpression, .moveFocusIn, .startDismiss("close_button"), .report("close_button"),
        .restoreFocus,
      ])
    #expect(lifecycle.reportedEnd == "close_button")
  }

  /// Something presented over the dialog (an alert the app showed from its top controller): the
  /// adapter's dismissal is refused by UIKit or dismisses the wrong controller; either way nothing is
  /// reported and the next ✕ asks again, so the user is never stuck behind the dialog.
  @Test func aRefusedDismissalReportsNothingAndTheNextCloseWorks() {
    var lifecycle = Lifecycle(removed: "removed")
    lifecycle.handle(.presentFinished)
    #expect(lifecycle.handle(.closeRequested("close_button")) == [.startDismiss("close_button")])
    #expect(lifecycle.handle(.dismissRefused) == [])
    #expect(lifecycle.phase == .presented)
    #expect(lifecycle.reportedEnd == nil)
    #expect(lifecycle.handle(.closeRequested("overlay")) == [.startDismiss("overlay")])
    #expect(lifecycle.handle(.dismissStarted("p")) == [.report("overlay")])
    #expect(lifecycle.handle(.dismissFinished) == [.restoreFocus])
    #expect(lifecycle.reportedEnd == "overlay")
  }

  /// Covered by a full-screen controller and uncovered again: appearances, no end; then the
  /// controller beneath is dismissed, taking the dialog: one end, the `removed` reason.
  @Test func aDialogTakenAwayWithoutItsOwnDismissalReportsRemoved() {
    let (lifecycle, outputs) = Self.run([
      .presentFinished, .presentFinished, .removed, .removed, .dismissFinished,
    ])
    #expect(outputs == [.reportImpression, .moveFocusIn, .report("removed"), .restoreFocus])
    #expect(lifecycle.phase == .dismissed)
    // Taken away while our dismissal was asked for and its start not seen: the close asked for.
    let (_, asked) = Self.run([.presentFinished, .closeRequested("escape"), .removed])
    #expect(
      asked == [.reportImpression, .moveFocusIn, .startDismiss("escape"), .report("escape"), .restoreFocus])
    // Never on screen: nothing.
    #expect(Self.run([.closeRequested("a"), .removed, .presentFinished]).1 == [])
  }

  @Test func aCloseAfterTheDialogIsDismissedDoesNothing() {
    let (dismissed, _) = Self.run([
      .presentFinished, .closeRequested("button"), .dismissStarted("programmatic"), .dismissFinished,
    ])
    #expect(dismissed.phase == .dismissed)
    let (after, outputs) = Self.run(
      [
        .closeRequested("programmatic"), .presentFinished, .dismissStarted("programmatic"), .dismissFinished,
        .removed,
      ],
      from: dismissed)
    #expect(outputs == [])
    #expect(after == dismissed)
  }

  @Test func theAppsOwnDismissIsReportedAsItStartsAndNotDismissedAgain() {
    var lifecycle = Lifecycle(removed: "removed")
    lifecycle.handle(.presentFinished)
    // `dismiss(animated:)` called by the app: UIKit starts it, the lifecycle only reports it.
    #expect(lifecycle.handle(.dismissStarted("programmatic")) == [.report("programmatic")])
    #expect(lifecycle.handle(.closeRequested("close_button")) == [])
    #expect(lifecycle.handle(.dismissFinished) == [.restoreFocus])
    #expect(lifecycle.reportedEnd == "programmatic")
  }

  @Test func aBannerTapIsAnEndLikeAClose() {
    let (_, outputs) = Self.run([
      .closeRequested("tap"), .presentFinished, .closeRequested("close_button"), .dismissStarted("p"),
    ])
    #expect(outputs == [.reportImpression, .moveFocusIn, .startDismiss("tap"), .report("tap")])
  }

  @Test func theImpressionIsReportedOnceEvenIfTheDialogAppearsAgain() {
    // viewDidAppear comes again when a full-screen controller presented over the dialog goes away.
    let (lifecycle, outputs) = Self.run([.presentFinished, .presentFinished, .presentFinished])
    #expect(outputs == [.reportImpression, .moveFocusIn])
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

  /// Every sequence of up to five events (7 kinds, two reasons for the close and the app's dismissal):
  /// VoiceOver's focus moved in once with the impression and given back once when that dialog is gone;
  /// at most one impression and one end; an end only as the dialog goes (a dismissal starting, or
  /// the dialog gone), never when a close is asked for; our dismissal asked for only once the dialog
  /// is on screen, again only after UIKit refused the one before; the end reported after our dismissal
  /// is the close it was asked for; and a dialog gone after its impression has its end.
  @Test func noSequenceReportsTwiceLosesAnEndOrReportsBeforeTheDialogGoes() {
    let events: [Lifecycle.Event] = [
      .closeRequested("a"), .closeRequested("b"), .presentFinished, .dismissStarted("p"),
      .dismissStarted("q"), .dismissRefused, .dismissFinished, .removed,
    ]
    var sequences: [[Lifecycle.Event]] = [[]]
    var longest: [[Lifecycle.Event]] = [[]]
    for _ in 0..<5 {
      longest = longest.flatMap { prefix in events.map { prefix + [$0] } }
      sequences += longest
    }
    #expect(sequences.count == 1 + 8 + 64 + 512 + 4096 + 32768)
    for sequence in sequences {
      var lifecycle = Lifecycle(removed: "removed")
      var impressions = 0
      var focusIn = 0
      var restored = 0
      var reports: [String] = []
      var asked: String?
      for event in sequence {
        for output in lifecycle.handle(event) {
          switch output {
          case .reportImpression: impressions += 1
          case .moveFocusIn:
            focusIn += 1
            #expect(impressions == 1, "\(sequence): focus moved in before the impression")
          case .restoreFocus:
            restored += 1
            #expect(focusIn == 1, "\(sequence): focus given back without having been taken")
            #expect(lifecycle.phase == .dismissed, "\(sequence): focus given back while the dialog is up")
          case .report(let reason):
            reports.append(reason)
            switch event {
            case .dismissStarted, .dismissFinished, .removed: break
            default: Issue.record("\(sequence): reported at \(event)")
            }
            if let asked { #expect(reason == asked, "\(sequence): reported another end than asked") }
          case .startDismiss(let reason):
            #expect(asked == nil, "\(sequence): asked twice without a refusal")
            #expect(impressions == 1, "\(sequence): dismissed before the impression")
            asked = reason
          }
        }
        if event == .dismissRefused { asked = nil }
      }
      #expect(impressions <= 1, "\(sequence)")
      #expect(reports.count <= 1, "\(sequence)")
      #expect(lifecycle.reportedEnd == reports.first, "\(sequence)")
      if lifecycle.phase == .dismissed && lifecycle.impressionReported {
        #expect(reports.count == 1, "\(sequence): gone after its impression without an end")
      }
      // VoiceOver: in once with the impression, back once when a dialog that had it is gone.
      #expect(focusIn == impressions, "\(sequence)")
      #expect(
        restored == (lifecycle.phase == .dismissed && focusIn == 1 ? 1 : 0), "\(sequence): focus given back")
    }
  }
}
