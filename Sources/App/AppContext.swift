import Campaigns

/// Everything a route needs, built once at start by `ServeCommand`.
struct AppContext: Sendable {
  let configuration: ServeConfiguration
  /// nil when the database answers, else one sentence saying why not.
  let databaseProblem: @Sendable () -> String?
  /// The current campaigns (replaced on reload).
  var campaigns = CampaignStore()
}
