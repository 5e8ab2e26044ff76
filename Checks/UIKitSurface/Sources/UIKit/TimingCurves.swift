import Foundation

/// `enum UIViewAnimatingPosition: Int`.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

/// `@MainActor protocol UITimingCurveProvider: NSCoding, NSCopying`: only as a parameter type.
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

/// `@MainActor class UICubicTimingParameters: NSObject, UITimingCurveProvider`.
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// `init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { super.init() }
}
