// Runs the adapter's own code against UIKitSurface (where `transitioningDelegate` is weak, as in
// UIKit) and checks who owns what: the dialog keeps its transitioning delegate alive, nothing keeps
// the dialog alive, and each preset gets its presentation structure. It runs no UIKit: it proves
// ownership and well-typed calls, not behaviour on a device.
import DialogMotion
import DialogMotionUIKit
import Foundation
import UIKit

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

if failures.isEmpty {
  print("ownership: the dialog owns its transitioning delegate, no cycles, structures as planned (5 presets)")
} else {
  failures.forEach { print("ownership: FAILED: \($0)") }
  exit(1)
}
