import Foundation

/// `class UIImage: NSObject` (not main-actor isolated; Sendable).
open class UIImage: NSObject, @unchecked Sendable {  // immutable, as UIKit's
  /// `init()`, inherited from NSObject: an empty image.
  public override init() { super.init() }

  /// `init?(data: Data)`: nil for bytes no decoder reads (here: empty data; any other bytes decode).
  public init?(data: Data) {
    if data.isEmpty { return nil }
    super.init()
  }

  /// `var size: CGSize { get }`.
  open var size: CGSize { .zero }
}
