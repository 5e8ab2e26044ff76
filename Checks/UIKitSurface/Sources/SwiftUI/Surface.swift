// SwiftUISurface: a module named `SwiftUI` that declares exactly the SwiftUI API that DialogMotionUIKit's
// `.campaignDialog` and docs/ios.md's SwiftUI example use, each with the signature of Apple's current
// documentation (iOS 18: `View` and `UIViewControllerRepresentable` `@MainActor @preconcurrency`).
// scripts/check-ios-sdk.sh checks the same code against the iOS 16.5 SDK's SwiftUI, where these
// are `@MainActor(unsafe)` members instead.
//
// It proves that the calls are well-typed against the documented API, not that anything renders:
// the bodies here trap or do nothing. Views here have no graph; `body` of a primitive view is `Never`.
@_exported import UIKit

/// `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
  /// `associatedtype Body: View`.
  associatedtype Body: View
  /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @ViewBuilder var body: Body { get }
}

/// `extension Never: View`.
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `extension View where Self.Body == Never`: primitive views.
extension View where Body == Never {
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `struct Alignment`.
public struct Alignment: Equatable, Sendable {
  /// `static let center: Alignment`.
  public static let center = Alignment()
}

/// `@frozen struct EmptyView: View`.
public struct EmptyView: View {
  public typealias Body = Never
  /// `init()`.
  nonisolated public init() {}
}

/// `@frozen struct TupleView<T>: View`.
public struct TupleView<T>: View {
  public typealias Body = Never
  /// `var value: T` (`nonisolated(unsafe)` here: the surface is built in Swift 6 mode, SwiftUI is not).
  nonisolated(unsafe) public var value: T
  /// `init(_ value: T)`.
  nonisolated public init(_ value: T) { self.value = value }
}

/// `@frozen struct ModifiedContent<Content, Modifier>`; a `View` when `Content` is one (here, for the
/// modifiers declared in this surface).
public struct ModifiedContent<Content, Modifier> {
  /// `var content: Content`.
  nonisolated(unsafe) public var content: Content
  /// `var modifier: Modifier`.
  nonisolated(unsafe) public var modifier: Modifier
  /// `init(content: Content, modifier: Modifier)`.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View {
  public typealias Body = Never
}

/// The modifier `background(alignment:content:)` applies (`_BackgroundModifier` in SwiftUI).
public struct _BackgroundModifier<Background: View> {
  public var background: Background
  public var alignment: Alignment
}

extension View {
  /// `func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  /// where V: View` (iOS 15).
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    ModifiedContent(content: self, modifier: _BackgroundModifier(background: content(), alignment: alignment))
  }
}
