import Campaigns
import Foundation

@testable import App

/// An in-process app context on a throwaway SQLite file (one per process, shared by in-process tests).
enum TestContext {
  static let pipeline: EventPipeline = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dp-inprocess-\(UUID().uuidString).sqlite"
    ).path
    return try! EventPipeline.open(.sqlite(path: path), metrics: Metrics())
  }()

  static func make(configuration: ServeConfiguration = ServeConfiguration(), campaigns: CampaignStore)
    -> AppContext
  {
    AppContext(configuration: configuration, events: pipeline, metrics: Metrics(), campaigns: campaigns)
  }
}
