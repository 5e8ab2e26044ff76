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
    let css = CSSRenderer.campaignCSS(
      campaign: campaign.id, variants: variants, bannerRatios: Self.bannerRatios(campaign))
    memo.withLock { memo in
      if memo.count >= Self.memoLimit { memo.removeAll() }
      memo[campaign] = css
    }
    return css
  }

  /// Each variant's banner's height over its width, where its size is known.
  static func bannerRatios(_ campaign: Campaign) -> [String: Double] {
    var ratios: [String: Double] = [:]
    for variant in campaign.variants {
      guard let size = variant.bannerSize, size.width > 0, size.height > 0 else { continue }
      ratios[variant.id] = size.height / size.width
    }
    return ratios
  }
}
