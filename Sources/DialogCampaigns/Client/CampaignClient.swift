import DialogMotion
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Campaigns from a dialog-preview server, kept on disk so the app presents them offline too.
///
/// `GET /api/campaigns/{id}` is revalidated with the cached copy's ETag (`If-None-Match`: a 304
/// costs no body); a server that can't be reached or answers 5xx is answered from the cache; a 404
/// drops the cached copy. Banners are resolved against ``baseURL`` and cached the same way. The
/// variant comes from `VariantAssignment` with the app's user id, or else the ``InstallID``, so it
/// is the one `/api/assign` names.
///
/// ```swift
/// let client = try CampaignClient(
///   baseURL: URL(string: "https://preview.example.com")!, installID: try InstallID.load())
/// let loaded = try await client.load("summer-sale")   // campaign, variant, definition, banner
/// ```
public final class CampaignClient: Sendable {
  /// The server, e.g. `https://preview.example.com` (a path prefix is kept).
  public let baseURL: URL
  /// The app's own user id, if it has one.
  public let userID: String?
  /// This installation's id, the user when the app has none.
  public let installID: InstallID
  /// The responses on disk.
  public let cache: ResponseCache
  let session: URLSession

  /// A client of the server at `baseURL`, caching in `cacheFolder` (by default `DialogPreview` in
  /// the user's Caches folder). Requests time out after `timeout` seconds, then fall back to the cache.
  public init(
    baseURL: URL, installID: InstallID, userID: String? = nil, cacheFolder: URL? = nil,
    timeout: TimeInterval = 10
  ) throws {
    self.baseURL = baseURL
    self.installID = installID
    self.userID = userID
    let folder =
      try cacheFolder
      ?? FileManager.default.url(
        for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: true
      )
      .appendingPathComponent("DialogPreview", isDirectory: true)
    cache = try ResponseCache(folder: folder)
    // Our own revalidation only: no URLCache that could answer in our place or swallow a 304.
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    session = URLSession(configuration: configuration)
  }

  /// The user assignment uses and events name: the app's user id, or else the install id.
  public var user: String { userID ?? installID.value }

  /// The campaign's URL: `{baseURL}/api/campaigns/{id}`.
  public func campaignURL(_ id: String) -> URL {
    baseURL.appendingPathComponent("api/campaigns").appendingPathComponent(id)
  }

  /// The campaign `id`, from the server or, offline, from the cache.
  public func campaign(_ id: String) async throws -> Fetched<RemoteCampaign> {
    let url = campaignURL(id)
    var decoded: RemoteCampaign?
    let fetched = try await fetch(url, notFound: .notFound(campaign: id)) { body in
      decoded = try Self.decodeCampaign(body, id: id)
    }
    let campaign = try decoded ?? Self.decodeCampaign(fetched.value.body, id: id)
    return Fetched(value: campaign, source: fetched.source)
  }

  /// The banner of `variant`, resolved against ``baseURL``, from the server or the cache.
  public func banner(for variant: RemoteCampaign.Variant) async throws -> Fetched<Data> {
    guard let url = variant.bannerURL(relativeTo: baseURL) else {
      throw CampaignClientError.unavailable(url: variant.banner, reason: "not a URL")
    }
    let fetched = try await fetch(url, notFound: .unexpectedStatus(url: url.absoluteString, status: 404)) {
      _ in
    }
    return Fetched(value: fetched.value.body, source: fetched.source)
  }

  /// The campaign `id` with the variant ``user`` is assigned and its banner: what a dialog needs.
  public func load(_ id: String) async throws -> LoadedCampaign {
    let fetched = try await campaign(id)
    let campaign = fetched.value
    guard let variant = campaign.variant(forUser: user), let definition = variant.definition else {
      throw CampaignClientError.invalidCampaign(campaign: id, reason: "it has no variant")
    }
    let banner = try await self.banner(for: variant)
    return LoadedCampaign(
      campaign: campaign, variant: variant, definition: definition, user: user,
      bannerURL: variant.bannerURL(relativeTo: baseURL)!, banner: banner.value, source: fetched.source)
  }
}
