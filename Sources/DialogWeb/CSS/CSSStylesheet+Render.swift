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

extension CSSStylesheet {
  /// The CSS text as served: no indentation, no line breaks inside a rule, one line per top-level
  /// node, and of the comments only the first (the generated file's header); what a browser reads is
  /// the same as ``render()``'s.
  public func renderCompact() -> String {
    var output = ""
    for (index, node) in nodes.enumerated() {
      if case .comment = node, index > 0 { continue }
      node.renderCompact(into: &output)
    }
    return output
  }
}

extension CSSNode {
  func renderCompact(into output: inout String) {
    switch self {
    case .rule(let rule):
      output += rule.selectors.joined(separator: ",")
      output += "{"
      Self.renderCompact(rule.declarations, into: &output)
      output += "}\n"
    case .keyframes(let keyframes):
      output += "@keyframes \(CSSEscaping.identifier(keyframes.name)){"
      for frame in keyframes.frames {
        output += "\(frame.selector){"
        Self.renderCompact(frame.declarations, into: &output)
        output += "}"
      }
      output += "}\n"
    case .comment, .unsafeRaw:
      render(into: &output)
    }
  }

  static func renderCompact(_ declarations: [CSSDeclaration], into output: inout String) {
    for (index, declaration) in declarations.enumerated() {
      if index > 0 { output += ";" }
      output += "\(declaration.property):\(declaration.value)"
    }
  }
}
