import DialogMotion
import Foundation

/// Responses kept in a folder, one pair of files per URL: `{key}.body` (the bytes as served) and
/// `{key}.json` (`{"url", "etag", "contentType"}`), where the key is the URL's FNV-1a hash in hex;
/// an entry whose recorded URL differs (a collision) counts as missing. Bodies are written before
/// their metadata, each atomically, so a torn write reads as a miss, never as a wrong body.
public struct ResponseCache: Sendable {
  /// The folder.
  public let folder: URL

  /// The data-protection class of its files.
  public let protection: FileProtection

  /// A cache in `folder`, created when missing; its files get `protection`.
  public init(folder: URL, protection: FileProtection = .completeUntilFirstUserAuthentication) throws {
    self.folder = folder
    self.protection = protection
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  struct Metadata: Codable {
    var url: String
    var etag: String?
    var contentType: String?
  }

  /// The entry for `url`, or nil.
  public func entry(for url: URL) -> CachedResponse? {
    let (bodyFile, metadataFile) = files(for: url)
    guard let data = try? Data(contentsOf: metadataFile),
      let metadata = try? JSONDecoder().decode(Metadata.self, from: data), metadata.url == url.absoluteString,
      let body = try? Data(contentsOf: bodyFile)
    else { return nil }
    return CachedResponse(url: url, etag: metadata.etag, contentType: metadata.contentType, body: body)
  }

  /// Stores `response`, replacing any entry for its URL.
  public func store(_ response: CachedResponse) throws {
    let (bodyFile, metadataFile) = files(for: response.url)
    try? FileManager.default.removeItem(at: metadataFile)
    try response.body.write(to: bodyFile, options: [.atomic, protection.writingOptions])
    let metadata = Metadata(
      url: response.url.absoluteString, etag: response.etag, contentType: response.contentType)
    try JSONEncoder().encode(metadata).write(to: metadataFile, options: [.atomic, protection.writingOptions])
  }

  /// Removes the entry for `url`, if any.
  public func remove(_ url: URL) {
    let (bodyFile, metadataFile) = files(for: url)
    try? FileManager.default.removeItem(at: metadataFile)
    try? FileManager.default.removeItem(at: bodyFile)
  }

  func files(for url: URL) -> (body: URL, metadata: URL) {
    let hash = FNV1a.hash32(url.absoluteString)
    let key = String(hash, radix: 16)
    return (folder.appendingPathComponent("\(key).body"), folder.appendingPathComponent("\(key).json"))
  }
}
