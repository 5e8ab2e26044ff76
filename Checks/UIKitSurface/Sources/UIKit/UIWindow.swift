import Foundation

/// `@MainActor class UIWindow: UIView`: only as the type of `UIView.window`.
@MainActor open class UIWindow: UIView {}
