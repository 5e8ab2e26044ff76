#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension PlanContext {
    /// The context of a dialog in `container` (nil before there is one: a zero size and the standard
    /// traits): its bounds' size, its safe-area insets, its traits (appearance, Dynamic Type size,
    /// layout direction: ``DialogTraits/init(of:)``) and `sourceView`'s frame converted into it,
    /// while the source view is in a window (else the layout's source button stands in).
    @MainActor init(container: UIView?, bannerSize: CGSize, sourceView: UIView?) {
      let size = container?.bounds.size ?? .zero
      let insets = container?.safeAreaInsets ?? .zero
      var sourceFrame: PlanRect?
      if let container, let sourceView, sourceView.window != nil {
        let rect = sourceView.convert(sourceView.bounds, to: container)
        sourceFrame = PlanRect(
          x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
          height: Double(rect.size.height))
      }
      self.init(
        container: ScreenSize(width: Double(size.width), height: Double(size.height)),
        safeArea: PlanInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)),
        sourceFrame: sourceFrame,
        bannerSize: ScreenSize(width: Double(bannerSize.width), height: Double(bannerSize.height)),
        traits: container.map { DialogTraits(of: $0) } ?? .standard)
    }
  }
#endif
