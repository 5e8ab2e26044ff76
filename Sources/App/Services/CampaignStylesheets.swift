import Campaigns
import DialogWeb
import HTTPServer
import Synchronization

/// `/campaigns/{id}.css`: every variant's definition (its preset with its overrides applied)
/// under `data-style="CAMPAIGN--VARIANT"`, or one variant's (`?variant=`, what an embed page links).
/// Rendering samples springs, so results are memoized by campaign value and variant: an edited
/// campaign is a new key, and the memo is dropped when it grows large. Each is kept as the answer
/// served (``FixedAnswer``: compact CSS, its `ETag`), the same buffer request after request
/// (prepared once, compressed once). One instance lives on ``AppContext``, beside the embed page cache.
final class CampaignStylesheets: Sendable {
  private struct Key: Hashable {
    let campaign: Campaign
    let variant: String?
  }

  private let memo = Mutex<[Key: FixedAnswer]>([:])
  static let memoLimit = 64

  /// The CSS of every variant of `campaign`, or of `variant` alone (one of its variants), compact, as
  /// served.
  func stylesheet(for campaign: Campaign, variant: String? = nil) -> FixedAnswer {
    let key = Key(campaign: campaign, variant: variant)
    if let kept = memo.withLock({ $0[key] }) { return kept }
    let variants = campaign.variants.filter { variant == nil || $0.id == variant }.compactMap { variant in
      variant.definition.map { (id: variant.id, definition: $0) }
    }
    let css = CSSRenderer.campaignCSS(
      campaign: campaign.id, variants: variants, bannerRatios: Self.bannerRatios(campaign), compact: true)
    let stylesheet = FixedAnswer(contentType: "text/css; charset=utf-8", text: css)
    memo.withLock { memo in
      if memo.count >= Self.memoLimit { memo.removeAll() }
      memo[key] = stylesheet
    }
    return stylesheet
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
