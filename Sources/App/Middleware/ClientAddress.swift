import Foundation
import Synchronization

/// The client address used in logs and rate limits: the socket's peer, or with `--trust-proxy` the
/// rightmost `X-Forwarded-For` entry (the address the trusted proxy saw; entries to its left are
/// whatever the client claimed).
enum ClientAddress {
  static func resolve(socket: String, forwardedFor: String?, trustProxy: Bool) -> String {
    guard trustProxy, let header = forwardedFor else { return socket }
    let last = header.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let valid =
      !last.isEmpty && last.count <= 45 && last.allSatisfy { $0.isHexDigit || $0 == "." || $0 == ":" }
    return valid ? last : socket
  }
}
