import Campaigns
import DialogWeb

/// Everything a route needs, built once at start by `ServeCommand`.
struct AppContext: Sendable {
  let configuration: ServeConfiguration
  /// The event store and its writer.
  let events: EventPipeline
  let metrics: Metrics
  /// The current campaigns (replaced on reload).
  var campaigns = CampaignStore()
  /// Rendered embed pages (checked against the current campaign on every use).
  let embedPages = EmbedPageCache()
  /// Generated campaign stylesheets (memoized by campaign value).
  let stylesheets = CampaignStylesheets()
  /// The campaign edit stream open pages follow (fed by the campaign watcher).
  var live = LiveCampaigns()
  /// `make motion-report`'s last figures (`--motion-measurements`), read at start.
  var measurements = MotionMeasurements.none

  /// The variant ids of a known campaign (nil for an unknown one), from the current campaigns.
  func variantIDs(_ campaign: String) -> [String]? {
    campaigns.catalog.variantIDs(ofCampaign: campaign)
  }

  /// nil when the database answers, else one sentence saying why not.
  func databaseProblem() -> String? { events.problem() }
}
