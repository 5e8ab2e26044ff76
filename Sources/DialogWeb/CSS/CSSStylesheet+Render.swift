extension CSSStylesheet {
  /// Appends the CSS text: two-space indentation, one declaration per line, a blank line between
  /// top-level nodes, a final newline.
  public func render(into output: inout String) {
    for (index, node) in nodes.enumerated() {
      if index > 0 { output += "\n" }
      node.render(into: &output)
    }
  }

  /// The CSS text.
  public func render() -> String {
    var output = ""
    render(into: &output)
    return output
  }
}

extension CSSNode {
  func render(into output: inout String) {
    switch self {
    case .rule(let rule):
      output += rule.selectors.joined(separator: ",\n")
      output += " {\n"
      Self.render(rule.declarations, indent: "  ", into: &output)
      output += "}\n"
    case .keyframes(let keyframes):
      output += "@keyframes \(CSSEscaping.identifier(keyframes.name)) {\n"
      for frame in keyframes.frames {
        output += "  \(frame.selector) {\n"
        Self.render(frame.declarations, indent: "    ", into: &output)
        output += "  }\n"
      }
      output += "}\n"
    case .comment(let text):
      output += "/* \(CSSEscaping.comment(text)) */\n"
    case .unsafeRaw(let text):
      output += text
      if !text.hasSuffix("\n") { output += "\n" }
    }
  }

  static func render(_ declarations: [CSSDeclaration], indent: String, into output: inout String) {
    for declaration in declarations {
      output += "\(indent)\(declaration.property): \(declaration.value);\n"
    }
  }
}
