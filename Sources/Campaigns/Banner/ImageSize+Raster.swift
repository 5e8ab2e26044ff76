import DialogMotion

extension ImageSize {
  /// A PNG's IHDR width and height (big-endian, right after the signature and the chunk header).
  static func png(_ bytes: [UInt8]) -> ScreenSize? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    return ScreenSize(width: Double(bigEndian(bytes, 16, 4)), height: Double(bigEndian(bytes, 20, 4)))
  }

  /// A GIF's logical screen width and height (little-endian).
  static func gif(_ bytes: [UInt8]) -> ScreenSize? {
    guard bytes.count >= 10, Array(bytes[0..<4]) == Array("GIF8".utf8) else { return nil }
    return ScreenSize(width: Double(littleEndian(bytes, 6, 2)), height: Double(littleEndian(bytes, 8, 2)))
  }

  /// A JPEG's frame size, from its first start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC).
  static func jpeg(_ bytes: [UInt8]) -> ScreenSize? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return ScreenSize(
          width: Double(bigEndian(bytes, index + 7, 2)), height: Double(bigEndian(bytes, index + 5, 2)))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// A WebP's canvas: the VP8 frame, the VP8L header or the VP8X canvas size.
  static func webp(_ bytes: [UInt8]) -> ScreenSize? {
    guard bytes.count >= 30, Array(bytes[0..<4]) == Array("RIFF".utf8),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8 ":
      return ScreenSize(
        width: Double(littleEndian(bytes, 26, 2) & 0x3FFF),
        height: Double(littleEndian(bytes, 28, 2) & 0x3FFF))
    case "VP8L":
      let bits = littleEndian(bytes, 21, 4)
      return ScreenSize(width: Double((bits & 0x3FFF) + 1), height: Double(((bits >> 14) & 0x3FFF) + 1))
    case "VP8X":
      return ScreenSize(
        width: Double(littleEndian(bytes, 24, 3) + 1), height: Double(littleEndian(bytes, 27, 3) + 1))
    default:
      return nil
    }
  }

  static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }

  static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
  }
}
