#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  @preconcurrency import UIKit

  extension UIAccessibility {
    /// Posts `.screenChanged` with `element` (VoiceOver moves its focus there). Its own file with a
    /// `@preconcurrency` import: SDKs before iOS 17 declare the notification a mutable global, which
    /// Swift 6 mode otherwise refuses to read (checked against the iOS 16.5 SDK).
    @MainActor static func moveFocus(to element: Any?) {
      post(notification: .screenChanged, argument: element)
    }
  }
#endif
