/// 32-bit FNV-1a: offset basis 0x811c9dc5, prime 0x01000193, one byte at a time.
public enum FNV1a {
  /// The offset basis.
  public static let offsetBasis: UInt32 = 0x811c_9dc5
  /// The prime.
  public static let prime: UInt32 = 0x0100_0193

  /// The 32-bit FNV-1a hash of `bytes`.
  public static func hash32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    var hash = offsetBasis
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* prime
    }
    return hash
  }

  /// The 32-bit FNV-1a hash of the UTF-8 encoding of `string`.
  public static func hash32(_ string: String) -> UInt32 { hash32(string.utf8) }
}
