import Campaigns
import Foundation
import TestSupport
import Testing

/// Compression as Chromium gets it (its cache on, resource timing read in the page): every shipped
/// embed's HTML, stylesheets and scripts arrive compressed and within 12,000 bytes on the wire, a
/// reload revalidates the compressed bodies (304s: headers only, which Chromium reports as its stored
/// 200 with no body bytes), and the report page and its JSON arrive compressed and decode to the
/// server's identity bytes.
@Suite(.serialized, .sharedBrowser)
struct CompressionBrowserTests {
  /// The page weight budget: an embed page's HTML, CSS and JavaScript as sent (the banner image apart).
  static let embedBudget = 12_000

  /// The page's own entry and its same-origin stylesheets and scripts: name, bytes sent (encoded),
  /// bytes decoded, HTTP status (0 when Chromium doesn't say).
  static let textEntries = """
    var own = function (e) { return e.name.indexOf(location.origin) === 0; };
    var entries = performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource")
      .filter(function (e) { return own(e) && /\\.(css|js)(\\?|$)/.test(e.name); }));
    return entries.map(function (e) {
      return { name: e.name.replace(location.origin, ""), encoded: e.encodedBodySize, decoded: e.decodedBodySize,
        status: e.responseStatus || 0, transfer: e.transferSize };
    });
    """

  static let embeds: [(campaign: String, variant: String)] = {
    let campaigns = (try? ShippedCampaigns.store().catalog.campaigns) ?? []
    return campaigns.flatMap { campaign in campaign.variants.map { (campaign.id, $0.id) } }
  }()

  @Test func everyShippedEmbedArrivesCompressedWithinItsBudgetAndRevalidates() async throws {
    #expect(Self.embeds.count >= 7)
    let server = try ServerProcess()
    defer { server.stop() }
    try await withBrowser { browser in
      // The bytes each URL was sent in when it came with a body (a later page that revalidates a
      // shared stylesheet or script gets a 304: no body, the bytes Chromium stored).
      var sentBody: [String: Int] = [:]
      for (campaign, variant) in Self.embeds {
        let page = URL(string: "/embed/\(campaign)?variant=\(variant)", relativeTo: server.baseURL)!
          .absoluteURL
        try await browser.navigate(to: page)
        try await browser.waitForPresented()
        let entries = try await browser.executeScript(Self.textEntries).array ?? []
        #expect(entries.count == 7, "\(campaign) \(variant): the page, 3 stylesheets, 3 scripts: \(entries)")
        var sent = 0
        for entry in entries {
          let name = entry["name"]?.string ?? ""
          let (encoded, decoded) = (entry["encoded"]?.int ?? 0, entry["decoded"]?.int ?? 0)
          if encoded > 0 {
            #expect(encoded < decoded, "\(campaign) \(variant): not compressed: \(entry)")
            sentBody[name] = encoded
          }
          let bytes = sentBody[name]
          #expect(bytes != nil, "\(campaign) \(variant): never sent with a body: \(entry)")
          sent += bytes ?? Self.embedBudget
        }
        #expect(sent <= Self.embedBudget, "\(campaign) \(variant): \(sent) bytes on the wire")

        // A reload revalidates every stylesheet and script (no-cache): headers only, no body again.
        try await browser.reload()
        try await browser.waitForPresented()
        let revalidated = try await browser.executeScript(Self.textEntries).array ?? []
        #expect(revalidated.count == 7)
        for entry in revalidated where entry["name"]?.string?.hasPrefix("/embed/") == false {
          let transfer = entry["transfer"]?.int ?? 0
          #expect(transfer > 0 && transfer < 1_000, "\(campaign) \(variant): not revalidated: \(entry)")
          #expect(entry["encoded"]?.int == 0, "\(campaign) \(variant): a body sent again: \(entry)")
        }
      }
    }
  }

  @Test func theReportPageAndItsJSONArriveCompressedAndDecodeToTheSameBytes() async throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let json = try RawHTTPConnection(port: server.port)
    try json.send("GET /api/report/summer-sale HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let identity = try json.readResponse()
    #expect(identity.status == 200 && identity.headers["content-encoding"] == nil)
    try await withBrowser { browser in
      try await browser.navigate(
        to: URL(string: "/report/summer-sale", relativeTo: server.baseURL)!.absoluteURL)
      let document = try await browser.executeScript(
        "var n = performance.getEntriesByType('navigation')[0]; return [n.encodedBodySize, n.decodedBodySize];"
      )
      let sizes = (document.array ?? []).compactMap(\.int)
      #expect(sizes.count == 2 && sizes[0] > 0 && sizes[0] < sizes[1], "the report page: \(sizes)")
      let fetched = try await browser.executeAsyncScript(
        """
        var done = arguments[0];
        fetch("/api/report/summer-sale").then(function (r) { return r.text(); }).then(function (text) {
          var e = performance.getEntriesByType("resource").filter(function (e) {
            return /\\/api\\/report\\/summer-sale$/.test(e.name);
          }).pop();
          done({ text: text, encoded: e.encodedBodySize, decoded: e.decodedBodySize });
        });
        """)
      #expect(
        fetched["text"]?.string == identity.text, "the JSON decoded by Chromium differs from the identity's")
      let (encoded, decoded) = (fetched["encoded"]?.int ?? 0, fetched["decoded"]?.int ?? 0)
      #expect(encoded > 0 && encoded < decoded, "the report JSON: \(encoded) of \(decoded) bytes")
    }
  }
}
