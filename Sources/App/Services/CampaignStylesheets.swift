import Campaigns
import DialogWeb
import Synchronization

/// `/campaigns/{id}.css`: every variant's definition (its preset with its overrides applied)
/// under `data-style="CAMPAIGN--VARIANT"`. Rendering samples springs, so results are memoized by
/// campaign value: an edited campaign is a new key, and the memo is dropped when it grows large.
/// One instance lives on ``AppContext``, beside the embed page cache.
final class CampaignStylesheets: Sendable {
  private let memo = Mutex<[Campaign: String]>([:])
  static let memoLimit = 64

  func css(for campaign: Campaign) -> String {
    if let css = memo.withLock({ $0[campaign] }) { return css }
    let variants = campaign.variants.compactMap { variant in
      variant.definition.map { (id: variant.id, definition: $0) }
    }
    let css = CSSRenderer.campaignCSS(campaign: campaign.id, variants: variants)
    memo.withLock { memo in
      if memo.count >= Self.memoLimit { memo.removeAll() }
      memo[campaign] = css
    }
    return css
  }
}
