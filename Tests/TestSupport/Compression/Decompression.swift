import CBrotli
import CZlib

/// Decoders for the codings the server sends (zlib's inflate, Brotli's decoder): tests compare what a
/// client gets after decompression with the identity body.
public enum Decompression {
  /// The bytes of a gzip stream; nil when it isn't one or is cut short.
  public static func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard czlib_inflate_init_gzip(&stream) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var input = bytes
    return input.withUnsafeMutableBufferPointer { input -> [UInt8]? in
      stream.next_in = input.baseAddress
      stream.avail_in = UInt32(input.count)
      while true {
        let status = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
          stream.next_out = out.baseAddress
          stream.avail_out = UInt32(out.count)
          return inflate(&stream, Z_NO_FLUSH)
        }
        output += chunk[0..<(chunk.count - Int(stream.avail_out))]
        if status == Z_STREAM_END { return stream.avail_in == 0 ? output : nil }
        guard status == Z_OK else { return nil }
      }
    }
  }

  /// The bytes of a Brotli stream; nil when it isn't one.
  public static func unbrotli(_ bytes: [UInt8]) -> [UInt8]? {
    guard let decoder = BrotliDecoderCreateInstance(nil, nil, nil) else { return nil }
    defer { BrotliDecoderDestroyInstance(decoder) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    return bytes.withUnsafeBufferPointer { input -> [UInt8]? in
      var availableIn = input.count
      var nextIn = input.baseAddress
      while true {
        var availableOut = chunk.count
        let result = chunk.withUnsafeMutableBufferPointer { out -> BrotliDecoderResult in
          var nextOut = out.baseAddress
          return BrotliDecoderDecompressStream(decoder, &availableIn, &nextIn, &availableOut, &nextOut, nil)
        }
        output += chunk[0..<(chunk.count - availableOut)]
        switch result {
        case BROTLI_DECODER_RESULT_SUCCESS: return availableIn == 0 ? output : nil
        case BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: continue
        default: return nil
        }
      }
    }
  }

  /// `body` decoded as its `Content-Encoding` says (none, `gzip` or `br`); nil for another coding or
  /// a broken stream.
  public static func decode(_ body: [UInt8], contentEncoding: String?) -> [UInt8]? {
    switch contentEncoding?.lowercased() {
    case nil, "identity": body
    case "gzip": gunzip(body)
    case "br": unbrotli(body)
    default: nil
    }
  }
}
