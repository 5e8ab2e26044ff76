import Foundation

/// `@MainActor class UIView: UIResponder`: the members the adapter uses.
@MainActor open class UIView: UIResponder {
  /// `init(frame: CGRect)`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// `init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) { super.init() }

  /// `init()`, as NSObject's `-init` (a zero frame).
  public convenience override init() { self.init(frame: .zero) }

  /// `var frame: CGRect { get set }`.
  open var frame: CGRect = .zero
  /// `var bounds: CGRect { get set }`.
  open var bounds: CGRect = .zero
  /// `var center: CGPoint { get set }`.
  open var center: CGPoint = .zero
  /// `var alpha: CGFloat { get set }`.
  open var alpha: CGFloat = 1
  /// `var transform: CGAffineTransform { get set }`.
  open var transform: CGAffineTransform = .identity
  /// `@NSCopying var backgroundColor: UIColor? { get set }`.
  open var backgroundColor: UIColor?
  /// `var clipsToBounds: Bool { get set }`.
  open var clipsToBounds: Bool = false
  /// `var isUserInteractionEnabled: Bool { get set }`.
  open var isUserInteractionEnabled: Bool = true
  /// `var layer: CALayer { get }`.
  open var layer: CALayer { CALayer() }
  /// `var superview: UIView? { get }`.
  open var superview: UIView? { nil }
  /// `var window: UIWindow? { get }`.
  open var window: UIWindow? { nil }
  /// `var safeAreaInsets: UIEdgeInsets { get }`.
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// `var tintColor: UIColor! { get set }`.
  open var tintColor: UIColor!
  /// `var semanticContentAttribute: UISemanticContentAttribute { get set }` (iOS 9).
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }` (iOS 10).
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// `var traitCollection: UITraitCollection { get }` (UITraitEnvironment).
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// `func addSubview(_ view: UIView)`.
  open func addSubview(_ view: UIView) {}
  /// `func insertSubview(_ view: UIView, at index: Int)`.
  open func insertSubview(_ view: UIView, at index: Int) {}
  /// `func removeFromSuperview()`.
  open func removeFromSuperview() {}
  /// `func setNeedsLayout()`.
  open func setNeedsLayout() {}
  /// `func layoutIfNeeded()`.
  open func layoutIfNeeded() {}
  /// `func convert(_ rect: CGRect, to view: UIView?) -> CGRect`.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }

  /// `class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options:
  /// UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)`.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}

  /// `class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
  /// usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options:
  /// UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)`.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}

  /// `struct UIView.AnimationOptions: OptionSet`: the four curves.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `static var curveEaseInOut: UIView.AnimationOptions { get }` (0 << 16, the default).
    public static var curveEaseInOut: AnimationOptions { AnimationOptions(rawValue: 0 << 16) }
    /// `static var curveEaseIn: UIView.AnimationOptions { get }`.
    public static var curveEaseIn: AnimationOptions { AnimationOptions(rawValue: 1 << 16) }
    /// `static var curveEaseOut: UIView.AnimationOptions { get }`.
    public static var curveEaseOut: AnimationOptions { AnimationOptions(rawValue: 2 << 16) }
    /// `static var curveLinear: UIView.AnimationOptions { get }`.
    public static var curveLinear: AnimationOptions { AnimationOptions(rawValue: 3 << 16) }
  }

  /// `enum UIView.ContentMode: Int`: the mode the adapter sets.
  public enum ContentMode: Int, Sendable {
    case scaleAspectFill = 2
  }
}

/// `enum UISemanticContentAttribute: Int` (iOS 9).
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}
