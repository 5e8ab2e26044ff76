/// A small HTML tree: elements with attributes, escaped text, and raw markup named as unsafe.
/// Everything user-controlled goes in as `.text` or an attribute value and is escaped by `render`.
public indirect enum HTMLNode: Sendable {
  /// An element; `children` nil renders a void element (`<img>`, `<meta>`, …).
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

  /// A void element.
  public static func void(_ name: String, _ attributes: [(String, String?)] = []) -> HTMLNode {
    .element(name, attributes: attributes, children: nil)
  }

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
      guard let children else { return }
      for child in children { child.render(into: &output) }
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
