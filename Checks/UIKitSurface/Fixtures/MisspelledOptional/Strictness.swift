// As Sources/DialogMotionUIKit/StrictConformances.swift: StrictUIKit imported, UIKit not.
import StrictUIKit

extension MisspelledDelegate: StrictTransitioningDelegate {}
