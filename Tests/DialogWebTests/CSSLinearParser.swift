/// A test-side reading of CSS `linear()` (CSS Easing Level 2), independent of the renderer: parse
/// the stops, canonicalise their inputs, evaluate piecewise linearly.
struct CSSLinearFunction {
  struct Point {
    var output: Double
    var input: Double
  }

  let points: [Point]

  /// Parses `linear(0, 0.5 25% 75%, 1)`-style text; nil when it is not a `linear()`.
  init?(_ text: String) {
    let trimmed = text.trimmed()
    guard trimmed.hasPrefix("linear("), trimmed.hasSuffix(")") else { return nil }
    let body = trimmed.dropFirst("linear(".count).dropLast()
    var raw: [(output: Double, input: Double?)] = []
    for entry in body.split(separator: ",") {
      let parts = entry.split(separator: " ").map(String.init)
      guard let output = Double(parts.first ?? "") else { return nil }
      let inputs = parts.dropFirst().map { part -> Double? in
        guard part.hasSuffix("%"), let value = Double(part.dropLast()) else { return nil }
        return value / 100
      }
      if inputs.contains(where: { $0 == nil }) || inputs.count > 2 { return nil }
      if inputs.isEmpty { raw.append((output, nil)) }
      for input in inputs { raw.append((output, input)) }
    }
    guard raw.count >= 2 else { return nil }
    // Canonicalise: first input defaults to 0, last to 1; an input below an earlier one is raised
    // to it; runs of missing inputs are spread evenly between their neighbours.
    if raw[0].input == nil { raw[0].input = 0 }
    if raw[raw.count - 1].input == nil { raw[raw.count - 1].input = 1 }
    var largest = -Double.infinity
    for i in raw.indices {
      if let input = raw[i].input {
        largest = max(largest, input)
        raw[i].input = largest
      }
    }
    var i = 0
    while i < raw.count {
      if raw[i].input == nil {
        let start = i - 1
        var end = i
        while raw[end].input == nil { end += 1 }
        let a = raw[start].input!
        let b = raw[end].input!
        for k in i..<end { raw[k].input = a + (b - a) * Double(k - start) / Double(end - start) }
        i = end
      }
      i += 1
    }
    points = raw.map { Point(output: $0.output, input: $0.input!) }
  }

  /// The output for `input` as CSS computes it.
  func value(at input: Double) -> Double {
    var a = points.lastIndex { $0.input <= input } ?? 0
    if a == points.count - 1 { a -= 1 }
    let pointA = points[a]
    let pointB = points[a + 1]
    if pointA.input == pointB.input { return pointB.output }
    let progress = (input - pointA.input) / (pointB.input - pointA.input)
    return pointA.output + progress * (pointB.output - pointA.output)
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces, tabs and newlines.
  func trimmed() -> String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
