extension TextSize {
  /// The size whose ``uiKitName`` is `name` (a `UIContentSizeCategory`'s raw value), or nil for
  /// another (`_UICTContentSizeCategoryUnspecified`, or one added after these).
  public init?(uiKitName name: String) {
    guard let size = Self.allCases.first(where: { $0.uiKitName == name }) else { return nil }
    self = size
  }
}
