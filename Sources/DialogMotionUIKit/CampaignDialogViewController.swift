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
  /// and one tap or close.
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
    /// What VoiceOver reads for the banner (the campaign's title).
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
    var impressionReported = false
    var endReported = false

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
        definition: loaded.definition, banner: banner, bannerLabel: loaded.campaign.title,
        actionURL: loaded.variant.action, sourceView: sourceView, onEvent: onEvent, openURL: openURL)
    }

    @available(
      *, unavailable,
      message: "Use init(definition:banner:bannerLabel:actionURL:sourceView:onEvent:openURL:)."
    )
    required init?(coder: NSCoder) { nil }

    /// Closes the dialog as the app's own decision (trigger `programmatic`).
    public func close() { close(.programmatic) }

    /// Reports `.close(trigger)` (once) and dismisses.
    func close(_ trigger: CloseEventTrigger) {
      guard !endReported else { return }
      endReported = true
      onEvent(.close(trigger))
      dismiss(animated: true)
    }

    /// A banner tap: with an action URL, reports `.tap`, closes, then opens the URL.
    func bannerTapped() {
      guard let url = actionURL, !endReported else { return }
      endReported = true
      onEvent(.tap)
      let open = openURL
      dismiss(animated: true) { open(url) }
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      views.build(in: view, for: self)
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let plan = definition.plan(for: .present, in: transitions.context(in: view.superview))
      views.layout(plan, in: view)
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard !impressionReported else { return }
      impressionReported = true
      onEvent(.impression)
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      // Dismissed without one of our controls: the app called dismiss(animated:) itself.
      if isBeingDismissed && !endReported {
        endReported = true
        onEvent(.close(.programmatic))
      }
    }

    public override func accessibilityPerformEscape() -> Bool {
      close(.escape)
      return true
    }
  }
#endif
