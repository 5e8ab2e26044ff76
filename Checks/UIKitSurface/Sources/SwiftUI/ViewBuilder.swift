/// `@resultBuilder struct ViewBuilder`: the building functions a view of one or two children uses.
@resultBuilder public struct ViewBuilder {
  /// `static func buildExpression<Content>(_ content: Content) -> Content where Content: View`.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// `static func buildBlock() -> EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content: View`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View`.
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }
}
