/// Which events a report or count includes by their source.
public enum SourceFilter: String, CaseIterable, Hashable, Sendable {
  /// Only events from the app (the report's default).
  case app
  /// Only events from preview pages.
  case preview
  /// Events from both.
  case all

  /// The sources this filter lets through.
  public var sources: [EventSource] {
    switch self {
    case .app: [.app]
    case .preview: [.preview]
    case .all: [.app, .preview]
    }
  }
}
