#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension CGRect {
    /// The plan's rectangle.
    init(_ rect: PlanRect) {
      self.init(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
  }

  extension CGPoint {
    /// The plan's point.
    init(_ point: PlanPoint) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }
#endif
