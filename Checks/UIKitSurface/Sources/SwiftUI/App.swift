/// `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency public protocol App {
  /// `associatedtype Body: Scene`.
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder var body: Body { get }
  /// `init()`.
  init()
}

extension App {
  /// `static func main()`: what `@main` calls (here it does nothing).
  public static func main() {}
}

/// `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency public protocol Scene {
  /// `associatedtype Body: Scene`.
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder var body: Body { get }
}

/// `extension Never: Scene`.
extension Never: Scene {}

/// `extension Scene where Self.Body == Never`: primitive scenes.
extension Scene where Body == Never {
  public var body: Never { fatalError("a primitive scene has no body") }
}

/// `@resultBuilder struct SceneBuilder`: a scene of one child.
@resultBuilder public struct SceneBuilder {
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene`.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// `@MainActor @preconcurrency struct WindowGroup<Content>: Scene where Content: View`.
@MainActor @preconcurrency public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never
  let content: Content
  /// `init(@ViewBuilder content: () -> Content)`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
