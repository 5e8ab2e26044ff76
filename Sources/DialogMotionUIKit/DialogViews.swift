#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogCampaigns
  import DialogMotion
  import UIKit

  /// The dialog's views inside the presented view: the transparent control behind the card
  /// (seeds 001 and 002), the card with the banner, seed 000's ✕ and seed 002's OK button. Every
  /// control acts through a `UIAction`.
  @MainActor final class DialogViews {
    let behindCard = UIControl()
    let card = UIView()
    let bannerControl = UIControl()
    let bannerView = UIImageView()
    var closeButton: UIButton?
    var cardButton: UIButton?

    /// Builds the views for `controller`'s definition into `view`, the presented view.
    func build(in view: UIView, for controller: CampaignDialogViewController) {
      let plan = controller.definition.plan(for: .present, in: controller.transitions.context(in: nil))
      view.accessibilityViewIsModal = true
      if plan.closing.outsideTap == .behindCard {
        behindCard.backgroundColor = .clear
        // VoiceOver closes with the escape gesture instead of a screen-sized element.
        behindCard.isAccessibilityElement = false
        behindCard.addAction(
          UIAction { [weak controller] _ in controller?.close(.overlay) }, for: .touchUpInside)
        view.addSubview(behindCard)
      }
      card.clipsToBounds = true
      view.addSubview(card)

      bannerView.image = controller.banner
      bannerView.contentMode = .scaleAspectFill
      bannerView.clipsToBounds = true
      bannerView.isUserInteractionEnabled = false
      bannerControl.addSubview(bannerView)
      bannerControl.isAccessibilityElement = true
      bannerControl.accessibilityLabel = controller.bannerLabel
      bannerControl.accessibilityTraits = .banner(acts: controller.actionURL != nil)
      bannerControl.addAction(
        UIAction { [weak controller] _ in controller?.bannerTapped() }, for: .touchUpInside)
      card.addSubview(bannerControl)

      if let button = plan.card.button {
        let ok = UIButton(
          type: .system,
          primaryAction: UIAction(title: button.title) { [weak controller] _ in controller?.close(.button) })
        card.addSubview(ok)
        cardButton = ok
      }
      if plan.card.closeButtonFrame != nil {
        let close = UIButton(
          type: .close, primaryAction: UIAction { [weak controller] _ in controller?.close(.closeButton) })
        close.accessibilityLabel = "Close"
        card.addSubview(close)
        closeButton = close
      }
    }

    /// Lays the views out as `plan` says, in the presented view's bounds.
    func layout(_ plan: DialogPlan, in view: UIView) {
      switch plan.overlay.host {
      case .presentedViewBackground:
        view.backgroundColor = UIColor(plan.overlay.color, alpha: plan.overlay.toAlpha)
      case .presentationController:
        view.backgroundColor = .clear
      }
      behindCard.frame = view.bounds
      card.frame = CGRect(plan.card.frame)
      card.layer.cornerRadius = CGFloat(plan.card.cornerRadius)
      card.backgroundColor = plan.card.background.map { UIColor($0, alpha: 1) } ?? .clear
      bannerControl.frame = CGRect(plan.card.bannerFrame)
      bannerView.frame = bannerControl.bounds
      if let button = plan.card.button { cardButton?.frame = CGRect(button.frame) }
      if let frame = plan.card.closeButtonFrame { closeButton?.frame = CGRect(frame) }
    }
  }
#endif
