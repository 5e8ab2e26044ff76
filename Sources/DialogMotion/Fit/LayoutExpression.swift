/// A length (or a plain number) computed from ``LayoutVariable``s: what the layout rule is written
/// in, so that the plan evaluates it (``value(in:)``) and the web renders the same expression as CSS
/// `calc()` (DialogWeb). Build with the operators and ``min(_:)``/``max(_:)``.
public indirect enum LayoutExpression: Hashable, Sendable {
  /// A constant.
  case constant(Double)
  /// A variable of the context.
  case variable(LayoutVariable)
  /// The sum of the terms.
  case sum([LayoutExpression])
  /// The left times the right.
  case product(LayoutExpression, LayoutExpression)
  /// The left over the right.
  case quotient(LayoutExpression, LayoutExpression)
  /// The smallest term.
  case minimum([LayoutExpression])
  /// The largest term.
  case maximum([LayoutExpression])
  /// An intermediate value with a name (`card-w`): the same value; the CSS defines it once as a custom
  /// property (`--dp-card-w`) on the screen and refers to it, instead of repeating the expression.
  case named(String, LayoutExpression)

  /// The value for a dialog presented in `context`.
  public func value(in context: PlanContext) -> Double {
    switch self {
    case .constant(let value): value
    case .variable(let variable): variable.value(in: context)
    case .sum(let terms): terms.reduce(0) { $0 + $1.value(in: context) }
    case .product(let a, let b): a.value(in: context) * b.value(in: context)
    case .quotient(let a, let b): a.value(in: context) / b.value(in: context)
    case .minimum(let terms): terms.map { $0.value(in: context) }.min() ?? 0
    case .maximum(let terms): terms.map { $0.value(in: context) }.max() ?? 0
    case .named(_, let value): value.value(in: context)
    }
  }

  /// This expression named `name` (see ``named(_:_:)``).
  public func named(_ name: String) -> LayoutExpression {
    if case .constant = self { return self }
    return .named(name, self)
  }

  /// Zero.
  public static let zero = LayoutExpression.constant(0)

  /// `a + b`, folding constants.
  public static func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
    switch (a, b) {
    case (.constant(let x), .constant(let y)): .constant(x + y)
    case (.constant(0), _): b
    case (_, .constant(0)): a
    case (.sum(let x), .sum(let y)): .sum(x + y)
    case (.sum(let x), _): .sum(x + [b])
    case (_, .sum(let y)): .sum([a] + y)
    default: .sum([a, b])
    }
  }

  /// `a − b`.
  public static func - (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression { a + b * -1 }

  /// `a × b`, folding constants.
  public static func * (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
    switch (a, b) {
    case (.constant(let x), .constant(let y)): .constant(x * y)
    case (.constant(1), _): b
    case (_, .constant(1)): a
    case (.constant(0), _), (_, .constant(0)): .zero
    default: .product(a, b)
    }
  }

  /// `a × factor`.
  public static func * (a: LayoutExpression, factor: Double) -> LayoutExpression { a * .constant(factor) }

  /// `a ÷ b`, folding constants.
  public static func / (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
    switch (a, b) {
    case (.constant(let x), .constant(let y)): .constant(x / y)
    case (_, .constant(1)): a
    default: .quotient(a, b)
    }
  }

  /// The smallest of `terms`.
  public static func min(_ terms: LayoutExpression...) -> LayoutExpression {
    terms.count == 1 ? terms[0] : .minimum(terms)
  }

  /// The largest of `terms`.
  public static func max(_ terms: LayoutExpression...) -> LayoutExpression {
    terms.count == 1 ? terms[0] : .maximum(terms)
  }

  /// `value` kept within `low…high` (`low` wins when they cross), as CSS `clamp()`.
  public static func clamp(_ low: LayoutExpression, _ value: LayoutExpression, _ high: LayoutExpression)
    -> LayoutExpression
  { .max(low, .min(value, high)) }
}

extension LayoutExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public init(floatLiteral value: Double) { self = .constant(value) }
  public init(integerLiteral value: Int) { self = .constant(Double(value)) }
}

extension ScreenLength {
  /// The length as an expression of the container's size.
  public var expression: LayoutExpression {
    LayoutExpression.constant(points) + LayoutExpression.variable(.width)
      * (scaled / Self.referenceWidth + width)
      + LayoutExpression.variable(.height) * height
  }
}
