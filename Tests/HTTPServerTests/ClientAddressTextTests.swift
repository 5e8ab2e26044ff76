import CMicroHTTPD
import Foundation
import Testing

/// The client address the access log and the rate limiter see: IPv4 formatted by hand in the C shim
/// (inet_ntop's sprintf was ~1,700 instructions per request) must read exactly as inet_ntop writes it.
@Suite struct ClientAddressTextTests {
  @Test func everyOctetWidthReadsAsInetNtop() {
    var addresses: [[UInt8]] = [
      [0, 0, 0, 0], [255, 255, 255, 255], [127, 0, 0, 1], [10, 9, 99, 100], [1, 20, 199, 200],
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 { addresses.append((0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
    for bytes in addresses {
      var ours = [CChar](repeating: 1, count: 16)
      var theirs = [CChar](repeating: 0, count: 16)
      bytes.withUnsafeBufferPointer { cmhd_format_ipv4($0.baseAddress, &ours) }
      _ = bytes.withUnsafeBufferPointer { inet_ntop(AF_INET, $0.baseAddress, &theirs, 16) }
      #expect(String(cString: ours) == String(cString: theirs), "\(bytes)")
    }
  }
}
