import Foundation

/// Why ``CampaignDialogPresenter`` presented nothing, in a sentence.
public enum CampaignDialogPresentationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No window scene is in the foreground and active (the app is in the background, or launching).
  case noActiveScene
  /// The scene has no window with a root view controller.
  case noWindow
  /// A controller of the scene is being dismissed: UIKit would ignore a present now.
  case transitionRunning
  /// A campaign dialog is already the top-most controller.
  case dialogShown
  /// The top-most controller's view is not in a window.
  case notInWindow
  /// The banner's bytes (loaded from the URL) are not an image `UIImage` decodes: PNG or JPEG.
  case bannerUnreadable(URL)

  public var description: String {
    switch self {
    case .noActiveScene:
      "No window scene is in the foreground and active: present the dialog once the app is (or pass the scene)."
    case .noWindow: "The scene has no window with a root view controller to present the dialog from."
    case .transitionRunning:
      "A controller of the scene is being dismissed, and UIKit would ignore a present now: try again when it ends."
    case .dialogShown: "A campaign dialog is already showing: one at a time."
    case .notInWindow: "The top-most controller's view is not in a window, so nothing it presents would show."
    case .bannerUnreadable(let url):
      "The banner at \(url.absoluteString) is not a PNG or JPEG image, which is what UIImage decodes."
    }
  }
}
