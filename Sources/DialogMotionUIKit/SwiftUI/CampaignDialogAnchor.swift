#if (os(iOS) || os(visionOS)) && canImport(SwiftUI) || DIALOG_UIKIT_SURFACE
  import DialogCampaigns
  import SwiftUI
  import UIKit

  /// The UIKit side of `.campaignDialog(_:onEvent:onFailure:)`: an invisible controller behind the
  /// modified view, which presents and closes the dialog as the binding says.
  @MainActor struct CampaignDialogAnchor: UIViewControllerRepresentable {
    let campaign: Binding<LoadedCampaign?>
    let onEvent: @MainActor (DialogEvent, LoadedCampaign) -> Void
    let onFailure: @MainActor (CampaignDialogPresentationError) -> Void

    func makeUIViewController(context: Context) -> CampaignDialogAnchorController {
      CampaignDialogAnchorController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(_ anchor: CampaignDialogAnchorController, context: Context) {
      anchor.campaign = campaign
      anchor.onEvent = onEvent
      anchor.onFailure = onFailure
      anchor.follow()
    }

    /// The view leaves the screen: its dialog closes (`programmatic`), as a sheet goes with its view.
    static func dismantleUIViewController(_ anchor: CampaignDialogAnchorController, coordinator: Void) {
      anchor.leave()
    }
  }
#endif
