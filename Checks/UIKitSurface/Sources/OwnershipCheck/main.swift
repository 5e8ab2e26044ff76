// Runs the adapter's own code against UIKitSurface (where `transitioningDelegate` is weak, as in
// UIKit) and checks who owns what: the dialog keeps its transitioning delegate alive, nothing keeps
// the dialog alive, and each preset gets its presentation structure; then that a close asked for
// during the present is reported once, after it, that a close dismisses the dialog itself under an
// alert, after a refused dismissal and with the controller beneath it, that the presenter finds the
// top-most controller, that SwiftUI's `.campaignDialog` follows its binding (SwiftUIAnchorCheck.swift),
// that the event client begins its background task at once (BackgroundTaskCheck.swift), and that the
// adapter's strings load from its resource bundle. It runs no UIKit (the surface's calls do nothing, but for present and
// dismiss, which link controllers by UIKit's documented rules): it proves ownership, the adapter's
// wiring and well-typed calls, not behaviour on a device.
import DialogCampaigns
import DialogMotion
import Foundation
import UIKit

@testable import DialogMotionUIKit

var failures: [String] = []
@MainActor func check(_ condition: Bool, _ message: String) {
  if !condition { failures.append(message) }
}

// The surface's weak property really is weak: a delegate nobody owns is gone at once.
final class Unowned: NSObject, UIViewControllerTransitioningDelegate {}
let plain = UIViewController(nibName: nil, bundle: nil)
plain.transitioningDelegate = Unowned()
check(plain.transitioningDelegate == nil, "UIKitSurface's transitioningDelegate is not weak")

let expectations: [(DialogDefinition, UIModalPresentationStyle, Bool, Bool)] = [
  (.campaignFade, .overFullScreen, false, true),
  (.popGrow, .custom, true, true),
  (.popShrink, .custom, true, true),
  (.springFromSource, .custom, true, true),
  (.halfScreenSlide, .custom, true, false),
]
for (definition, style, presentationController, animator) in expectations {
  weak var weakDialog: CampaignDialogViewController?
  weak var weakDelegate: NSObject?
  do {
    let dialog = CampaignDialogViewController(
      definition: definition, banner: UIImage(), bannerLabel: "Campaign", actionURL: nil)
    weakDialog = dialog
    let delegate = dialog.transitioningDelegate
    weakDelegate = delegate as? NSObject
    check(delegate != nil, "\(definition.name): the dialog does not keep its transitioning delegate")
    check(
      dialog.modalPresentationStyle == style, "\(definition.name): style \(dialog.modalPresentationStyle)")
    let presenting = UIViewController(nibName: nil, bundle: nil)
    let controller = delegate?.presentationController(
      forPresented: dialog, presenting: presenting, source: presenting)
    check((controller != nil) == presentationController, "\(definition.name): presentation controller")
    let present = delegate?.animationController(
      forPresented: dialog, presenting: presenting, source: presenting)
    check((present != nil) == animator, "\(definition.name): present animator")
    check(
      (delegate?.animationController(forDismissed: dialog) != nil) == animator,
      "\(definition.name): dismiss animator")
    if let present {
      check(
        present.transitionDuration(using: nil) == definition.present.duration, "\(definition.name): duration")
    }
  }
  check(
    weakDialog == nil, "\(definition.name): something keeps the dialog alive (a cycle through its delegate?)")
  check(weakDelegate == nil, "\(definition.name): the delegate outlives its dialog")
}

// A close during the present transition (the app's close() from a timer): nothing until the present
// ends (viewDidAppear), then the impression; a turn of the main queue later the dialog dismisses and
// the close is reported as the dismissal starts; later closes report nothing. (The surface's present
// and dismiss link and unlink controllers with UIKit's rules; appearance callbacks are called here.)
@MainActor func dialog(_ record: @escaping @MainActor (DialogEvent) -> Void) -> CampaignDialogViewController {
  let made = CampaignDialogViewController(
    definition: .popGrow, banner: UIImage(), bannerLabel: "Campaign", actionURL: nil, onEvent: record)
  made.view = UIView()
  return made
}
var events: [DialogEvent] = []
let host = UIViewController(nibName: nil, bundle: nil)
let early = dialog { events.append($0) }
host.present(early, animated: true)
early.close()
early.close()
check(events.isEmpty, "close during the present: reported before the present ended: \(events)")
early.viewDidAppear(true)
check(events == [.impression], "close during the present: \(events) as the present ended")
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
check(events == [.impression, .close(.programmatic)], "close during the present: \(events) once dismissing")
check(host.presentedViewController == nil, "close during the present: the dialog is still presented")
early.close()
early.viewDidAppear(true)
check(events.count == 2, "close during the present: a later close reported again: \(events)")

