/// Everything a route needs, built once at start by `ServeCommand`.
struct AppContext: Sendable {
  let configuration: ServeConfiguration
  /// The event store and its writer.
  let events: EventPipeline
  let metrics: Metrics
  /// The variant ids of a known campaign (nil for an unknown one), from the current campaigns.
  let variantIDs: @Sendable (String) -> [String]?

  /// nil when the database answers, else one sentence saying why not.
  func databaseProblem() -> String? { events.problem() }
}
