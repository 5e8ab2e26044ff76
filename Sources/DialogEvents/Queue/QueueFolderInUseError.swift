import Foundation

/// Thrown by ``EventLogger/init(configuration:installID:)`` (and ``EventLogger/optIn()``) when another
/// logger, in this process or another one, has the same queue folder open: one folder, one logger.
/// Give each logger its own `folder` (an app extension its own, not the app's), or share one logger.
public struct QueueFolderInUseError: Error, CustomStringConvertible, Sendable {
  /// The folder another logger holds.
  public let folder: URL

  public var description: String {
    "The event queue folder \(folder.path) is in use by another EventLogger (one logger per folder)."
  }
}
