import Campaigns
import HTTPServer
import Synchronization

/// Rendered `/embed/{campaign}` pages as answers with their ETags (``FixedAnswer``: reusable, so also
/// prepared and compressed once), so a page is rendered and hashed once per campaign version and query
/// instead of once per request.
///
/// An entry remembers the campaign value it was rendered from and is used only while the catalog still
/// holds an equal campaign: a reload that changes the campaign renders the page again at its next request
/// (equal values from the same catalog compare by identity, so the check is cheap). Queries carrying a
/// `user` make the key space open-ended, so the cache is bounded: when full it starts over.
final class EmbedPageCache: Sendable {
  struct Key: Hashable {
    var campaign: String
    var query: EmbedQuery
  }

  private struct Entry {
    var campaign: Campaign
    var page: FixedAnswer
  }

  /// The most pages kept (a page is a few KiB).
  let capacity: Int
  private let entries = Mutex<[Key: Entry]>([:])

  init(capacity: Int = 256) { self.capacity = capacity }

  /// The page for `campaign` and `query`, rendered by `render` when there is none for this campaign value.
  func page(campaign: Campaign, query: EmbedQuery, render: () throws -> [UInt8]) rethrows -> FixedAnswer {
    let key = Key(campaign: campaign.id, query: query)
    if let entry = entries.withLock({ $0[key] }), entry.campaign == campaign { return entry.page }
    let body = try render()
    let page = FixedAnswer(contentType: "text/html; charset=utf-8", bytes: body)
    entries.withLock { entries in
      if entries.count >= capacity && entries[key] == nil { entries.removeAll(keepingCapacity: true) }
      entries[key] = Entry(campaign: campaign, page: page)
    }
    return page
  }

  /// The number of pages kept (for tests).
  var count: Int { entries.withLock { $0.count } }
}