// Something the app presented over the dialog (an alert from its top controller): a close dismisses
// the dialog itself, the alert with it, and reports one close.
var covering: [DialogEvent] = []
let coveredHost = UIViewController(nibName: nil, bundle: nil)
let covered = dialog { covering.append($0) }
coveredHost.present(covered, animated: true)
covered.viewDidAppear(true)
let alert = UIViewController(nibName: nil, bundle: nil)
covered.present(alert, animated: true)
covered.close()
check(covering == [.impression, .close(.programmatic)], "covered: \(covering)")
check(coveredHost.presentedViewController == nil, "covered: the dialog stayed (only the alert went?)")
check(alert.presentingViewController == nil, "covered: the alert stayed")

// A dismissal UIKit doesn't start (here: nobody presents the dialog) reports nothing and leaves the
// next close working once it can.
var refusing: [DialogEvent] = []
let stray = dialog { refusing.append($0) }
stray.viewDidAppear(true)
stray.close()
check(refusing == [.impression], "refused: reported without a dismissal: \(refusing)")
let lateHost = UIViewController(nibName: nil, bundle: nil)
lateHost.present(stray, animated: true)
stray.close()
check(refusing == [.impression, .close(.programmatic)], "refused: the next close: \(refusing)")

// The controller beneath the dialog dismissed by the app: the dialog goes with it, one close.
var beneath: [DialogEvent] = []
let root = UIViewController(nibName: nil, bundle: nil)
let middle = UIViewController(nibName: nil, bundle: nil)
let top = dialog { beneath.append($0) }
root.present(middle, animated: true)
middle.present(top, animated: true)
top.viewDidAppear(true)
root.dismiss(animated: true)
check(beneath == [.impression, .close(.programmatic)], "taken away: \(beneath)")

// The presenter: from the top-most controller of the scene's key window; a sentence where UIKit
// would present nothing (a dialog already up, a dismissal running, a view in no window).
final class CheckWindow: UIWindow {}
final class WindowedView: UIView {
  weak var host: UIWindow?
  override var window: UIWindow? { host }
}
final class CheckScene: UIWindowScene {
  var sceneWindows: [UIWindow] = []
  override var windows: [UIWindow] { sceneWindows }
  override var activationState: UIScene.ActivationState { .foregroundActive }
}
@MainActor func windowed(_ window: UIWindow) -> UIViewController {
  let controller = UIViewController(nibName: nil, bundle: nil)
  let view = WindowedView()
  view.host = window
  controller.view = view
  return controller
}
let scene = CheckScene()
let window = CheckWindow()
scene.sceneWindows = [window]
let rootController = windowed(window)
window.rootViewController = rootController
let sheet = windowed(window)
rootController.present(sheet, animated: true)
var presented: [DialogEvent] = []
let shown = dialog { presented.append($0) }
do {
  try CampaignDialogPresenter.present(shown, in: scene)
  check(sheet.presentedViewController === shown, "presenter: not presented from the top-most controller")
} catch {
  check(false, "presenter: refused a presentable scene: \(error)")
}
do {
  try CampaignDialogPresenter.present(dialog { _ in }, in: scene)
  check(false, "presenter: a second dialog over the first")
} catch {
  check((error as? CampaignDialogPresentationError) == .dialogShown, "presenter: \(error)")
}
let emptyScene = CheckScene()
do {
  _ = try CampaignDialogPresenter.presentingController(in: emptyScene)
  check(false, "presenter: a scene without windows")
} catch {
  check(
    (error as? CampaignDialogPresentationError) == .noWindow && "\(error)".contains("no window"),
    "presenter: \(error)")
}
let bareWindow = CheckWindow()
bareWindow.rootViewController = UIViewController(nibName: nil, bundle: nil)
bareWindow.rootViewController?.view = UIView()
emptyScene.sceneWindows = [bareWindow]
do {
  _ = try CampaignDialogPresenter.presentingController(in: emptyScene)
  check(false, "presenter: a controller whose view is in no window")
} catch {
  check((error as? CampaignDialogPresentationError) == .notInWindow, "presenter: \(error)")
}

let swiftUISummary = checkSwiftUIAnchor()
let backgroundSummary = checkBackgroundTask()

// The adapter's strings come from its resource bundle (Bundle.module, built on Linux too): English
// by default, Japanese from ja.lproj.
check(DialogStrings.close == "Close", "localisation: the ✕'s label is \(DialogStrings.close)")
let japanese = DialogStrings.bundle.path(forResource: "ja", ofType: "lproj").flatMap { Bundle(path: $0) }
let japaneseClose = japanese?.localizedString(forKey: "close.accessibilityLabel", value: nil, table: nil)
check(japaneseClose == "閉じる", "localisation: the ✕'s Japanese label is \(japaneseClose ?? "missing")")

if failures.isEmpty {
  print("ownership: the dialog owns its transitioning delegate, no cycles, structures as planned (5 presets)")
  print("lifecycle: one close each: during the present, over an alert, refused then retried, taken away")
  print(
    "presenter: from the top-most controller of the scene; refuses a second dialog, no window, no window view"
  )
  print(swiftUISummary)
  print(backgroundSummary)
  print("localisation: the ✕ is \"\(DialogStrings.close)\" (en), \"\(japaneseClose ?? "")\" (ja)")
} else {
  failures.forEach { print("ownership: FAILED: \($0)") }
  exit(1)
}
