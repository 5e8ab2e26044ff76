import Foundation

/// A fast content hash for ETags (64-bit FNV-1a).
public enum ContentHash {
  /// A strong ETag for `bytes`: the quoted hash in hex.
  public static func etag(_ bytes: UnsafeRawBufferPointer) -> String {
    "\"" + String(fnv1a64(bytes), radix: 16) + "\""
  }

  public static func etag(_ data: Data) -> String { data.withUnsafeBytes { etag($0) } }
  public static func etag(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { etag($0) } }

  public static func fnv1a64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
