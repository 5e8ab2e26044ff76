import Foundation

/// The data-protection class of the files the client libraries keep (the event queue, its lock and
/// dead letters, the install id, the campaign cache): Apple platforms encrypt a file of a class while its key is unavailable. Elsewhere it does
/// nothing. The default, `.completeUntilFirstUserAuthentication`, lets a background flush run while
/// the device is locked (after its first unlock since boot) even in an app whose default class is
/// `.complete`; before the first unlock the files can't be opened, so a logger keeps its events in
/// memory and writes them once protected data becomes available (see docs/ios.md).
public enum FileProtection: Sendable, Hashable {
  /// No protection class set: the app's default applies.
  case appDefault
  /// Readable once the device was unlocked after boot (the default).
  case completeUntilFirstUserAuthentication
  /// Readable only while the device is unlocked: a flush in the background while locked waits.
  case complete
  /// No encryption at rest.
  case none

  /// Sets the class on `url` (created or existing); a no-op where the platform has no classes.
  public func apply(to url: URL) {
    #if canImport(Darwin)
      let type: FileProtectionType
      switch self {
      case .appDefault: return
      case .completeUntilFirstUserAuthentication: type = .completeUntilFirstUserAuthentication
      case .complete: type = .complete
      case .none: type = .none
      }
      try? FileManager.default.setAttributes([.protectionKey: type], ofItemAtPath: url.path)
    #endif
  }

  /// The options that write a file with this class in one step (`Data.write(to:options:)`).
  public var writingOptions: Data.WritingOptions {
    #if canImport(Darwin)
      switch self {
      case .appDefault: return []
      case .completeUntilFirstUserAuthentication: return .completeFileProtectionUntilFirstUserAuthentication
      case .complete: return .completeFileProtection
      case .none: return .noFileProtection
      }
    #else
      return []
    #endif
  }
}
