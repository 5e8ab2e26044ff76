import DialogCampaigns
import Foundation

/// One ``QueueEngine`` per queue folder in a process: a second ``EventLogger`` on a folder shares the
/// first one's queue and delivery (no wait, no error), and the engine stops when the folder's last
/// logger is released. Engines on one folder in different processes (an app and its extension)
/// coordinate through the folder's lock per operation instead.
final class QueueEngineRegistry: @unchecked Sendable {  // `engines` and the counts under `lock`
  static let shared = QueueEngineRegistry()
  private let lock = NSLock()
  private var engines: [String: (engine: QueueEngine, loggers: Int)] = [:]

  /// The folder's engine, made and started for the first logger. A later logger whose shared
  /// settings differ is refused (``EventLoggerConfigurationError/differsFromFolderLogger(folder:settings:)``):
  /// the first one's would deliver for it.
  func attach(_ configuration: EventLoggerConfiguration, installID: InstallID?) throws -> QueueEngine {
    let key = configuration.folder.standardizedFileURL.resolvingSymlinksInPath().path
    lock.lock()
    defer { lock.unlock() }
    if let entry = engines[key] {
      var differing = configuration.sharedSettingsDiffering(from: entry.engine.configuration)
      if installID != entry.engine.givenInstall { differing.append("installID") }
      guard differing.isEmpty else {
        throw EventLoggerConfigurationError.differsFromFolderLogger(folder: key, settings: differing)
      }
      engines[key] = (entry.engine, entry.loggers + 1)
      return entry.engine
    }
    let engine = QueueEngine(configuration: configuration, key: key, installID: installID)
    engines[key] = (engine, 1)
    engine.start()
    return engine
  }

  /// A logger on `engine` was released (or shut down): the last one stops it, without waiting.
  func detach(_ engine: QueueEngine) {
    lock.lock()
    guard let entry = engines[engine.key], entry.engine === engine else {
      lock.unlock()
      return
    }
    let last = entry.loggers == 1
    engines[engine.key] = last ? nil : (engine, entry.loggers - 1)
    lock.unlock()
    if last { engine.stop() }
  }
}
