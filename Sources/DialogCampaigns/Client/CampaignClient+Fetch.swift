import DialogMotion
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension CampaignClient {
  /// GET `url` with the cached copy's ETag. A 200 whose body `accept` takes is cached; a 304 is
  /// the cached copy; no answer or a 5xx falls back to the cache; a 404 drops it and throws
  /// `notFound`.
  func fetch(
    _ url: URL, notFound: CampaignClientError, accept: (Data) throws -> Void
  ) async throws -> Fetched<CachedResponse> {
    let cached = cache.entry(for: url)
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    if let etag = cached?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      if let cached { return Fetched(value: cached, source: .cache) }
      throw CampaignClientError.unavailable(url: url.absoluteString, reason: "\(error.localizedDescription)")
    }
    let http = response as? HTTPURLResponse
    switch http?.statusCode ?? 0 {
    case 200:
      try accept(data)
      let fresh = CachedResponse(
        url: url, etag: http?.value(forHTTPHeaderField: "ETag"),
        contentType: http?.value(forHTTPHeaderField: "Content-Type"), body: data)
      try? cache.store(fresh)
      return Fetched(value: fresh, source: .network)
    case 304 where cached != nil:
      return Fetched(value: cached!, source: .revalidated)
    case 404:
      cache.remove(url)
      throw notFound
    case 500...599 where cached != nil:
      return Fetched(value: cached!, source: .cache)
    case 500...599:
      throw CampaignClientError.unavailable(url: url.absoluteString, reason: "HTTP \(http!.statusCode)")
    case let status:
      throw CampaignClientError.unexpectedStatus(url: url.absoluteString, status: status)
    }
  }

  /// The campaign in `body`, checked presentable: its id, variants, weights and styles.
  static func decodeCampaign(_ body: Data, id: String) throws -> RemoteCampaign {
    let campaign: RemoteCampaign
    do {
      campaign = try JSONDecoder().decode(RemoteCampaign.self, from: body)
    } catch {
      throw CampaignClientError.invalidCampaign(campaign: id, reason: "its JSON doesn't decode (\(error))")
    }
    guard campaign.id == id else {
      throw CampaignClientError.invalidCampaign(campaign: id, reason: "the server sent \"\(campaign.id)\"")
    }
    guard !campaign.variants.isEmpty else {
      throw CampaignClientError.invalidCampaign(campaign: id, reason: "it has no variant")
    }
    for variant in campaign.variants {
      let problems = variant.style.validate()
      guard problems.isEmpty, variant.definition != nil, variant.weight > 0, variant.weight.isFinite else {
        let reason = problems.first.map { "\($0.path): \($0.message)" } ?? "weight \(variant.weight)"
        throw CampaignClientError.invalidCampaign(
          campaign: id, reason: "variant \(variant.id)'s style is not presentable (\(reason))")
      }
    }
    return campaign
  }
}
