import Foundation

extension EventLoggerConfiguration {
  /// The folder the install id is kept in: ``installFolder``, else the queue folder when it is in an
  /// App Group, else nil (``InstallID/defaultFolder()``).
  var resolvedInstallFolder: URL? { installFolder ?? (AppGroupContainer.of(folder) == nil ? nil : folder) }

  /// Refuses an install folder outside the queue folder's App Group container
  /// (``EventLoggerConfigurationError/installOutsideSharedFolder(queue:install:)``). Paths only: no disk.
  func checkInstallFolder() throws {
    guard let group = AppGroupContainer.of(folder), let install = installFolder else { return }
    if AppGroupContainer.of(install) != group {
      throw EventLoggerConfigurationError.installOutsideSharedFolder(
        queue: folder.path, install: install.path)
    }
  }

  /// The names of the settings that a folder's loggers share (the queue and its delivery) and that
  /// differ between this configuration and `other`. Each logger keeps its own user id, source, app
  /// version and device class.
  func sharedSettingsDiffering(from other: EventLoggerConfiguration) -> [String] {
    var names: [String] = []
    func compare<Value: Equatable>(_ name: String, _ value: (EventLoggerConfiguration) -> Value) {
      if value(self) != value(other) { names.append(name) }
    }
    compare("baseURL") { $0.baseURL }
    compare("headers") { $0.headers }
    compare("flushAt") { $0.flushAt }
    compare("flushInterval") { $0.flushInterval }
    compare("maxBatchCount") { $0.maxBatchCount }
    compare("maxBatchBytes") { $0.maxBatchBytes }
    compare("maxQueueCount") { $0.maxQueueCount }
    compare("maxQueueBytes") { $0.maxQueueBytes }
    compare("retryBaseDelay") { $0.retryBaseDelay }
    compare("retryMaxDelay") { $0.retryMaxDelay }
    compare("requestTimeout") { $0.requestTimeout }
    compare("syncEachAppend") { $0.syncEachAppend }
    compare("fileProtection") { $0.fileProtection }
    compare("installFolder") { $0.resolvedInstallFolder?.standardizedFileURL.path }
    compare("observesAppLifecycle") { $0.observesAppLifecycle }
    compare("backgroundTasks") { $0.backgroundTasks.map { ObjectIdentifier(type(of: $0)) } }
    return names
  }
}
