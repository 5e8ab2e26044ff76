import Synchronization

/// The current ``CampaignCatalog``, shared by every request thread and replaced whole by the
/// reload watcher. Read ``catalog`` once per request and use that value throughout.
public final class CampaignStore: Sendable {
  private let current: Mutex<CampaignCatalog>

  /// A store holding `catalog` (empty by default).
  public init(_ catalog: CampaignCatalog = .empty) {
    current = Mutex(catalog)
  }

  /// The catalog now.
  public var catalog: CampaignCatalog { current.withLock { $0 } }

  /// Makes `catalog` the current one.
  public func replace(with catalog: CampaignCatalog) {
    current.withLock { $0 = catalog }
  }
}
