#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogCampaigns
  import DialogMotion
  import UIKit

  /// The dialog's views inside the presented view: the transparent control behind the card
  /// (seeds 001 and 002), the card with the banner, seed 000's ✕ and seed 002's OK button with its
  /// hairline. Every control acts through a `UIAction`. Colours follow the appearance by themselves
  /// (`UIColor.dynamic`); frames, the button's font and the direction come from the
  /// plan, laid out again whenever it changes.
  @MainActor final class DialogViews {
    let behindCard = UIControl()
    let card = UIView()
    let bannerControl = UIControl()
    let bannerView = UIImageView()
    /// The ✕: a button whose frame is the plan's ``CardPlan/closeButtonHitFrame`` (at least 44 × 44
    /// pt), so a touch anywhere in it closes, holding the visible disc and glyph at
    /// ``CardPlan/closeButtonFrame``.
    var closeButton: UIButton?
    let closeDisc = UIView()
    let closeGlyph = UILabel()
    var cardButton: UIButton?
    let separator = UIView()

    /// Builds the views for `controller`'s definition into `view`, the presented view.
    func build(in view: UIView, for controller: CampaignDialogViewController) {
      let plan = controller.transitions.plan(.present, in: nil)
      let colors = controller.definition.layout.card.colors
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
      card.backgroundColor = .dynamic(colors) { palette in palette.background.map { ($0, 1) } }
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
        separator.backgroundColor = .dynamic(colors) { palette in (palette.separator, 1) }
        separator.isUserInteractionEnabled = false
        card.addSubview(separator)
        let ok = UIButton(
          type: .system,
          primaryAction: UIAction(title: button.title) { [weak controller] _ in controller?.close(.button) })
        ok.tintColor = .dynamic(colors) { palette in (palette.buttonTitle, 1) }
        card.addSubview(ok)
        cardButton = ok
      }
      if plan.card.closeButtonFrame != nil {
        let close = UIButton(
          type: .custom, primaryAction: UIAction { [weak controller] _ in controller?.close(.closeButton) })
        // The system's own label for a close button, in every language iOS has; the package's
        // strings (English, Japanese) only where it gives none.
        close.accessibilityLabel = UIButton(type: .close).accessibilityLabel ?? DialogStrings.close
        closeDisc.backgroundColor = .dynamic(colors) { ($0.closeFill, $0.closeFillAlpha) }
        closeDisc.clipsToBounds = true
        closeDisc.isUserInteractionEnabled = false
        closeGlyph.text = "✕"
        closeGlyph.textAlignment = .center
        closeGlyph.textColor = .dynamic(colors) { palette in (palette.closeGlyph, 1) }
        closeGlyph.isAccessibilityElement = false
        closeDisc.addSubview(closeGlyph)
        close.addSubview(closeDisc)
        card.addSubview(close)
        closeButton = close
      }
    }

    /// Lays the views out as `plan` says, in the presented view's bounds: frames, the ✕'s hit frame
    /// and disc, the OK button's font at the plan's Dynamic Type size, and the plan's direction
    /// forced on every view (`semanticContentAttribute`; the plan's frames are already mirrored).
    func layout(_ plan: DialogPlan, in view: UIView) {
      switch plan.overlay.host {
      case .presentedViewBackground:
        view.backgroundColor = UIColor(plan.overlay.color, alpha: plan.overlay.toAlpha)
      case .presentationController:
        view.backgroundColor = .clear
      }
      let direction = plan.card.traits.direction.semanticContentAttribute
      for directed in [view, card, bannerControl, closeButton, cardButton].compactMap({ $0 }) {
        directed.semanticContentAttribute = direction
      }
      behindCard.frame = view.bounds
      card.frame = CGRect(plan.card.frame)
      card.layer.cornerRadius = CGFloat(plan.card.cornerRadius)
      bannerControl.frame = CGRect(plan.card.bannerFrame)
      bannerView.frame = bannerControl.bounds
      if let button = plan.card.button, let cardButton {
        cardButton.frame = CGRect(button.frame)
        cardButton.titleLabel?.font = UIFont.systemFont(ofSize: CGFloat(button.fontSize), weight: .semibold)
        // The hairline along the button's top edge, 1 pt as the preview's 1-px border.
        separator.frame = CGRect(
          x: CGFloat(button.frame.x), y: CGFloat(button.frame.y), width: CGFloat(button.frame.width),
          height: 1)
      }
      if let visible = plan.card.closeButtonFrame, let closeButton {
        let hit = plan.card.closeButtonHitFrame ?? visible
        closeButton.frame = CGRect(hit)
        closeDisc.frame = CGRect(
          x: CGFloat(visible.x - hit.x), y: CGFloat(visible.y - hit.y), width: CGFloat(visible.width),
          height: CGFloat(visible.height))
        closeDisc.layer.cornerRadius = CGFloat(visible.width / 2)
        closeGlyph.frame = closeDisc.bounds
        // The glyph at half the disc's side, as the preview draws it.
        closeGlyph.font = UIFont.systemFont(ofSize: CGFloat(visible.width / 2), weight: .regular)
      }
    }
  }
#endif
