/// A small HTML tree: elements with attributes, escaped text, and raw markup named as unsafe.
/// Everything user-controlled goes in as `.text` or an attribute value and is escaped by `render`.
public indirect enum HTMLNode: Sendable {
  /// An element; `children` nil renders an HTML void element (`<img>`, `<meta>`, …) as a lone start
  /// tag, and any other element (an SVG `<line>`, say) with its end tag, since only HTML's void
  /// elements may go unclosed: an unclosed `<line>` would swallow every later sibling.
  case element(String, attributes: [(String, String?)], children: [HTMLNode]?)
  /// Text, escaped.
  case text(String)
  /// Markup written as is: only for constant strings of our own, never for input.
  case unsafeRaw(String)
  /// Several nodes in a row.
  case fragment([HTMLNode])

  /// An element with children (attribute value nil renders a bare boolean attribute).
  public static func el(_ name: String, _ attributes: [(String, String?)] = [], _ children: [HTMLNode] = [])
    -> HTMLNode
  {
    .element(name, attributes: attributes, children: children)
  }

  /// An element without children: a lone start tag for HTML's void elements, else an empty element.
  public static func void(_ name: String, _ attributes: [(String, String?)] = []) -> HTMLNode {
    .element(name, attributes: attributes, children: nil)
  }

  /// HTML's void elements (WHATWG HTML, 13.1.2), the only ones written without an end tag.
  public static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
  ]

  /// Renders into `output`.
  public func render(into output: inout String) {
    switch self {
    case .text(let text):
      HTMLEscaping.escape(text, into: &output)
    case .unsafeRaw(let markup):
      output += markup
    case .fragment(let nodes):
      for node in nodes { node.render(into: &output) }
    case .element(let name, let attributes, let children):
      output += "<" + name
      for (attribute, value) in attributes {
        output += " " + attribute
        if let value {
          output += "=\""
          HTMLEscaping.escape(value, into: &output)
          output += "\""
        }
      }
      output += ">"
      if children == nil && Self.voidElements.contains(name) { return }
      for child in children ?? [] { child.render(into: &output) }
      output += "</" + name + ">"
    }
  }

  /// The rendered markup.
  public func render() -> String {
    var output = ""
    render(into: &output)
    return output
  }

  /// A whole document: doctype and this node.
  public func document() -> String { "<!doctype html>\n" + render() + "\n" }
}
