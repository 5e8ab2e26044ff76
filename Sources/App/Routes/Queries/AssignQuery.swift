import Campaigns
import HTTPServer

/// The query of `GET /api/assign`: `campaign` (an id) and `user` (any text within ``UserParameter``'s
/// limit, the empty string included), each exactly once; anything else wrong is a 400.
struct AssignQuery {
  let campaign: String
  let user: String

  init(_ request: Request) throws {
    campaign = try Self.single("campaign", in: request)
    user = try UserParameter.validated(Self.single("user", in: request))
    guard IdentifierRule.isCampaignID(campaign) else {
      throw HTTPError(400, "The campaign parameter must be a campaign id: 1 to 64 of a-z, 0-9 and -.")
    }
  }

  private static func single(_ name: String, in request: Request) throws -> String {
    let values = request.query.filter { $0.name == name }.map(\.value)
    guard values.count == 1 else {
      throw HTTPError(
        400,
        values.isEmpty
          ? "The query needs \(name)=…; use /api/assign?campaign=ID&user=U."
          : "Give the \(name) parameter only once.")
    }
    return values[0]
  }
}
