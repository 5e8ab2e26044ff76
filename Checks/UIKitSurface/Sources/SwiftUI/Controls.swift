/// `@frozen struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
  let key: String
  /// `init(stringLiteral value: String)`.
  public init(stringLiteral value: String) { key = value }
}

/// `@frozen struct Text: Equatable, View`.
public struct Text: Equatable, View {
  public typealias Body = Never
  let key: LocalizedStringKey
  /// `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment:
  /// StaticString? = nil)`.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) { self.key = key }
}

/// `@MainActor @preconcurrency struct Button<Label>: View where Label: View`.
@MainActor @preconcurrency public struct Button<Label: View>: View {
  public typealias Body = Never
  let action: @MainActor () -> Void
  let label: Label
  /// `init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// `nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`.
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.action = action
    label = Text(titleKey)
  }
}
