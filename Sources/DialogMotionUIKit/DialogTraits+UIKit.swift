#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension DialogTraits {
    /// The traits `view` is shown with: its trait collection's `userInterfaceStyle` (dark, else
    /// light) and `preferredContentSizeCategory` (an unknown or unspecified one counts as the
    /// default, large), and its `effectiveUserInterfaceLayoutDirection`.
    @MainActor init(of view: UIView) {
      let traits = view.traitCollection
      self.init(
        appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
        textSize: TextSize(uiKitName: traits.preferredContentSizeCategory.rawValue) ?? .standard,
        direction: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rtl : .ltr)
    }
  }

  extension LayoutDirection {
    /// The `semanticContentAttribute` that forces this direction on the dialog's views.
    var semanticContentAttribute: UISemanticContentAttribute {
      self == .rtl ? .forceRightToLeft : .forceLeftToRight
    }
  }
#endif
