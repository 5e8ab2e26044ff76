// Runs the adapter's own code against UIKitSurface (where `transitioningDelegate` is weak, as in
// UIKit) and checks who owns what: the dialog keeps its transitioning delegate alive, nothing keeps
// the dialog alive, and each preset gets its presentation structure; then that a close asked for
// during the present is reported once, after it, and that the adapter's strings load from its
// resource bundle. It runs no UIKit (the surface's UIKit calls do nothing): it proves ownership,
// the adapter's wiring and well-typed calls, not behaviour on a device.
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
// ends (viewDidAppear), then the impression, and the close once the dismissal starts, a turn of the
// main queue later; later closes report nothing. (The surface's dismiss(animated:) does nothing.)
var events: [DialogEvent] = []
let early = CampaignDialogViewController(
  definition: .popGrow, banner: UIImage(), bannerLabel: "Campaign", actionURL: nil,
  onEvent: { events.append($0) })
early.view = UIView()
early.close()
early.close()
check(events.isEmpty, "close during the present: reported before the present ended: \(events)")
early.viewDidAppear(true)
check(events == [.impression], "close during the present: \(events) as the present ended")
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
check(events == [.impression, .close(.programmatic)], "close during the present: \(events) once dismissing")
early.close()
early.viewDidAppear(true)
check(events.count == 2, "close during the present: a later close reported again: \(events)")

// The adapter's strings come from its resource bundle (Bundle.module, built on Linux too): English
// by default, Japanese from ja.lproj.
check(DialogStrings.close == "Close", "localisation: the ✕'s label is \(DialogStrings.close)")
let japanese = DialogStrings.bundle.path(forResource: "ja", ofType: "lproj").flatMap { Bundle(path: $0) }
let japaneseClose = japanese?.localizedString(forKey: "close.accessibilityLabel", value: nil, table: nil)
check(japaneseClose == "閉じる", "localisation: the ✕'s Japanese label is \(japaneseClose ?? "missing")")

if failures.isEmpty {
  print("ownership: the dialog owns its transitioning delegate, no cycles, structures as planned (5 presets)")
  print("lifecycle: a close during the present is reported once, after the impression, as it dismisses")
  print("localisation: the ✕ is \"\(DialogStrings.close)\" (en), \"\(japaneseClose ?? "")\" (ja)")
} else {
  failures.forEach { print("ownership: FAILED: \($0)") }
  exit(1)
}
