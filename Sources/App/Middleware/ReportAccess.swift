import HTTPServer

/// `--report-token`: when set, report pages and the report API need `Authorization: Bearer TOKEN`
/// (pages also take `?token=`); compared in constant time. Without a token, reports are open.
struct ReportAccess: Sendable {
  let token: String?

  func check(_ request: Request, allowQueryToken: Bool) throws {
    guard let token else { return }
    var offered: String?
    if let header = request.header("authorization"), header.lowercased().hasPrefix("bearer ") {
      offered = String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    } else if allowQueryToken {
      offered = request.queryValue("token")
    }
    guard let offered, Self.constantTimeEqual(offered, token) else {
      throw HTTPError(
        401, "This report needs the report token (Authorization: Bearer TOKEN).",
        headers: ["WWW-Authenticate": "Bearer realm=\"dialog-preview reports\""])
    }
  }

  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    var difference = UInt8(x.count == y.count ? 0 : 1)
    for index in 0..<max(x.count, y.count) {
      difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
    }
    return difference == 0
  }
}
