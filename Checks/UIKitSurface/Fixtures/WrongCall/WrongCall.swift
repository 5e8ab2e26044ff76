// expected error: missing argument for parameter 'initialSpringVelocity' in call
// A wrong call: DialogMotion names the spring's velocity `initialVelocity`, but UIKit's parameter
// is `initialSpringVelocity`. scripts/check-uikit.sh requires this file to fail with the error above.
import UIKit

@MainActor func springWithTheWrongLabel(_ view: UIView) {
  UIView.animate(
    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialVelocity: 0.6, options: [],
    animations: { view.alpha = 1 })
}
