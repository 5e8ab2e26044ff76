/// Swift source with its comments and string literals blanked (spaces, newlines kept), so that a
/// scan for calls finds code only: `// stat(` and `"stat("` are not calls.
enum SwiftCode {
  static func blanked(_ source: String) -> String {
    let characters = Array(source)
    var out: [Character] = []
    out.reserveCapacity(characters.count)
    var index = 0
    func blank(_ character: Character) { out.append(character == "\n" ? "\n" : " ") }
    func starts(_ text: String, at position: Int) -> Bool {
      let pattern = Array(text)
      guard position + pattern.count <= characters.count else { return false }
      return Array(characters[position..<position + pattern.count]) == pattern
    }
    while index < characters.count {
      if starts("//", at: index) {
        while index < characters.count && characters[index] != "\n" {
          blank(characters[index])
          index += 1
        }
      } else if starts("/*", at: index) {
        var depth = 0
        repeat {
          if starts("/*", at: index) {
            depth += 1
            blank("/")
            blank("*")
            index += 2
          } else if starts("*/", at: index) {
            depth -= 1
            blank("*")
            blank("/")
            index += 2
          } else {
            blank(characters[index])
            index += 1
          }
        } while depth > 0 && index < characters.count
      } else if characters[index] == "#" || characters[index] == "\"" {
        // A string: `#`s (a raw string), then `"` or `"""`; it ends at the same quotes and `#`s.
        var hashes = 0
        while index + hashes < characters.count && characters[index + hashes] == "#" { hashes += 1 }
        guard index + hashes < characters.count, characters[index + hashes] == "\"" else {
          out.append(characters[index])
          index += 1
          continue
        }
        let quotes = starts("\"\"\"", at: index + hashes) ? "\"\"\"" : "\""
        let closing = quotes + String(repeating: "#", count: hashes)
        for _ in 0..<(hashes + quotes.count) { blank(" ") }
        index += hashes + quotes.count
        while index < characters.count && !starts(closing, at: index) {
          if hashes == 0 && characters[index] == "\\" && index + 1 < characters.count {
            blank(characters[index])
            index += 1
          }
          blank(characters[index])
          index += 1
        }
        for _ in 0..<min(closing.count, characters.count - index) { blank(" ") }
        index += closing.count
      } else {
        out.append(characters[index])
        index += 1
      }
    }
    return String(out)
  }
}
