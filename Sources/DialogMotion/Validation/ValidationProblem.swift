/// One thing wrong with a definition or a style: where (a field path such as
/// `present.curve.spring.damping`) and a sentence a user can act on.
public struct ValidationProblem: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The field's path, dot-separated, with `[i]` for array items; empty for the whole value.
  public var path: String
  /// One sentence saying what is wrong and what is allowed.
  public var message: String

  /// A problem at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// "path: message".
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }

  /// The same problem inside a parent value: `prefixed(by: "variants[1].style")`.
  public func prefixed(by parent: String) -> ValidationProblem {
    guard !parent.isEmpty else { return self }
    let joined = path.isEmpty ? parent : path.hasPrefix("[") ? parent + path : "\(parent).\(path)"
    return ValidationProblem(path: joined, message: message)
  }
}

extension Array where Element == ValidationProblem {
  /// Every problem prefixed by `parent`.
  public func prefixed(by parent: String) -> [ValidationProblem] { map { $0.prefixed(by: parent) } }
}
