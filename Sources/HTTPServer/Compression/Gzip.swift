import CZlib

/// gzip (RFC 1952) through zlib, in one call: the whole body in, the whole stream out.
enum Gzip {
  /// `bytes` as a gzip stream at `level` (1 fastest … 9 smallest); nil if zlib fails.
  static func compress(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
    var stream = z_stream()
    guard czlib_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, UInt(bytes.count)))
    var output = [UInt8](repeating: 0, count: bound)
    let status = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out -> Int32 in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = UInt32(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = UInt32(out.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    output.removeLast(bound - Int(stream.total_out))
    return output
  }
}
