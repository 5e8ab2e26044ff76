/// Reads a parsed campaign file field by field, collecting every problem instead of stopping at
/// the first; each reader method returns nil for a field it could not accept.
struct CampaignReader {
  /// The file's name, for problems.
  let file: String
  /// The public folder's real path when banner files should be checked.
  let publicRoot: String?
  private(set) var problems: [CampaignProblem] = []

  init(file: String, publicRoot: String?) {
    self.file = file
    self.publicRoot = publicRoot
  }

  mutating func add(_ field: String, _ message: String) {
    problems.append(CampaignProblem(file: file, field: field, message: message))
  }

  /// `parent.key`, or `key` at the top.
  static func join(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }

  /// An object's members by key, after reporting unknown and repeated keys; nil when `value`
  /// is not an object.
  mutating func members(
    of value: JSONValue, at path: String, allowed: [String], what: String
  ) -> [String: JSONValue]? {
    guard case .object(let pairs) = value else {
      add(path, "\(what.capitalizedFirst) must be a JSON object, not \(value.kind).")
      return nil
    }
    var fields: [String: JSONValue] = [:]
    for (key, member) in pairs {
      let field = Self.join(path, key)
      if !allowed.contains(key) {
        add(
          field,
          "Unknown key \(quoted(key)) in \(what); the allowed keys are \(allowed.joined(separator: ", ")).")
      } else if fields[key] != nil {
        add(field, "The key \(quoted(key)) appears more than once in \(what); keep one.")
      } else {
        fields[key] = member
      }
    }
    return fields
  }

  /// A string field; a missing required field is a problem, a missing optional one nil.
  mutating func string(_ value: JSONValue?, at path: String, required: String? = nil) -> String? {
    guard let value else {
      if let required { add(path, required) }
      return nil
    }
    guard case .string(let text) = value else {
      add(path, "\(path.lastKey) must be a string, not \(value.kind).")
      return nil
    }
    return text
  }

  /// A number field (nil when absent or not a number).
  mutating func number(_ value: JSONValue?, at path: String) -> Double? {
    guard let value else { return nil }
    guard case .number(let number) = value else {
      add(path, "\(path.lastKey) must be a number, not \(value.kind).")
      return nil
    }
    return number
  }
}

extension String {
  /// The last component of a field path (`variants[1].weight` → `weight`).
  fileprivate var lastKey: String {
    split(separator: ".").last.map(String.init) ?? self
  }

  /// The string with its first letter upper-cased.
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
