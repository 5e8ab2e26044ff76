import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// The QA page and the gallery in process, through the app's router wrapped in its security headers.
@Suite struct PreviewPageTests {
  let store: CampaignStore
  let handler: any HTTPHandler

  init() throws {
    store = try ShippedCampaigns.store()
    handler = SecurityHeaders(next: try CampaignRoutesTests.router(store), frameAncestors: [])
  }

  func get(_ path: String, _ query: [(String, String)] = []) throws -> (
    status: Int, html: String, response: Response
  ) {
    let request = Request(method: "GET", rawPath: path, query: query.map { (name: $0.0, value: $0.1) })
    let response = try #require(handler.response(to: request))
    return (response.status, String(decoding: response.body, as: UTF8.self), response)
  }

  /// The value of the `selected` option of the select with this id.
  func selectedOption(in html: String, of select: String) -> String? {
    guard let start = html.range(of: "id=\"\(select)\""),
      let end = html[start.upperBound...].range(of: "</select>")
    else { return nil }
    for option in html[start.upperBound..<end.lowerBound].components(separatedBy: "<option ").dropFirst() {
      let tag = option.prefix { $0 != ">" }
      guard tag.hasSuffix(" selected"), let value = tag.split(separator: "\"").dropFirst().first else {
        continue
      }
      return String(value)
    }
    return nil
  }

  /// The `points` of the polyline with `data-curve="role"` in the chart of the variant's parameters
  /// section of `html`, as (x, y) pairs.
  func polyline(_ role: String, variant: String, in html: String) throws -> [(Double, Double)] {
    let section = try #require(html.range(of: "class=\"qa-parameters\" data-variant=\"\(variant)\""))
    let marker = try #require(html[section.upperBound...].range(of: "data-curve=\"\(role)\""))
    let rest = html[marker.upperBound...]
    let start = try #require(rest.range(of: "points=\""))
    let end = try #require(rest[start.upperBound...].firstIndex(of: "\""))
    return rest[start.upperBound..<end].split(separator: " ").map { pair in
      let parts = pair.split(separator: ",").map { Double($0)! }
      return (parts[0], parts[1])
    }
  }

