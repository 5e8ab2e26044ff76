#if (os(iOS) || os(visionOS)) && canImport(SwiftUI) || DIALOG_UIKIT_SURFACE
  import DialogCampaigns
  import SwiftUI

  extension View {
    /// Presents the campaign dialog of `campaign` while it holds one, as
    /// ``CampaignDialogViewController`` presents it from UIKit, growing out of this view
    /// (`spring-from-source`).
    ///
    /// Set `campaign` to a loaded campaign to present its dialog: from the top-most controller of this
    /// view's window scene (``CampaignDialogPresenter``), over whatever the app presents there. It
    /// stays set while the dialog is on screen, its dismissal included, and goes back to nil once the
    /// dialog is gone (the user closed it, tapped its banner, or it was taken away). Setting it to nil
    /// (or to another campaign) closes the dialog as the app's decision (`programmatic`); another
    /// campaign is presented once the first is gone. So does this view leaving the screen.
    ///
    /// `onEvent` receives each event with the campaign it belongs to: `.impression` once presented,
    /// `.tap` or `.close(trigger)` once, when the dismissal starts. When the dialog can't be presented
    /// (no active scene, a transition running, a banner that isn't a PNG or JPEG, …) nothing shows,
    /// `onFailure` receives a ``CampaignDialogPresentationError`` saying why, and `campaign` goes back
    /// to nil.
    ///
    /// ```swift
    /// Button("Show the sale") { Task { campaign = try? await client.load("summer-sale") } }
    ///   .campaignDialog($campaign) { event, loaded in
    ///     _ = try? logger.log(event, campaign: loaded.campaign.id, variant: loaded.variant.id)
    ///   }
    /// ```
    @MainActor public func campaignDialog(
      _ campaign: Binding<LoadedCampaign?>,
      onEvent: @escaping @MainActor (DialogEvent, LoadedCampaign) -> Void,
      onFailure: @escaping @MainActor (CampaignDialogPresentationError) -> Void = { _ in }
    ) -> some View {
      background(alignment: .center) {
        CampaignDialogAnchor(campaign: campaign, onEvent: onEvent, onFailure: onFailure)
      }
    }
  }
#endif
