import Campaigns
import HTTPServer

/// The query of `GET /api/assign`: `campaign` (an id) and `user` (any text up to 128 Unicode
/// scalars, the empty string included), each exactly once; anything else wrong is a 400.
struct AssignQuery {
  static let maximumUserLength = 128

  let campaign: String
  let user: String

  init(_ request: Request) throws {
    campaign = try Self.single("campaign", in: request)
    user = try Self.single("user", in: request)
    guard IdentifierRule.isCampaignID(campaign) else {
      throw HTTPError(400, "The campaign parameter must be a campaign id: 1 to 64 of a-z, 0-9 and -.")
    }
    guard user.unicodeScalars.count <= Self.maximumUserLength else {
      throw HTTPError(400, "The user parameter must be at most \(Self.maximumUserLength) characters.")
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
