import Testing

@testable import App

/// The snapshot's page fingerprints hash with a SHA-256 of their own: FIPS 180-4's examples, and the
/// same digest however the bytes are split into parts.
struct SnapshotSHA256Tests {
  static func digest(_ parts: [[UInt8]]) -> String {
    var hash = SnapshotSHA256()
    for part in parts { hash.update(part) }
    return hash.hex()
  }

  @Test func theStandardsExamples() {
    #expect(Self.digest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      Self.digest([Array("abc".utf8)]) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.digest([Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)])
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(Self.digest([million]) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func partsOfAnySizeGiveTheSameDigest() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let whole = Self.digest([bytes])
    for size in [1, 3, 55, 56, 63, 64, 65, 127, 999] {
      let parts = stride(from: 0, to: bytes.count, by: size).map {
        Array(bytes[$0..<min($0 + size, bytes.count)])
      }
      #expect(Self.digest(parts) == whole, "parts of \(size)")
    }
  }
}
