// Compiled with the adapter's sources (Adapter/ is a link to Sources/DialogMotionUIKit): its
// delegate and animator must implement UIKit's protocols with exactly UIKit's signatures. This
// file imports StrictUIKit and not UIKit, and the target is built with MemberImportVisibility, so
// the surface's defaults for UIKit's optional requirements can't stand in for a misspelled method.
import StrictUIKit

extension DialogTransitions: StrictTransitioningDelegate {}
extension DialogAnimator: StrictAnimatedTransitioning {}
