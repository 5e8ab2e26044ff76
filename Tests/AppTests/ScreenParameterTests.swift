import DialogMotion
import DialogWeb
import Testing

@testable import App

/// The screen parameters of the QA page, the compare view and the embed (issue 41 item 4): `device`
/// (five), `orientation`, `split` (iPads), `appearance`, `textSize`, `direction`, and the embed's
/// `size`. A bad value is a 400 naming the valid ones and echoing nothing; `split` on an iPhone is a
/// 400 saying split widths are for iPads; good values reach the embed's screen as its classes.
@Suite struct ScreenParameterTests {
  let pages = try! PreviewPageTests()
  static let paths = ["/preview/summer-sale", "/compare/summer-sale", "/embed/summer-sale"]

  @Test func aBadValueIsA400NamingTheValidOnes() throws {
    let cases: [(String, String, String)] = [
      ("orientation", "sideways", "orientation must be one of portrait, landscape."),
      ("split", "500", "split must be one of 320, 504, 678 (points), or left out for full screen."),
      ("split", "wide", "split must be one of 320, 504, 678 (points), or left out for full screen."),
      ("appearance", "sepia", "appearance must be one of light, dark."),
      (
        "textSize", "huge",
        "textSize must be one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5."
      ),
      ("direction", "ttb", "direction must be one of ltr, rtl."),
    ]
    for path in Self.paths {
      for (name, value, sentence) in cases {
        // A split width only reaches its check on an iPad (on an iPhone any split is refused first).
        let device = name == "split" ? [(path.hasPrefix("/compare") ? "devices" : "device", "ipad-10")] : []
        let page = try pages.get(path, device + [(name, value)])
        #expect(page.status == 400, "\(path) \(name)=\(value)")
        #expect(page.html.contains(sentence), "\(path) \(name)=\(value): \(page.html.prefix(600))")
        #expect(!page.html.contains(value), "\(path) echoes \(value)")
      }
    }
    let device = try pages.get("/embed/summer-sale", [("device", "ipad-mini")])
    #expect(device.status == 400)
    #expect(
      device.html.contains(
        "device must be one of iphone-se, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-13."))
    let size = try pages.get("/embed/summer-sale", [("size", "huge")])
    #expect(size.status == 400 && size.html.contains("size must be device or frame."))
  }

  @Test func aSplitWidthOnAnIPhoneIsA400SayingTheyAreForIPads() throws {
    for path in ["/preview/summer-sale", "/embed/summer-sale"] {
      for device in ["iphone-se", "iphone-15"] {
        let page = try pages.get(path, [("device", device), ("split", "504")])
        #expect(page.status == 400, "\(path) \(device)")
        #expect(
          page.html.contains("split widths are for iPads (ipad-10, ipad-pro-13); \(device) has none."),
          "\(path) \(device)")
      }
      // The default device is an iPhone too.
      #expect(try pages.get(path, [("split", "320")]).status == 400)
    }
    let compare = try pages.get(
      "/compare/summer-sale", [("devices", "iphone-se,iphone-15"), ("split", "504")])
    #expect(compare.status == 400)
    #expect(compare.html.contains("split widths are for iPads (ipad-10, ipad-pro-13); iphone-se has none."))
    // Beside an iPad, the split width is the iPad's and the iPhone stays full screen.
    let mixed = try pages.get(
      "/compare/summer-sale", [("variants", "A"), ("devices", "iphone-15,ipad-10"), ("split", "504")])
    #expect(mixed.status == 200)
    #expect(mixed.html.contains("device=iphone-15&amp;autoplay=0"), "the iPhone's frame has no split")
    #expect(mixed.html.contains("device=ipad-10&amp;split=504&amp;autoplay=0"))
  }

  @Test func theEmbedsScreenCarriesTheContainerAndTraitClasses() throws {
    let page = try pages.get(
      "/embed/summer-sale",
      [
        ("device", "ipad-pro-13"), ("orientation", "landscape"), ("split", "504"), ("appearance", "dark"),
        ("textSize", "AX3"), ("direction", "rtl"),
      ])
    #expect(page.status == 200)
    #expect(
      page.html.contains(
        #"class="dp-screen dp-device-ipad-pro-13 dp-landscape dp-split-504 dp-dark dp-text-AX3 dp-rtl dp-tablet""#
      ))
    // Landscape iPhones have no status bar; the iPad's status bar and home indicator are there.
    #expect(page.html.contains("dp-status-bar") && page.html.contains("dp-home-indicator"))
    let phone = try pages.get("/embed/summer-sale", [("orientation", "landscape")]).html
    #expect(!phone.contains("dp-status-bar") && phone.contains("dp-island-side"))
    // size=frame: no chrome, the class embed.js sizes by; the banner's ratio when the server knows it.
    let frame = try pages.get("/embed/summer-sale", [("size", "frame")]).html
    #expect(frame.contains("dp-frame-sized") && !frame.contains("dp-status-bar"))
    #expect(frame.contains(#"data-banner-ratio=""#))
  }

  @Test func theQAPageAndCompareViewOfferEveryScreenParameter() throws {
    let query: [(String, String)] = [
      ("device", "ipad-10"), ("orientation", "landscape"), ("split", "678"), ("appearance", "dark"),
      ("textSize", "xSmall"), ("direction", "rtl"),
    ]
    let qa = try pages.get("/preview/summer-sale", query).html
    for (id, value) in [
      ("qa-device", "ipad-10"), ("qa-orientation", "landscape"), ("qa-split", "678"),
      ("qa-appearance", "dark"),
      ("qa-text-size", "xSmall"), ("qa-direction", "rtl"),
    ] {
      #expect(pages.selectedOption(in: qa, of: id) == value, "\(id)")
      #expect(qa.contains("<label for=\"\(id)\">"), "\(id) is labelled")
    }
    #expect(
      qa.contains(
        "device=ipad-10&amp;orientation=landscape&amp;split=678&amp;appearance=dark&amp;textSize=xSmall&amp;direction=rtl"
      ))
    // The embed frame is the container's size (landscape iPad at 678 pt).
    #expect(qa.contains(#"width="678" height="820""#))
    let compare = try pages.get("/compare/summer-sale", [("devices", "ipad-10")] + query.dropFirst()).html
    for (id, value) in [
      ("cmp-orientation", "landscape"), ("cmp-split", "678"), ("cmp-appearance", "dark"),
      ("cmp-text-size", "xSmall"), ("cmp-direction", "rtl"),
    ] {
      #expect(pages.selectedOption(in: compare, of: id) == value, "\(id)")
    }
    #expect(compare.contains(#"data-width="678" data-height="820""#))
    // On an iPhone the split picker is off.
    #expect(
      try pages.get("/preview/summer-sale").html.contains(
        #"id="qa-split" name="split" data-default="" autocomplete="off" disabled"#))
  }
}
