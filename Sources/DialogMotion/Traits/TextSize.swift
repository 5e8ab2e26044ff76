/// A Dynamic Type size category (`UIContentSizeCategory`; api.md, `textSize`), with the point size
/// of the `.body` text style at it, as Apple's Human Interface Guidelines list them.
public enum TextSize: String, CaseIterable, Hashable, Codable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case ax1 = "AX1"
  case ax2 = "AX2"
  case ax3 = "AX3"
  case ax4 = "AX4"
  case ax5 = "AX5"

  /// The size iOS starts with.
  public static let standard = TextSize.large

  /// The `.body` style's size in points: 14, 15, 16, 17 (the default), 19, 21, 23, then the
  /// accessibility sizes 28, 33, 40, 47, 53.
  public var bodyPointSize: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .ax1: 28
    case .ax2: 33
    case .ax3: 40
    case .ax4: 47
    case .ax5: 53
    }
  }

  /// How much text at this size grows from the default: `bodyPointSize / 17`.
  public var scale: Double { bodyPointSize / Self.standard.bodyPointSize }

  /// The `UIContentSizeCategory` name, e.g. `UICTContentSizeCategoryAccessibilityXXXL` for AX5.
  public var uiKitName: String {
    switch self {
    case .xSmall: "UICTContentSizeCategoryXS"
    case .small: "UICTContentSizeCategoryS"
    case .medium: "UICTContentSizeCategoryM"
    case .large: "UICTContentSizeCategoryL"
    case .xLarge: "UICTContentSizeCategoryXL"
    case .xxLarge: "UICTContentSizeCategoryXXL"
    case .xxxLarge: "UICTContentSizeCategoryXXXL"
    case .ax1: "UICTContentSizeCategoryAccessibilityM"
    case .ax2: "UICTContentSizeCategoryAccessibilityL"
    case .ax3: "UICTContentSizeCategoryAccessibilityXL"
    case .ax4: "UICTContentSizeCategoryAccessibilityXXL"
    case .ax5: "UICTContentSizeCategoryAccessibilityXXXL"
    }
  }

  /// The largest size, which every layout must still fit.
  public static let largest = TextSize.ax5

  /// Every size's name, separated by commas.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
