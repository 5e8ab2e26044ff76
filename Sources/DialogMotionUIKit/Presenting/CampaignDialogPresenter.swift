#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import UIKit

  /// Presents a campaign dialog without the app finding a controller for it: from the top-most
  /// controller of the foreground active scene's key window (or of the scene given), never one being
  /// dismissed. Where UIKit would silently present nothing (no active scene, no window, a transition
  /// running, a dialog already up), it throws a ``CampaignDialogPresentationError`` saying why instead.
  /// (Untyped `throws`: typed throws crashes the compiler against the iOS 16.5 SDK's standard library.)
  ///
  /// ```swift
  /// let dialog = CampaignDialogViewController(loaded: loaded, banner: image) { event in … }
  /// do {
  ///   try CampaignDialogPresenter.present(dialog)
  /// } catch {
  ///   NSLog("campaign dialog not shown: %@", "\(error)")
  /// }
  /// ```
  @MainActor public enum CampaignDialogPresenter {
    /// Presents `dialog` from ``presentingController(in:)``.
    public static func present(
      _ dialog: CampaignDialogViewController, in scene: UIWindowScene? = nil, animated: Bool = true
    ) throws {
      try presentingController(in: scene).present(dialog, animated: animated)
    }

    /// The controller a dialog is presented from: in `scene` (by default the foreground active
    /// window scene, the first of them), its key window's (else its first window's) root controller,
    /// then each controller it presents, to the top.
    public static func presentingController(
      in scene: UIWindowScene? = nil
    ) throws -> UIViewController {
      let windowScene: UIWindowScene
      if let scene {
        windowScene = scene
      } else {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let active = scenes.first(where: { $0.activationState == .foregroundActive }) else {
          throw CampaignDialogPresentationError.noActiveScene
        }
        windowScene = active
      }
      guard let window = windowScene.keyWindow ?? windowScene.windows.first,
        let root = window.rootViewController
      else { throw CampaignDialogPresentationError.noWindow }
      var top = root
      while let next = top.presentedViewController {
        if next.isBeingDismissed { throw CampaignDialogPresentationError.transitionRunning }
        top = next
      }
      if top is CampaignDialogViewController { throw CampaignDialogPresentationError.dialogShown }
      guard top.viewIfLoaded?.window != nil else { throw CampaignDialogPresentationError.notInWindow }
      return top
    }
  }
#endif
