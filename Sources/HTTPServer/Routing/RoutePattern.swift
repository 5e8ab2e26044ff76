/// A path pattern such as `/api/campaigns/{id}` or `/presets/{name}.css`: literal segments and
/// segments holding one `{parameter}` with an optional literal prefix and suffix.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  enum Segment: Sendable, Hashable {
    case literal(String)
    case parameter(name: String, prefix: String, suffix: String)
  }

  let segments: [Segment]
  /// The pattern as written.
  public let description: String

  /// Parses a pattern; a malformed one is a programming error.
  public init(_ pattern: String) {
    description = pattern
    segments = pattern.split(separator: "/").map { part in
      guard let open = part.firstIndex(of: "{"), let close = part.firstIndex(of: "}") else {
        return .literal(String(part))
      }
      return .parameter(
        name: String(part[part.index(after: open)..<close]),
        prefix: String(part[..<open]),
        suffix: String(part[part.index(after: close)...]))
    }
  }

  /// The segments when the pattern has no parameter, else nil.
  /// How many segments it has, and its first one when that is a literal (``Router`` indexes by it).
  var shape: Router.Shape {
    guard case .literal(let first) = segments.first else {
      return Router.Shape(count: segments.count, first: nil)
    }
    return Router.Shape(count: segments.count, first: first)
  }

  var literalSegments: [String]? {
    var literals: [String] = []
    for segment in segments {
      guard case .literal(let literal) = segment else { return nil }
      literals.append(literal)
    }
    return literals
  }

  /// The parameters when the decoded segments match, else nil.
  func match(_ path: [String]) -> [String: String]? {
    guard path.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, value) in zip(segments, path) {
      switch segment {
      case .literal(let literal):
        guard literal == value else { return nil }
      case .parameter(let name, let prefix, let suffix):
        // `isEmpty` first: counting Characters (grapheme walk) only when there is a prefix or suffix.
        let longEnough =
          prefix.isEmpty && suffix.isEmpty ? !value.isEmpty : value.count > prefix.count + suffix.count
        guard longEnough, value.hasPrefix(prefix), value.hasSuffix(suffix) else { return nil }
        parameters[name] = String(value.dropFirst(prefix.count).dropLast(suffix.count))
      }
    }
    return parameters
  }
}
