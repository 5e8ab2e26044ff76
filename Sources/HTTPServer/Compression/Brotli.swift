import CBrotli

/// Brotli (RFC 7932) through libbrotlienc, in one call.
enum Brotli {
  /// `bytes` compressed at `quality` (0 fastest … 11 smallest), in text mode with a 4 MiB window;
  /// nil if the encoder fails.
  static func compress(_ bytes: [UInt8], quality: Int32) -> [UInt8]? {
    var size = BrotliEncoderMaxCompressedSize(bytes.count)
    guard size > 0 else { return nil }
    var output = [UInt8](repeating: 0, count: size)
    let ok = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        BrotliEncoderCompress(
          quality, 22, BROTLI_MODE_TEXT, input.count, input.baseAddress, &size, out.baseAddress)
      }
    }
    guard ok == BROTLI_TRUE else { return nil }
    output.removeLast(output.count - size)
    return output
  }
}
