import DialogMotion

extension LayoutExpression {
  /// The expression as a length: `calc(EXPR * 1px)`, where each ``LayoutVariable`` is its unitless
  /// custom property on the screen element (`var(--dp-w)`), so the browser computes the very
  /// expression the plan evaluates.
  var cssLength: String {
    if case .constant(let value) = self { return CSSNumber.px(value) }
    return "calc(\(cssNumber) * 1px)"
  }

  /// The expression as a unitless CSS number expression (without `calc`).
  var cssNumber: String {
    switch self {
    case .constant(let value): return CSSNumber.text(value)
    case .variable(let variable): return "var(\(variable.cssProperty))"
    case .sum(let terms):
      var text = terms[0].cssNumber
      for term in terms.dropFirst() {
        if case .product(let a, .constant(let factor)) = term, factor < 0 {
          text += " - " + (a * -factor).cssNumber
        } else if case .constant(let value) = term, value < 0 {
          text += " - " + CSSNumber.text(-value)
        } else {
          text += " + " + term.cssNumber
        }
      }
      return "(\(text))"
    case .product(let a, let b): return "\(a.cssNumber) * \(b.cssNumber)"
    case .quotient(let a, let b): return "\(a.cssNumber) / (\(b.cssNumber))"
    case .minimum(let terms): return "min(\(terms.map(\.cssNumber).joined(separator: ", ")))"
    case .maximum(let terms): return "max(\(terms.map(\.cssNumber).joined(separator: ", ")))"
    case .named(let name, _): return "var(--dp-\(name))"
    }
  }

  /// Every named value this expression uses, each after the ones it uses, once.
  var namedValues: [(name: String, value: LayoutExpression)] {
    var found: [(name: String, value: LayoutExpression)] = []
    func visit(_ expression: LayoutExpression) {
      switch expression {
      case .constant, .variable: break
      case .sum(let terms), .minimum(let terms), .maximum(let terms): terms.forEach(visit)
      case .product(let a, let b), .quotient(let a, let b):
        visit(a)
        visit(b)
      case .named(let name, let value):
        guard !found.contains(where: { $0.name == name }) else { return }
        visit(value)
        found.append((name, value))
      }
    }
    visit(self)
    return found
  }
}
