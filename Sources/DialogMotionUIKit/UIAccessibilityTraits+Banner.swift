#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  // @preconcurrency: the iOS 16.5 SDK declares UIKit's traits as mutable globals (UIKIT_EXTERN without
  // const), which Swift 6 refuses to read from any isolation (the main actor's too, and a
  // nonisolated(unsafe) copy still reads them); current SDKs declare them `nonisolated static let`, and
  // there this import changes nothing. UIKit never writes them. They are read in this file alone, so the
  // rest of the adapter keeps Swift 6's full checking; scripts/check-ios-sdk.sh checks both modes.
  @preconcurrency import UIKit

  extension UIAccessibilityTraits {
    /// The banner's traits: an image, and a button when tapping it does something.
    static func banner(acts: Bool) -> UIAccessibilityTraits { acts ? [.image, .button] : .image }
  }
#endif
