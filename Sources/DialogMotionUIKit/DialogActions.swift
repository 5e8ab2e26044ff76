#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import UIKit

  /// The default actions of a dialog.
  public enum DialogActions {
    /// Opens `url` with `UIApplication.shared.open(_:options:completionHandler:)`.
    @MainActor public static func openWithApplication(_ url: URL) {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
  }
#endif
