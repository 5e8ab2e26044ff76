/// `@MainActor @preconcurrency protocol UIViewControllerRepresentable: View where Self.Body == Never`.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
  /// `associatedtype UIViewControllerType: UIViewController`.
  associatedtype UIViewControllerType: UIViewController
  /// `associatedtype Coordinator = Void`.
  associatedtype Coordinator = Void
  /// `typealias Context = UIViewControllerRepresentableContext<Self>`.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// `func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// `func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// `static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator:
  /// Self.Coordinator)`.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// `func makeCoordinator() -> Self.Coordinator`.
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  /// The default: nothing to do when the controller is removed.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// The default coordinator: none.
  public func makeCoordinator() -> Coordinator { () }
}

/// `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where
/// Representable: UIViewControllerRepresentable`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// `let coordinator: Representable.Coordinator`.
  public let coordinator: Representable.Coordinator
}
