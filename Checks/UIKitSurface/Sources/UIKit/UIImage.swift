import Foundation

/// `class UIImage: NSObject` (not main-actor isolated; Sendable).
open class UIImage: NSObject, @unchecked Sendable {  // immutable, as UIKit's
  /// `init()`, inherited from NSObject: an empty image.
  public override init() { super.init() }

  /// `init?(data: Data)`.
  public init?(data: Data) { super.init() }

  /// `var size: CGSize { get }`.
  open var size: CGSize { .zero }
}
