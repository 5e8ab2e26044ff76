import Foundation
import Testing

@testable import DialogMotion

/// Campaign styles as the campaign files write them, decoded by DialogMotion's own `DialogStyle`.
enum ShippedStyles {
  /// The repository root: the nearest folder above this file holding `Package.swift`.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// The style of `variant` in the shipped `Resources/Campaigns/{campaign}.json`.
  static func style(campaign: String, variant: String) throws -> DialogStyle {
    struct File: Decodable {
      struct Variant: Decodable {
        var id: String
        var style: DialogStyle
      }
      var variants: [Variant]
    }
    let url = root.appendingPathComponent("Resources/Campaigns/\(campaign).json")
    let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    return try #require(file.variants.first { $0.id == variant }?.style)
  }

  /// The definition of a style written as JSON, checked valid first.
  static func definition(_ json: String) throws -> DialogDefinition {
    let style = try JSONDecoder().decode(DialogStyle.self, from: Data(json.utf8))
    #expect(style.validate() == [])
    return try #require(style.definition)
  }
}

extension ShippedStyles {
  /// Every variant's style in every shipped campaign file (or `DIALOG_PREVIEW_CAMPAIGNS`'s folder).
  static func all() throws -> [(campaign: String, variant: String, style: DialogStyle)] {
    struct File: Decodable {
      struct Variant: Decodable {
        var id: String
        var style: DialogStyle
      }
      var id: String
      var variants: [Variant]
    }
    let folder =
      ProcessInfo.processInfo.environment["DIALOG_PREVIEW_CAMPAIGNS"].map { URL(fileURLWithPath: $0) }
      ?? root.appendingPathComponent("Resources/Campaigns")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    var all: [(campaign: String, variant: String, style: DialogStyle)] = []
    for name in names.sorted() {
      let file = try JSONDecoder().decode(
        File.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
      all += file.variants.map { (campaign: file.id, variant: $0.id, style: $0.style) }
    }
    #expect(!all.isEmpty, "no campaign files in \(folder.path)")
    return all
  }
}
