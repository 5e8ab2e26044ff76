import Campaigns
import DialogMotion
import DialogWeb
import HTTPServer

/// The answer of `GET /api/assign`.
struct Assignment: Encodable {
  let campaign: String
  let user: String
  let variant: String
}
