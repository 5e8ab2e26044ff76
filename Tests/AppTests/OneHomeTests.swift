import Analytics
import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// Each limit the pages, the routes and the documents share has one home in Swift: the pages render
/// it (the QA page's `maxlength`, the sliders' `min`/`max`), the routes' refusals interpolate it, and
/// openapi.json (slow, user, device, style) and docs/api.md say the same values.
@Suite struct OneHomeTests {
  let pages = try! PreviewPageTests()

  /// The value of `attribute` on the element whose id is `id`.
  func attribute(_ attribute: String, of id: String, in html: String) -> String? {
    guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
    let tagStart = html[..<start.lowerBound].lastIndex(of: "<") ?? start.lowerBound
    let tag = html[tagStart...].prefix { $0 != ">" }
    guard let value = tag.range(of: " \(attribute)=\"") else { return nil }
    return String(tag[value.upperBound...].prefix { $0 != "\"" })
  }

  @Test func theUserFieldTakesAsManyCharactersAsAnEventsUser() throws {
    let html = try pages.get("/preview/summer-sale").html
    #expect(attribute("maxlength", of: "qa-user", in: html) == String(Event.maxUserScalars))
  }

  @Test func theSlidersAndTheRefusalsTakeTheSlowMotionRange() throws {
    let low = NumberText.shortest(SlowMotion.range.lowerBound)
    let high = NumberText.shortest(SlowMotion.range.upperBound)
    let qa = try pages.get("/preview/summer-sale").html
    let compare = try pages.get("/compare/summer-sale").html
    for (html, id) in [(qa, "qa-slow"), (compare, "cmp-slow")] {
      #expect(attribute("min", of: id, in: html) == low, "\(id)")
      #expect(attribute("max", of: id, in: html) == high, "\(id)")
    }
    let above = NumberText.shortest(SlowMotion.range.upperBound + 1)
    for path in ["/preview/summer-sale", "/compare/summer-sale", "/embed/summer-sale"] {
      let page = try pages.get(path, [("slow", above)])
      #expect(page.status == 400, "\(path)")
      #expect(page.html.contains("slow must be a number from \(low) to \(high)."), "\(path)")
    }
    #expect(SlowMotion.factor(high) == SlowMotion.range.upperBound)
    #expect(SlowMotion.factor(above) == nil && SlowMotion.factor("nan") == nil)
  }

  @Test func theDeviceRefusalsAndTheCompareLabelListEveryDevice() throws {
    #expect(DeviceModel.names == DeviceModel.allCases.map(\.rawValue).joined(separator: ", "))
    let refusal = try pages.get("/preview/summer-sale", [("device", "ipad")])
    #expect(refusal.status == 400)
    #expect(refusal.html.contains("device must be one of \(DeviceModel.names)."))
    // The compare view's Devices: a checkbox for every device, named as people name it.
    let compare = try pages.get("/compare/summer-sale").html
    for device in DeviceModel.allCases {
      #expect(
        compare.contains("<input type=\"checkbox\" value=\"\(device.rawValue)\"")
          && compare.contains(" \(device.name.replacingOccurrences(of: "\"", with: "&quot;"))</label>"),
        "\(device.rawValue)")
    }
  }

  /// What the QA page's script writes as the view changes (the page's title, the embed frame's title,
  /// the assignment sentences) it reads from the page, worded once in Swift.
  @Test func theTitlesAndSentencesTheScriptWritesComeFromThePage() throws {
    let html = try pages.get("/preview/summer-sale", [("variant", "B"), ("device", "iphone-se")]).html
    #expect(html.contains("<title>QA: Summer sale (B) · dialog-preview</title>"))
    #expect(html.contains(#"<option value="A" data-document-title="QA: Summer sale (A) · dialog-preview""#))
    #expect(html.contains(#"data-embed-title="Summer sale, variant A, ""#))
    #expect(attribute("title", of: "qa-embed", in: html) == "Summer sale, variant B, iPhone SE")
    #expect(
      attribute("data-hint", of: "qa-assigned", in: html)
        == "Type a user id to see the variant it gets (and preview as that user).")
    #expect(attribute("data-answer", of: "qa-assigned", in: html) == "User “{user}” gets variant {variant}.")
    #expect(!html.contains("data-title="))
  }

  /// Every query parameter named `name` in openapi.json, with its schema.
  static func schemas(of name: String) throws -> [(path: String, schema: [String: Any])] {
    let paths = try #require(try OpenAPIDocumentTests.document()["paths"] as? [String: [String: Any]])
    var found: [(String, [String: Any])] = []
    for (path, item) in paths {
      for case let operation as [String: Any] in item.values {
        for case let parameter as [String: Any] in (operation["parameters"] as? [Any]) ?? []
        where parameter["name"] as? String == name {
          found.append((path, parameter["schema"] as? [String: Any] ?? [:]))
        }
      }
    }
    return found
  }

  @Test func openAPISaysTheSameLimits() throws {
    let slow = try Self.schemas(of: "slow")
    #expect(slow.count >= 3)
    for (path, schema) in slow {
      #expect((schema["minimum"] as? Double) == SlowMotion.range.lowerBound, "\(path)")
      #expect((schema["maximum"] as? Double) == SlowMotion.range.upperBound, "\(path)")
    }
    let user = try Self.schemas(of: "user")
    #expect(user.count >= 3)
    for (path, schema) in user {
      #expect((schema["maxLength"] as? Int) == Event.maxUserScalars, "\(path)")
    }
    let style = try Self.schemas(of: "style")
    #expect(style.count >= 5)
    for (path, schema) in style {
      #expect((schema["maxLength"] as? Int) == StyleText.maximumLength, "\(path)")
    }
    let device = try Self.schemas(of: "device")
    #expect(device.count >= 2)
    for (path, schema) in device {
      #expect((schema["enum"] as? [String]) == DeviceModel.allCases.map(\.rawValue), "\(path)")
      #expect((schema["default"] as? String) == DeviceModel.standard.rawValue, "\(path)")
    }
  }

  @Test func theContractSaysTheSameLimits() throws {
    let contract = try String(
      contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("docs/api.md"), encoding: .utf8)
    let low = NumberText.shortest(SlowMotion.range.lowerBound)
    let high = NumberText.shortest(SlowMotion.range.upperBound)
    #expect(contract.contains("time factor \(low)–\(high)"))
    #expect(contract.contains("≤ \(Event.maxUserScalars) Unicode scalars"))
    for device in DeviceModel.allCases {
      let screen = device.screen
      #expect(
        contract.contains(
          "`\(device.rawValue)` \(NumberText.shortest(screen.width))×\(NumberText.shortest(screen.height))"),
        "\(device.rawValue)")
    }
  }
}
