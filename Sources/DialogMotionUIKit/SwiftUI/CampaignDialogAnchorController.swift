#if (os(iOS) || os(visionOS)) && canImport(SwiftUI) || DIALOG_UIKIT_SURFACE
  import DialogCampaigns
  import SwiftUI
  import UIKit

  /// The invisible controller behind a view with `.campaignDialog(_:onEvent:onFailure:)`: presents the
  /// binding's campaign when its view is in a window, closes the dialog when the binding lets it go,
  /// and sets the binding back to nil once the dialog is gone or could not be presented.
  @MainActor final class CampaignDialogAnchorController: UIViewController {
    var campaign: Binding<LoadedCampaign?> = .constant(nil)
    var onEvent: @MainActor (DialogEvent, LoadedCampaign) -> Void = { _, _ in }
    var onFailure: @MainActor (CampaignDialogPresentationError) -> Void = { _ in }
    /// The dialog on screen (its dismissal included), and the campaign it shows.
    private(set) var dialog: CampaignDialogViewController?
    private(set) var shown: LoadedCampaign?
    /// Set once the view has left the screen: nothing is presented any more.
    private var left = false

    override func viewDidLoad() {
      super.viewDidLoad()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      view.accessibilityElementsHidden = true
    }

    /// A campaign set before the view was in a window is presented now.
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      follow()
    }

    /// Does what the binding says: closes a dialog it no longer holds, presents one it holds.
    func follow() {
      let wanted = campaign.wrappedValue
      if let dialog {
        if wanted != shown { dialog.close() }
        return
      }
      guard let wanted, !left, let scene = viewIfLoaded?.window?.windowScene else { return }
      guard let image = UIImage(data: wanted.banner) else {
        fail(.bannerUnreadable(wanted.bannerURL), for: wanted)
        return
      }
      let events = onEvent
      let dialog = CampaignDialogViewController(
        loaded: wanted, banner: image, sourceView: view, onEvent: { events($0, wanted) })
      dialog.onGone = { [weak self] in self?.gone() }
      do {
        try CampaignDialogPresenter.present(dialog, in: scene)
      } catch let error as CampaignDialogPresentationError {
        fail(error, for: wanted)
        return
      } catch {
        fail(.noWindow, for: wanted)
        return
      }
      self.dialog = dialog
      shown = wanted
    }

    /// The view has left the screen: its dialog closes, and none is presented any more.
    func leave() {
      left = true
      dialog?.close()
    }

    /// The dialog is gone: the binding goes back to nil unless the app has set another campaign
    /// meanwhile, which is presented on the next turn of the main queue (UIKit ignores a present
    /// while the dismissal it is finishing still runs).
    private func gone() {
      let ended = shown
      dialog = nil
      shown = nil
      if campaign.wrappedValue == ended {
        campaign.wrappedValue = nil
      } else {
        DispatchQueue.main.async { [weak self] in self?.follow() }
      }
    }

    /// Reports why `loaded` was not presented and lets the binding go, after the view update that
    /// asked for it (SwiftUI's state is not changed while it updates views).
    private func fail(_ error: CampaignDialogPresentationError, for loaded: LoadedCampaign) {
      let binding = campaign
      let report = onFailure
      DispatchQueue.main.async {
        report(error)
        if binding.wrappedValue == loaded { binding.wrappedValue = nil }
      }
    }
  }
#endif
