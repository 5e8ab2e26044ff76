import Foundation

/// `class UIFont: NSObject` (not main-actor isolated; Sendable).
open class UIFont: NSObject, @unchecked Sendable {  // immutable, as UIKit's
  /// `struct UIFont.Weight: Hashable, Equatable, RawRepresentable, Sendable`.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    /// `init(rawValue: CGFloat)`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// `static let regular: UIFont.Weight` (`UIFontWeightRegular`, 0).
    public static let regular = Weight(rawValue: 0)
    /// `static let semibold: UIFont.Weight` (`UIFontWeightSemibold`, 0.3).
    public static let semibold = Weight(rawValue: 0.3)
  }

  public override init() { super.init() }

  /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont` (iOS 8.2).
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}
