import DialogMotion
import Foundation

/// Two definitions' differences, field by field: each JSON path whose value differs (or exists in
/// one only), with both values as compact JSON (`present.curve.spring.damping: 0.7 → 0.5`).
enum SnapshotDefinitionDiff {
  static func fields(_ base: DialogDefinition, _ new: DialogDefinition) -> [(
    path: String, base: String, new: String
  )] {
    guard base != new else { return [] }
    let before = flatten(json(base))
    let after = flatten(json(new))
    return Set(before.keys).union(after.keys).sorted().compactMap { path in
      let old = before[path] ?? "(none)"
      let next = after[path] ?? "(none)"
      return old == next ? nil : (path, old, next)
    }
  }

  private static func json(_ definition: DialogDefinition) -> Any {
    let data = (try? JSONEncoder().encode(definition)) ?? Data("{}".utf8)
    return (try? JSONSerialization.jsonObject(with: data)) ?? [:]
  }

  /// Leaves of a JSON value by path (`a.b.0.c`), each as compact JSON text.
  private static func flatten(_ value: Any, _ path: String = "") -> [String: String] {
    if let object = value as? [String: Any], !object.isEmpty {
      return object.reduce(into: [:]) { result, member in
        result.merge(flatten(member.value, path.isEmpty ? member.key : path + "." + member.key)) { $1 }
      }
    }
    if let array = value as? [Any], !array.isEmpty {
      return array.enumerated().reduce(into: [:]) { result, item in
        result.merge(flatten(item.element, path + "." + String(item.offset))) { $1 }
      }
    }
    let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
    return [path: data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"]
  }
}
