import Foundation

/// How a value parsed by `JSONSerialization` reads as an integer: only a JSON number written without
/// fraction or exponent is one (booleans, strings and `1.0` are not).
enum JSONInteger: Equatable {
  case integer(Int64)
  /// An integer literal too large for `Int64` (always outside any valid range).
  case outOfInt64
  case notAnInteger

  init(_ value: Any) {
    guard !(value is String), let number = value as? NSNumber else {
      self = .notAnInteger
      return
    }
    // Foundation reports the parsed literal's storage: "c" for true/false, "d" for a fraction, an exponent
    // or an NSDecimalNumber (integers beyond UInt64), "Q" for integers in 2^63..<2^64.
    switch String(cString: number.objCType) {
    case "c", "C", "d", "f":
      self = number is NSDecimalNumber && Self.isIntegralLiteral(number) ? .outOfInt64 : .notAnInteger
    case "Q", "L":
      self = number.uint64Value <= UInt64(Int64.max) ? .integer(Int64(number.uint64Value)) : .outOfInt64
    case "q", "l", "i", "s":
      self = .integer(number.int64Value)
    default:
      self = .notAnInteger
    }
  }

  /// Whether a decimal number holds an integer (a huge literal like 1e30 written out in digits).
  private static func isIntegralLiteral(_ number: NSNumber) -> Bool {
    guard let decimal = (number as? NSDecimalNumber)?.decimalValue, decimal.isFinite else { return false }
    var value = decimal
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 0, .plain)
    return rounded == decimal
  }
}
