import Foundation

/// Runs main-actor code right now when the caller is on the main thread without being statically
/// isolated to it (a notification observer, an app delegate's call): what the standard library's
/// `MainActor.assumeIsolated` does, which iOS 16's standard library lacks. Elsewhere the code runs on
/// the main actor's next turn.
enum MainThreadIsolation {
  /// Calls `body` synchronously on the main thread, else as a main-actor task. Returns whether it ran
  /// synchronously.
  @discardableResult
  static func run(_ body: @escaping @MainActor () -> Void) -> Bool {
    guard Thread.isMainThread else {
      Task { @MainActor in body() }
      return false
    }
    // On the main thread the main actor's isolation holds: the same conversion assumeIsolated makes.
    withoutActuallyEscaping(body) { isolated in
      unsafeBitCast(isolated, to: (() -> Void).self)()
    }
    return true
  }
}
