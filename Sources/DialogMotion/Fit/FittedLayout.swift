/// Every rectangle of a dialog as ``LayoutExpression``s of the context (see ``DialogLayout/fitted()``):
/// the presented view in the container, the card in the presented view, the rest in the card.
public struct FittedLayout: Hashable, Sendable {
  /// A rectangle of expressions.
  public struct Box: Hashable, Sendable {
    public var x: LayoutExpression
    public var y: LayoutExpression
    public var width: LayoutExpression
    public var height: LayoutExpression

    /// A box from its parts.
    public init(x: LayoutExpression, y: LayoutExpression, width: LayoutExpression, height: LayoutExpression) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// The rectangle in `context`.
    public func rect(in context: PlanContext) -> PlanRect {
      PlanRect(
        x: x.value(in: context), y: y.value(in: context), width: width.value(in: context),
        height: height.value(in: context))
    }
  }

  /// The presented view in the container.
  public var presented: Box
  /// The card in the presented view.
  public var card: Box
  /// The banner in the card.
  public var banner: Box
  /// The visible ✕ in the card.
  public var close: Box?
  /// Where a touch presses the ✕, in the card: at least 44 × 44 pt, containing the visible ✕.
  public var closeHit: Box?
  /// The button under the banner, in the card.
  public var button: Box?
  /// The button title's point size (the `.body` text style at the context's size category).
  public var buttonFontSize: LayoutExpression?
}
