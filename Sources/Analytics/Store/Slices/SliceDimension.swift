/// What a sliced report (`?by=`) splits the campaign's units by: a field the events carry.
///
/// A named user belongs to one slice: the value of their first event the store kept among the events
/// the report counts (lowest `seq`, the order of storing; the device's clock plays no part), so a
/// user who upgrades the app mid-test stays in the version they were first seen with. An anonymous
/// event, a unit of its own, belongs to its own value. Events without the field form the slice of
/// no value (`null`).
public enum SliceDimension: String, CaseIterable, Hashable, Sendable {
  case appVersion = "app_version"
  case device

  /// The events table's column holding the field.
  public var column: String {
    switch self {
    case .appVersion: "app_version"
    case .device: "device"
    }
  }

  /// A slice value as the rollup tables hold it (``RollupPlan/DailyChange``, ``RollupAnonymousSlice``):
  /// `''` is not sent (no value is empty: app versions have 1–32 characters, devices are named).
  public static func value(stored text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// The contract's sentence for a `by` value that names no dimension (`name` the parameter as the
  /// caller wrote it: `by`, `--by`).
  public static func invalidMessage(_ name: String) -> String {
    "\(name) must be app_version or device."
  }
}
