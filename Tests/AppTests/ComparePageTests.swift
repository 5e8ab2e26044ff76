import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// `/compare/{campaign}` in process: which frames a query asks for, the refusals (each naming the
/// parameter, echoing nothing), the page's headers, and the links to it from the QA page and gallery.
@Suite struct ComparePageTests {
  let pages = try! PreviewPageTests()

  func frames(_ html: String) -> [String] {
    html.components(separatedBy: "<iframe ").dropFirst().compactMap { tag in
      tag.range(of: "src=\"").flatMap { start in
        tag[start.upperBound...].split(separator: "\"").first.map(String.init)
      }
    }
  }

  @Test func everyVariantByDefaultOnTheStandardDevice() throws {
    let (status, html, response) = try pages.get("/compare/summer-sale", [])
    #expect(status == 200)
    #expect(
      frames(html) == [
        "/embed/summer-sale?variant=A&amp;device=iphone-15&amp;autoplay=0",
        "/embed/summer-sale?variant=B&amp;device=iphone-15&amp;autoplay=0",
      ])
    #expect(html.contains("<script src=\"/cmp/main.js\" type=\"module\">"))
    #expect(response.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
    #expect(response.header("X-Frame-Options") == "DENY")
  }

  @Test func variantsTimesDevicesTimesVersions() throws {
    let style = #"{"preset": "pop-grow", "presentDuration": 0.9}"#
    let (status, html, _) = try pages.get(
      "/compare/summer-sale", [("variants", "B"), ("devices", "iphone-se,iphone-15"), ("style", style)])
    #expect(status == 200)
    let srcs = frames(html)
    #expect(srcs.count == 4)
    #expect(srcs.filter { $0.contains("style=") }.count == 2, "\(srcs)")
    #expect(srcs.allSatisfy { $0.contains("variant=B") })
    #expect(html.contains("data-present-ms=\"900\""))
    #expect(html.contains("data-present-max=\"900\""))
  }

  @Test(arguments: [
    ([("variants", "A,A")], 400, "variants names a variant more than once."),
    ([("variants", "A,")], 400, "variants must be variant ids separated by commas, none empty."),
    ([("variants", "Z")], 404, "This campaign has no variant with that id; its variants are A, B."),
    ([("devices", "iphone-15,pixel")], 400, "devices must be different ones of"),
    ([("slow", "30")], 400, "slow must be a number from 1 to 20."),
    (
      [("t", "700")], 400,
      "t must be between 0 and 600 ms, unslowed (the longest present transition shown, that of summer-sale B, lasts 600 ms), got 700."
    ),
    (
      [("devices", "iphone-se,iphone-15,iphone-15-pro-max"), ("style", "\"pop-grow\"")], 400,
      "The compare view shows at most 8 frames; this asks for 12"
    ),
    ([("style", "{\"preset\": \"nope\"}")], 400, "style is not a style a campaign file accepts"),
  ])
  func aRefusalNamesTheParameter(_ query: [(String, String)], _ status: Int, _ sentence: String) throws {
    let (answer, html, _) = try pages.get("/compare/summer-sale", query)
    #expect(answer == status)
    #expect(html.contains(sentence), "\(html)")
  }

  @Test func theQAPageAndTheGalleryLinkToIt() throws {
    let qa = try pages.get("/preview/summer-sale", [("variant", "B")]).html
    #expect(qa.contains("href=\"/compare/summer-sale\" data-compare-link"))
    #expect(
      qa.contains("id=\"tweak-compare\" href=\"/compare/summer-sale?variants=B&amp;devices=iphone-15\""))
    let gallery = try pages.get("/", []).html
    #expect(gallery.contains("<a href=\"/compare/summer-sale\">Summer sale: A beside B</a>"))
  }
}
