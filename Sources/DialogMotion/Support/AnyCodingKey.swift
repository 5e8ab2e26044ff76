/// A coding key for any string, used to see the keys a JSON object really has.
struct AnyCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int? = nil

  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Decoder {
  /// Throws `DecodingError.dataCorrupted` naming the first key of this object not in `allowed`.
  func rejectUnknownKeys(allowed: [String], in what: String) throws {
    let container = try self.container(keyedBy: AnyCodingKey.self)
    let keys = container.allKeys.map(\.stringValue).sorted()
    if let unknown = keys.first(where: { !allowed.contains($0) }) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [AnyCodingKey(unknown)],
          debugDescription:
            "Unknown key \"\(unknown)\" in \(what); allowed keys: \(allowed.joined(separator: ", "))."))
    }
  }
}