  @Test func theQAPageRendersForEveryCampaignAndVariant() throws {
    for campaign in store.catalog.campaigns {
      for variant in campaign.variants {
        let page = try get("/preview/\(campaign.id)", [("variant", variant.id)])
        #expect(page.status == 200, "\(campaign.id) \(variant.id)")
        #expect(page.response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(
          page.html.contains(
            "src=\"/embed/\(campaign.id)?variant=\(variant.id)&amp;device=iphone-15&amp;autoplay=1\""))
        #expect(selectedOption(in: page.html, of: "qa-variant") == variant.id)
        #expect(page.html.contains("href=\"/report/\(campaign.id)\""))
        #expect(page.html.contains(variant.definition!.present.curve.description))
        #expect(
          page.html.components(separatedBy: "class=\"film-embed\"").count - 1
            == PreviewModel.filmstripFractions.count)
      }
    }
  }

  @Test func everyControlHasALabel() throws {
    let html = try get("/preview/summer-sale").html
    for id in ["qa-device", "qa-variant", "qa-slow", "qa-scrub", "qa-user"] {
      #expect(html.contains("id=\"\(id)\""), "\(id)")
      #expect(html.contains("<label for=\"\(id)\">"), "\(id)")
    }
    #expect(
      html.contains(
        "<label class=\"check\"><input type=\"checkbox\" id=\"qa-motion\" name=\"motion\" value=\"reduce\"> Reduce motion"
      ))
    for button in ["qa-replay\">Replay", "qa-present\">Present", "qa-dismiss\">Dismiss", "qa-apply\">Apply"] {
      #expect(html.contains(button), "\(button)")
    }
    #expect(html.contains("id=\"qa-pause\" aria-pressed=\"false\">Pause"))
    #expect(html.contains("<iframe id=\"qa-embed\" title="))
  }

  @Test func queryParametersAreReflectedIntoTheMarkup() throws {
    let sale = try #require(store.catalog.campaign(id: "summer-sale"))
    let b = try #require(sale.variant(id: "B")?.definition)
    let page = try get(
      "/preview/summer-sale",
      [
        ("variant", "B"), ("device", "iphone-se"), ("slow", "10"), ("motion", "reduce"), ("t", "120"),
        ("user", "anon-42"),
      ])
    #expect(page.status == 200)
    let html = page.html
    #expect(
      html.contains(
        "src=\"/embed/summer-sale?variant=B&amp;device=iphone-se&amp;autoplay=0&amp;slow=10&amp;motion=reduce&amp;user=anon-42\""
      ))
    #expect(html.contains("data-t=\"120\""))
    #expect(html.contains("width=\"375\" height=\"667\""))
    #expect(selectedOption(in: html, of: "qa-device") == "iphone-se")
    #expect(
      html.contains(
        "<option value=\"iphone-se\" data-name=\"iPhone SE\" data-width=\"375\" data-height=\"667\" selected>iPhone SE · 375 × 667 pt</option>"
      ))
    #expect(html.contains("value=\"10\" aria-describedby=\"qa-slow-value\""))
    #expect(html.contains("value=\"reduce\" checked>"))
    #expect(html.contains("max=\"200\" step=\"1\" value=\"120\""))
    #expect(html.contains("value=\"anon-42\""))
    let assigned = sale.assignedVariant(user: "anon-42").id
    #expect(html.contains("User “anon-42” gets variant \(assigned)."))
    #expect(
      html.contains(
        "<option value=\"B\" data-document-title=\"QA: Summer sale (B) · dialog-preview\" data-embed-title=\"Summer sale, variant B, \" data-present-ms=\"200\" data-dismiss-ms=\"200\" selected>"
      ))
    #expect(html.contains("data-embed-rule=\"\(EmbedURLRule.attribute)\""))
    // Without motion=reduce the scrubber spans the variant's present transition.
    let full = try get("/preview/summer-sale", [("variant", "B"), ("t", "220")]).html
    let max = NumberText.format(b.present.duration * 1000)
    #expect(full.contains("max=\"\(max)\" step=\"1\" value=\"220\""))
    #expect(full.contains("autoplay=0"))
    // A user without a variant picks the assigned one, as the embed does.
    let byUser = try get("/preview/summer-sale", [("user", "anon-42")]).html
    #expect(selectedOption(in: byUser, of: "qa-variant") == assigned)
    #expect(byUser.contains("data-variant-from-user"))
    #expect(!full.contains("data-variant-from-user"))
  }

  /// The page speaks a designer's words: devices by name with their size as the orientation shown
  /// has it, the tweak panel's keys in words (the file's keys stay in its JSON), the planned users
  /// without the file's key up front, and every slider's range holding the value it starts at
  /// (spring-from-source grows from 0.01, below the usual 0.05).
  @Test func theControlsSpeakADesignersWords() throws {
    let landscape = try get("/preview/summer-sale", [("variant", "B"), ("orientation", "landscape")]).html
    #expect(landscape.contains(">iPhone 15 · 852 × 393 pt</option>"), "the landscape size, width first")
    #expect(
      landscape.contains(">iPad Pro 13\" · 1376 × 1032 pt</option>")
        || landscape.contains(">iPad Pro 13&quot; · 1376 × 1032 pt</option>"))
    let portrait = try get("/preview/summer-sale", [("variant", "B")]).html
    #expect(portrait.contains(">iPhone 15 · 393 × 852 pt</option>"))
    #expect(!portrait.contains("iphone-15 ("), "no device named by its id")
    for legend in [
      "Present duration (s)", "Dismiss duration (s)", "Curve, of the present and the dismiss",
      "Overlay opacity",
      "Starting scale",
    ] {
      #expect(portrait.contains("<legend>\(legend)</legend>"), "\(legend)")
    }
    #expect(!portrait.contains(" slider</label>"), "no slider labelled with the word slider")
    #expect(portrait.contains(">Starting scale, exact value</label>"))
    #expect(!portrait.contains("Planned users (plannedUsers)"))
    #expect(
      portrait.contains(
        "Planned users: not set, so the report&#39;s always-valid figures are tuned for 5,000 users"))
    // Every slider's range holds its value.
    let sliders = portrait.components(separatedBy: "<input type=\"range\"").dropFirst()
    #expect(sliders.count >= 5)
    for slider in sliders {
      let tag = String(slider.prefix { $0 != ">" })
      func number(_ name: String) -> Double? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return Double(tag[start.upperBound...].prefix { $0 != "\"" })
      }
      let (low, high, value) = (number("min") ?? .nan, number("max") ?? .nan, number("value") ?? .nan)
      #expect(low <= value && value <= high, "\(tag)")
    }
    #expect(portrait.contains("id=\"tweak-fromScale-range\" data-part=\"fromScale\" min=\"0.01\""))
  }

  @Test func outOfRangeValuesAre400AndUnknownNamesAre404() throws {
    let bad: [[(String, String)]] = [
      [("slow", "0")], [("slow", "21")], [("slow", "abc")], [("slow", "nan")], [("device", "nokia")],
      [("motion", "slow")], [("t", "-1")], [("t", "99999")], [("t", "x")],
      [("user", String(repeating: "u", count: 129))],
      [("slow", "2"), ("slow", "3")],
    ]
    for query in bad {
      let page = try get("/preview/summer-sale", query)
      #expect(page.status == 400, "\(query)")
      #expect(page.response.header("Content-Type") == "text/html; charset=utf-8")
    }
    // t beyond this variant's present transition.
    let sale = try #require(store.catalog.campaign(id: "summer-sale")?.variant(id: "A")?.definition)
    #expect(
      try get("/preview/summer-sale", [("variant", "A"), ("t", String(sale.present.duration * 1000 + 1))])
        .status == 400)
    #expect(try get("/preview/nope").status == 404)
    #expect(try get("/preview/summer-sale", [("variant", "Z")]).status == 404)
  }

  @Test func errorPagesSayWhatIsValid() throws {
    // A t beyond the transition names the valid range.
    let late = try get("/preview/summer-sale", [("variant", "B"), ("t", "9000")])
    #expect(late.status == 400)
    #expect(late.html.contains("between 0 and 600 ms"), "\(late.html)")
    // An unknown variant names the campaign's variants, on the QA page and the embed.
    for path in ["/preview/summer-sale", "/embed/summer-sale"] {
      let unknown = try get(path, [("variant", "Z")])
      #expect(unknown.status == 404)
      #expect(unknown.html.contains("A, B"), "\(path): \(unknown.html)")
    }
  }

  @Test func tIsCheckedAgainstTheTransitionItNames() throws {
    // B: present 600 ms, dismiss 500 ms.
    let dismiss = try get(
      "/preview/summer-sale", [("variant", "B"), ("t", "450"), ("transition", "dismiss")])
    #expect(dismiss.status == 200)
    #expect(dismiss.html.contains("data-t=\"450\" data-transition=\"dismiss\""))
    #expect(dismiss.html.contains("max=\"500\" step=\"1\" value=\"450\""))
    let late = try get("/preview/summer-sale", [("variant", "B"), ("t", "550"), ("transition", "dismiss")])
    #expect(late.status == 400)
    #expect(
      late.html.contains("between 0 and 500 ms") && late.html.contains("dismiss transition"), "\(late.html)")
    #expect(
      try get("/preview/summer-sale", [("variant", "B"), ("t", "550")]).status == 200,
      "present is the default")
    #expect(try get("/preview/summer-sale", [("transition", "sideways")]).status == 400)
  }

  @Test func withReducedMotionTheCurvesAreTheCrossFadeThatRuns() throws {
    let html = try get("/preview/summer-sale", [("variant", "B"), ("motion", "reduce")]).html
    let section = try #require(html.range(of: "class=\"qa-parameters\" data-variant=\"B\""))
    let chart = html[section.upperBound...].prefix(8000)
    #expect(
      chart.components(separatedBy: "data-duration-ms=\"200\"").count - 1 == 2, "both curves: the 200 ms fade"
    )
    #expect(chart.contains("data-axis-ms=\"200\""))
    #expect(chart.contains("class=\"curve-ticks\""))
    #expect(chart.contains("<span>100</span>") && chart.contains("<span>200</span>"))
  }

  @Test func injectionAttemptsNeverAppearRaw() throws {
    let payloads = [
      "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'><svg onload=alert(1)>",
    ]
    for payload in payloads {
      for name in ["variant", "device", "slow", "motion", "t", "user"] {
        let page = try get("/preview/summer-sale", [(name, payload)])
        #expect(!page.html.contains(payload), "\(name)")
        #expect(!page.html.contains("<script>alert"), "\(name)")
        #expect(!page.html.contains("<img src=x"), "\(name)")
        #expect(!page.html.contains("<svg onload"), "\(name)")
      }
      let inPath = try get("/preview/" + payload)
      #expect(!inPath.html.contains(payload))
    }
    // A user id is shown, escaped.
    let page = try get("/preview/summer-sale", [("user", "<b>x</b>")])
    #expect(page.status == 200)
    #expect(page.html.contains("&lt;b&gt;x&lt;/b&gt;"))
    #expect(!page.html.contains("<b>x</b>"))
  }

  @Test func theCurvePolylineMatchesTheSwiftCurve() throws {
    let sale = try #require(store.catalog.campaign(id: "summer-sale"))
    for variant in sale.variants {
      let definition = try #require(variant.definition)
      let html = try get("/preview/summer-sale", [("variant", variant.id)]).html
      // A time axis: x is the time over the longer transition's, × 100.
      let axis = max(definition.present.duration, definition.dismiss.duration)
      #expect(html.contains("data-axis-ms=\"\(NumberText.format(axis * 1000))\""))
      for (role, transition) in [("present", definition.present), ("dismiss", definition.dismiss)] {
        let points = try polyline(role, variant: variant.id, in: html)
        #expect(points.count == CurveSVG.sampleCount)
        for index in [0, 10, 25, 50, 73, 100] {
          let fraction = Double(index) / 100
          let expected = transition.curve.progress(at: fraction, duration: transition.duration)
          #expect(abs(points[index].0 - fraction * transition.duration / axis * 100) < 0.001)
          #expect(
            abs((100 - points[index].1) / 100 - expected) < 0.0001, "\(variant.id) \(role) at \(fraction)")
        }
      }
    }
    // The parameters say where the spring's overshoot peaks, to scrub to it.
    let b = try #require(sale.variant(id: "B")?.definition)
    let peak0 = try #require(DefinitionFacts.overshootPeak(b.present))
    #expect(peak0.progress > 1)
    #expect(
      b.present.curve.progress(
        at: peak0.milliseconds / 1000 / b.present.duration, duration: b.present.duration) == peak0.progress)
    let bPage = try get("/preview/summer-sale", [("variant", "B")]).html
    #expect(bPage.contains(DefinitionFacts.overshoot(b.present)))
    #expect(
      try get("/preview/summer-sale", [("variant", "A")]).html.contains("<dt>Overshoot</dt><dd>none</dd>"))
    // The spring's overshoot is drawn: some point lies above progress 1 (y < 0), inside the view box.
    let spring = try #require(DialogDefinition.presets.first { $0.present.curve.isSpring })
    let chart = CurveSVG.svg(spring, label: "x").render()
    let peak = CurveSVG.points(spring.present).map(\.y).min()!
    let swiftPeak = (0...100).map {
      spring.present.curve.progress(at: Double($0) / 100, duration: spring.present.duration)
    }.max()!
    #expect(abs((100 - peak) / 100 - swiftPeak) < 0.0001)
    if swiftPeak > 1 { #expect(peak < 0) }
    // Every SVG child is closed (an unclosed `<line>` in HTML swallows the polylines after it).
    #expect(chart.components(separatedBy: "<line").count == chart.components(separatedBy: "</line>").count)
    #expect(
      chart.components(separatedBy: "<polyline").count == chart.components(separatedBy: "</polyline>").count)
    let viewBox = try #require(chart.range(of: "viewBox=\"")).upperBound
    let top = Double(chart[viewBox...].split(separator: " ")[1])!
    #expect(top < peak)
  }

  @Test func theGalleryShowsEveryVariantAndEveryPreset() throws {
    let page = try get("/")
    #expect(page.status == 200)
    for campaign in store.catalog.campaigns {
      for variant in campaign.variants {
        #expect(
          page.html.contains("src=\"/embed/\(campaign.id)?variant=\(variant.id)&amp;device=iphone-se\""))
        #expect(page.html.contains("href=\"/preview/\(campaign.id)?variant=\(variant.id)\""))
      }
    }
    for preset in DialogDefinition.presets {
      #expect(page.html.contains("data-preset=\"\(preset.name)\""))
      #expect(page.html.contains("aria-label=\"Timing curves of \(preset.name)\""))
      #expect(page.html.contains(DefinitionFacts.transition(preset.present)))
    }
  }

  @Test func pagesHaveNoInlineScriptOrStyleAndRefuseFraming() throws {
    for path in ["/", "/preview/summer-sale"] {
      let page = try get(path)
      let csp = page.response.header("Content-Security-Policy") ?? ""
      #expect(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"))
      #expect(csp.contains("frame-ancestors 'none'"))
      #expect(page.response.header("X-Frame-Options") == "DENY")
      // No inline style attribute (the `style` query parameter and `data-file-style` are not one).
      #expect(!page.html.contains(try Regex("\\sstyle=\"")))
      #expect(!page.html.contains("<style"))
      #expect(!page.html.contains(try Regex(" on[a-z]+=")), "no event handler attributes")
      // Every script has a src.
      for script in page.html.components(separatedBy: "<script").dropFirst() {
        #expect(script.hasPrefix(" src=\"/"))
        #expect(script.contains("></script>"))
      }
    }
  }

  @Test func theStaticFilesThePagesUseAreServed() throws {
    #expect(try get("/preview.css").status == 200)
  }

  /// The `src` of every `<script>` in a page.
  static func scriptSources(_ html: String) throws -> [String] {
    html.matches(of: try Regex(#"<script src="([^"]+)""#)).compactMap {
      $0.output[1].substring.map(String.init)
    }
  }

  /// The modules a script imports (`import … from "./x.js"`, `import "./x.js"`), as absolute paths.
  static func imports(_ script: String, of path: String) throws -> [String] {
    let base = try #require(URL(string: "http://server" + path))
    return script.matches(of: try Regex(#"(?m)^import (?:[^"\n]* from )?"([^"]+)";"#)).compactMap { match in
      match.output[1].substring.flatMap { URL(string: String($0), relativeTo: base)?.path }
    }
  }

  /// The QA page and the compare view load ES modules split by concern: every script they name and
  /// every module those import (followed to the end) is served as JavaScript, with an ETag and
  /// revalidated on each use, no file over 200 lines; and the pages' policy lets them run.
  @Test func everyScriptAndModuleThePagesLoadIsServed() throws {
    for page in ["/preview/summer-sale", "/compare/summer-sale"] {
      let (status, html, response) = try get(page)
      #expect(status == 200)
      #expect(response.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
      var pending = try Self.scriptSources(html)
      #expect(pending.contains(page.hasPrefix("/preview") ? "/qa/main.js" : "/cmp/main.js"), "\(page)")
      var seen: Set<String> = []
      while let path = pending.popLast() {
        guard seen.insert(path).inserted else { continue }
        let (fileStatus, script, file) = try get(path)
        #expect(fileStatus == 200, "\(page): \(path)")
        #expect(file.header("Content-Type") == "text/javascript; charset=utf-8", "\(path)")
        #expect(file.header("ETag") != nil, "\(path)")
        #expect(file.header("Cache-Control") == "no-cache", "\(path)")
        #expect(script.split(separator: "\n", omittingEmptySubsequences: false).count <= 200, "\(path)")
        pending += try Self.imports(script, of: path)
      }
      // The entry, its parts and the helpers shared by both pages.
      #expect(seen.contains("/shared/frames.js") && seen.count > 6, "\(page): \(seen.sorted())")
    }
  }
}
