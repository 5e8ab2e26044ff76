#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogCampaigns
  import DialogMotion
  import UIKit

  /// A campaign dialog presented exactly as its seed presents it, driven by a ``DialogDefinition``:
  /// present it with `present(_:animated:)`; it sets its own presentation style and keeps its own
  /// transitioning delegate (UIKit holds `transitioningDelegate` weakly).
  ///
  /// It reports through `onEvent`, with the names of the events contract: `.impression` when the
  /// present transition has completed (`viewDidAppear`), `.tap` when the banner is tapped (it then
  /// closes and, once closed, opens the action URL), `.close(trigger)` when the ✕, the OK button,
  /// a tap outside the card, VoiceOver's escape gesture or the app (`close()` or a plain
  /// `dismiss(animated:)`: `programmatic`) closes it. Each dialog reports at most one impression
  /// and one tap or close, the tap or close when its dismissal really starts: a close asked for while
  /// the present transition runs (UIKit would ignore the dismiss) waits for it to end, and a
  /// dismissal UIKit refuses reports nothing and leaves the next close working (``DialogLifecycle``).
  /// A close dismisses the dialog itself even when the app has presented something over it (an
  /// alert, a sheet: they go with it). A dialog taken away without a dismissal of its own (the app
  /// dismissed the controller beneath it) reports a `programmatic` close, so that no impression is
  /// left without its end.
  ///
  /// It follows its container: on a rotation or size change (mid-presentation too), a change of
  /// appearance, Dynamic Type size or layout direction, it plans again and lays its views out
  /// again; with Reduce Motion on, its transitions are the definition's cross-fade.
  ///
  /// ```swift
  /// let dialog = CampaignDialogViewController(loaded: loaded, banner: image, sourceView: button) { event in
  ///   print(event.type, event.trigger ?? "")
  /// }
  /// present(dialog, animated: true)
  /// ```
  ///
  /// On Linux this library is empty; `make test` type-checks its sources against
  /// Checks/UIKitSurface, a module declaring the documented signatures of the UIKit API used here.
  /// That proves the calls are well-typed against the documented API, not that they run on a device.
  public final class CampaignDialogViewController: UIViewController {
    /// The dialog's definition: preset and overrides.
    public let definition: DialogDefinition
    /// The banner image.
    public let banner: UIImage
    /// What VoiceOver reads for the banner: the variant's `bannerDescription` in the user's language,
    /// else the campaign's title.
    public let bannerLabel: String
    /// Where a banner tap leads; nil makes the banner tap do nothing (seed 000 without a URL).
    public let actionURL: URL?
    /// Called with each event, on the main actor.
    public let onEvent: @MainActor (DialogEvent) -> Void
    /// Opens the action URL once the dialog has closed (by default `UIApplication.shared.open`).
    public let openURL: @MainActor (URL) -> Void
    /// The transitioning delegate, owned here because `transitioningDelegate` is weak.
    let transitions: DialogTransitions
    let views = DialogViews()
    /// Where the dialog is, and what it has reported (its end is a `.tap` or a `.close`).
    var lifecycle = DialogLifecycle<DialogEvent>(removed: .close(.programmatic))
    /// What VoiceOver had focused before the dialog appeared (``restoreFocus()`` gives it back).
    weak var focusBefore: AnyObject?
    /// Called once the dialog is gone (its dismissal ended, or it was taken away): how SwiftUI's
    /// `.campaignDialog` learns to let its binding go.
    var onGone: (@MainActor () -> Void)?

    /// A dialog for `definition` showing `banner`. `sourceView` is the view `spring-from-source`
    /// grows out of (nil: the layout's source button, as in the preview).
    public init(
      definition: DialogDefinition, banner: UIImage, bannerLabel: String, actionURL: URL?,
      sourceView: UIView? = nil, onEvent: @escaping @MainActor (DialogEvent) -> Void = { _ in },
      openURL: @escaping @MainActor (URL) -> Void = DialogActions.openWithApplication
    ) {
      self.definition = definition
      self.banner = banner
      self.bannerLabel = bannerLabel
      self.actionURL = actionURL
      self.openURL = openURL
      self.onEvent = onEvent
      transitions = DialogTransitions(
        definition: definition, bannerSize: banner.size, sourceView: sourceView)
      super.init(nibName: nil, bundle: nil)
      let structure = definition.plan(for: .present, in: transitions.context(in: nil)).structure
      modalPresentationStyle = structure.style == .overFullScreen ? .overFullScreen : .custom
      transitioningDelegate = transitions
      transitions.onOverlayTap = { [weak self] in self?.close(.overlay) }
    }

    /// A dialog for the campaign `loaded` (its variant's definition, title and action URL).
    public convenience init(
      loaded: LoadedCampaign, banner: UIImage, sourceView: UIView? = nil,
      onEvent: @escaping @MainActor (DialogEvent) -> Void = { _ in },
      openURL: @escaping @MainActor (URL) -> Void = DialogActions.openWithApplication
    ) {
      self.init(
        definition: loaded.definition, banner: banner,
        bannerLabel: loaded.bannerLabel(for: Locale.preferredLanguages),
        actionURL: loaded.variant.action, sourceView: sourceView, onEvent: onEvent, openURL: openURL)
    }

    @available(
      *, unavailable,
      message: "Use init(definition:banner:bannerLabel:actionURL:sourceView:onEvent:openURL:)."
    )
    required init?(coder: NSCoder) { nil }

    /// Closes the dialog as the app's own decision (trigger `programmatic`): at once when it is on
    /// screen, once the present transition has ended while it runs, not at all once it is closing.
    public func close() { close(.programmatic) }

    /// Asks to close for `trigger`: reported, once, when the dismissal starts.
    func close(_ trigger: CloseEventTrigger) { handle(.closeRequested(.close(trigger))) }

    /// A banner tap: with an action URL, reports `.tap` as the dialog starts closing, and opens the
    /// URL once it has closed.
    func bannerTapped() {
      guard actionURL != nil else { return }
      handle(.closeRequested(.tap))
    }

    /// Moves the lifecycle on by `event` and does what it says: the impression and the end as they
    /// come, and a dismissal of ours (on the next turn of the main queue when `later`: right after
    /// the present, so that UIKit has finished it).
    func handle(_ event: DialogLifecycle<DialogEvent>.Event, later: Bool = false) {
      for output in lifecycle.handle(event) {
        switch output {
        case .reportImpression: onEvent(.impression)
        case .moveFocusIn: moveFocusIn()
        case .restoreFocus: restoreFocus()
        case .report(let end): onEvent(end)
        case .startDismiss(let end) where later:
          DispatchQueue.main.async { [weak self] in self?.startDismissal(for: end) }
        case .startDismiss(let end): startDismissal(for: end)
        }
      }
      if lifecycle.phase == .dismissed, let gone = onGone {
        onGone = nil
        gone()
      }
    }

    /// Dismisses the dialog itself for `end` (reported by `viewWillDisappear` as the dismissal
    /// starts); a tap opens the action URL once the dialog is gone. `dismiss(animated:)` on the
    /// dialog would dismiss what the app presented over it instead, so the controller that presented
    /// the dialog dismisses it, and with it everything above (UIKit's rule for a presenter). A
    /// dismissal UIKit does not start (another transition running) is refused: nothing is reported
    /// and the dialog answers the next close.
    func startDismissal(for end: DialogEvent) {
      guard lifecycle.phase == .closing else { return }
      let url = end == .tap ? actionURL : nil
      let open = openURL
      let completion: () -> Void = { if let url { open(url) } }
      if let presenter = presentingViewController, presenter.presentedViewController === self {
        presenter.dismiss(animated: true, completion: completion)
      } else {
        dismiss(animated: true, completion: completion)
      }
      if lifecycle.phase == .closing && !isBeingDismissed { handle(.dismissRefused) }
    }

    /// VoiceOver's focus into the dialog (its banner) and the rest of the screen out of reach: the
    /// container (the presentation's, above the app's views) made modal, not only the dialog's view,
    /// whose siblings are all `accessibilityViewIsModal` hides. Keeps where the focus was, and takes
    /// the hardware keyboard's keys (Escape closes).
    func moveFocusIn() {
      focusBefore = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
      view.superview?.accessibilityViewIsModal = true
      UIAccessibility.moveFocus(to: views.bannerControl)
      becomeFirstResponder()
    }

    /// VoiceOver's focus back where it was before the dialog, when that element is still on screen.
    func restoreFocus() {
      guard let element = focusBefore else { return }
      focusBefore = nil
      if let view = element as? UIView, view.window == nil { return }
      UIAccessibility.moveFocus(to: element)
    }

    /// A hardware keyboard's Escape closes the dialog (trigger `escape`, as VoiceOver's escape gesture).
    public override var canBecomeFirstResponder: Bool { true }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) {
        // On the main thread, but iOS 16's SDK doesn't say so: a main-actor task, so that Swift 6
        // mode accepts the call.
        Task { @MainActor [weak self] in self?.close(.escape) }
      } else {
        super.pressesBegan(presses, with: event)
      }
    }

    /// Lays the dialog out for its container as it is now: the presented view's frame (seed 000 has
    /// no presentation controller to set it) and, through `viewDidLayoutSubviews`, the card. Only
    /// while presented: during a transition the animator owns the geometry.
    func followContainer() {
      guard lifecycle.phase == .presented, let container = view.superview else { return }
      view.frame = CGRect(transitions.plan(.present, in: container).presentedFrame)
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      views.build(in: view, for: self)
    }

    /// Plans the card again for the container's size, safe area and traits, and lays it out.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      views.layout(transitions.plan(.present, in: view.superview), in: view)
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      handle(.presentFinished, later: true)
      // The container may have turned while the present ran.
      followContainer()
    }

    public override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      // A dismissal starts: ours (nothing to do), or the app's own dismiss(animated:).
      if isBeingDismissed { handle(.dismissStarted(.close(.programmatic))) }
    }

    /// The end of a dismissal, or a dialog taken away with the controller beneath it (no presenter
    /// left). Covered by a full-screen controller the app presented, it is still presented: nothing.
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed {
        handle(.dismissFinished)
      } else if presentingViewController == nil {
        handle(.removed)
      }
    }

    /// A rotation or a size change (split view, Stage Manager), mid-presentation too: laid out for
    /// the new container alongside UIKit's animation and again once it ends (the safe area is
    /// final then).
    public override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(
        alongsideTransition: { [weak self] _ in self?.followContainer() },
        completion: { [weak self] _ in self?.followContainer() })
    }

    /// Dark mode, a Dynamic Type size or a layout direction changed: the colours follow by
    /// themselves (dynamic), the plan is made again (the button's font and frame grow with the text
    /// size, the ✕ goes to the other corner) on the next layout pass. Deprecated in iOS 17 for
    /// `registerForTraitChanges(_:handler:)`, which iOS 15 and 16 don't have; still called there.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      view.setNeedsLayout()
    }

    public override func accessibilityPerformEscape() -> Bool {
      close(.escape)
      return true
    }
  }
#endif
