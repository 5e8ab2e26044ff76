/// Why a text is not JSON, and where: 1-based line and column (columns count Unicode scalars).
struct JSONSyntaxError: Error, Equatable, Sendable {
  var line: Int
  var column: Int
  /// What is wrong, as the end of a sentence ("expected ':' after an object key").
  var reason: String

  /// "line 3, column 12: expected ':' after an object key"
  var description: String { "line \(line), column \(column): \(reason)" }
}
