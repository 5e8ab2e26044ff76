/// Why a campaign or banner could not be had; each says what to do in one sentence.
public enum CampaignClientError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server answers 404: there is no such campaign (its cached copy is dropped).
  case notFound(campaign: String)
  /// The server can't be reached (or answers 5xx) and nothing is cached.
  case unavailable(url: String, reason: String)
  /// The server answered something other than 200, 304, 404 or 5xx.
  case unexpectedStatus(url: String, status: Int)
  /// The body is not a campaign this library can present.
  case invalidCampaign(campaign: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let campaign):
      "There is no campaign \"\(campaign)\" on the server; check the id against GET /api/campaigns."
    case .unavailable(let url, let reason):
      "\(url) could not be loaded (\(reason)) and nothing is cached yet; try again when online."
    case .unexpectedStatus(let url, let status):
      "\(url) answered HTTP \(status); check the client's base URL."
    case .invalidCampaign(let campaign, let reason):
      "Campaign \"\(campaign)\" can't be presented: \(reason); update the package to the server's version."
    }
  }
}
