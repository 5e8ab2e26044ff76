import Campaigns

/// `serve`'s campaigns: loaded and validated at start (an invalid folder stops the start with
/// every problem logged), then watched so edits go live without a restart
/// and reach open pages through ``LiveCampaigns``.
struct CampaignStartup {
  let store: CampaignStore
  let watcher: CampaignWatcher

  /// Loads `--campaigns` (banners checked in `--public`); throws `CommandFailure` after logging
  /// one line per problem. The watcher is started.
  static func start(_ configuration: ServeConfiguration, live: LiveCampaigns) throws -> CampaignStartup {
    let loader = CampaignLoader(
      directory: configuration.campaigns, publicDirectory: configuration.publicDirectory)
    let load = loader.load()
    guard load.isValid else {
      for problem in load.problems { Log.write("campaigns: \(problem)") }
      let count = load.problems.count
      throw CommandFailure(
        "The campaign folder \(configuration.campaigns) has \(count) problem\(count == 1 ? "" : "s") (above); "
          + "fix them and start again.")
    }
    Log.write("campaigns: loaded \(load.catalog.count) from \(configuration.campaigns)")
    let store = CampaignStore(load.catalog)
    let watcher = CampaignWatcher(loader: loader, store: store, after: load) { event in
      logEvent(event)
      live.publish(event)
    }
    watcher.start()
    return CampaignStartup(store: store, watcher: watcher)
  }

  /// One log line per reload, or per problem of a rejected edit.
  static func logEvent(_ event: CampaignWatcher.Event) {
    switch event {
    case .reloaded(let catalog):
      Log.write("campaigns: reloaded \(catalog.count): \(catalog.ids.joined(separator: ", "))")
    case .rejected(let problems):
      Log.write("campaigns: edit rejected, the last valid campaigns stay (\(problems.count) problems)")
      for problem in problems { Log.write("campaigns: \(problem)") }
    }
  }
}
