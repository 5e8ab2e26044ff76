import Foundation

/// A bind address resolved from `--host` (numeric first, then a name lookup).
struct SocketAddress {
  private var storage = sockaddr_storage()
  private(set) var isIPv6 = false

  init(host: String, port: UInt16) throws {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE
    var result: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &result) == 0, let info = result,
      let addr = info.pointee.ai_addr
    else {
      throw BindError(host: host, port: port, reason: .unknownHost)
    }
    defer { freeaddrinfo(result) }
    isIPv6 = info.pointee.ai_family == AF_INET6
    withUnsafeMutableBytes(of: &storage) { raw in
      raw.copyMemory(from: UnsafeRawBufferPointer(start: addr, count: Int(info.pointee.ai_addrlen)))
    }
  }

  func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>) -> T) -> T {
    withUnsafeBytes(of: storage) { raw in
      body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self))
    }
  }
}
