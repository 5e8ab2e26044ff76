import Campaigns
import DialogMotion
import DialogWeb
import HTTPServer

/// One entry of `GET /api/campaigns`.
struct CampaignSummary: Encodable {
  struct Variant: Encodable {
    let id: String
    let style: DialogStyle
    let weight: Double
  }

  let id: String
  let title: String
  let variants: [Variant]

  init(_ campaign: Campaign) {
    id = campaign.id
    title = campaign.title
    variants = campaign.variants.map { Variant(id: $0.id, style: $0.style, weight: $0.weight) }
  }
}
