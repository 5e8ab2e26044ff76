import Campaigns
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// `--report-token`: the report page takes the token as a Bearer header or `?token=`, the report API
/// as a Bearer header only; anything else is 401 with `WWW-Authenticate`; other routes stay open;
/// without a token the reports are open and the start-up line says so.
@Suite struct ReportAccessTests {
  let token = HostileApp.reportToken

  func status(_ app: HostileApp, _ path: String, query: [(String, String)] = [], authorization: String? = nil)
    -> Int?
  {
    app.send(
      "GET", path, query: query, headers: authorization.map { [("Authorization", $0)] } ?? [],
      withToken: false)?.status
  }

  @Test func thePageTakesTheTokenAsBearerOrQueryAndNothingElse() throws {
    let app = try HostileApp()
    let page = "/report/summer-sale"
    #expect(status(app, page) == 401)
    #expect(status(app, page, authorization: "Bearer \(token)") == 200)
    #expect(status(app, page, authorization: "bearer \(token)") == 200)
    #expect(status(app, page, query: [("token", token)]) == 200)
    for wrong in [token + "x", String(token.dropLast()), token.uppercased(), "", " "] {
      #expect(status(app, page, authorization: "Bearer \(wrong)") == 401, "\(wrong.debugDescription)")
      #expect(status(app, page, query: [("token", wrong)]) == 401, "\(wrong.debugDescription)")
    }
    #expect(status(app, page, authorization: "Basic \(Data("u:\(token)".utf8).base64EncodedString())") == 401)
    #expect(status(app, page, authorization: token) == 401)
    let denied = try #require(app.send("GET", page, withToken: false))
    #expect(denied.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
    #expect(denied.header("Content-Type")?.hasPrefix("text/html") == true)
    #expect(!denied.bodyText.contains(token))
  }

  @Test func theAPITakesTheBearerHeaderOnly() throws {
    let app = try HostileApp()
    let api = "/api/report/summer-sale"
    #expect(status(app, api) == 401)
    #expect(status(app, api, query: [("token", token)]) == 401)
    #expect(status(app, api, authorization: "Bearer \(token)") == 200)
    #expect(status(app, api, query: [("format", "csv")], authorization: "Bearer \(token)") == 200)
    #expect(status(app, api, query: [("format", "csv")]) == 401)
    let denied = try #require(app.send("GET", api, withToken: false))
    #expect(denied.header("Content-Type") == "application/json")
    #expect(denied.header("WWW-Authenticate") != nil)
    // Only the reports are behind the token.
    for open in ["/api/campaigns", "/embed/summer-sale", "/preview/summer-sale", "/", "/healthz"] {
      #expect(status(app, open) == 200, "\(open)")
    }
  }

  @Test func withoutATokenReportsAreOpenAndTheStartUpLineSaysSo() throws {
    let load = CampaignLoader(directory: ShippedCampaigns.folder).load()
    let context = TestContext.make(campaigns: CampaignStore(load.catalog))
    let router = try Routes.router(
      context, publicDirectory: ServerProcess.repositoryRoot.appendingPathComponent("Public").path)
    #expect(router.response(to: Request(method: "GET", rawPath: "/report/summer-sale"))?.status == 200)
    #expect(router.response(to: Request(method: "GET", rawPath: "/api/report/summer-sale"))?.status == 200)

    let open = try ServerProcess()
    #expect(open.stop() == 0)
    #expect(open.stderrText.contains("reports=open (no --report-token)"))
    let closed = try ServerProcess(arguments: ["--report-token", token])
    #expect(closed.stop() == 0)
    #expect(closed.stderrText.contains("reports=token required"))
    #expect(!closed.stderrText.contains(token))
  }

  @Test func tokensAreComparedWholly() {
    #expect(ReportAccess.constantTimeEqual("abcdefgh", "abcdefgh"))
    #expect(!ReportAccess.constantTimeEqual("abcdefgh", "abcdefg"))
    #expect(!ReportAccess.constantTimeEqual("abcdefg", "abcdefgh"))
    #expect(!ReportAccess.constantTimeEqual("abcdefgh", "abcdefgH"))
    #expect(!ReportAccess.constantTimeEqual("", "abcdefgh"))
  }
}
