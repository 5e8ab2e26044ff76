import Campaigns
import DialogMotion
import Foundation

/// `Resources/assignment-vectors.json`.
public struct AssignmentVectors: Decodable {
  public struct Case: Decodable {
    public struct Weighted: Decodable {
      public let id: String
      public let weight: Double
    }
    public struct Vector: Decodable {
      public let user: String
      public let variant: String
    }
    public let campaign: String
    public let variants: [Weighted]
    public let vectors: [Vector]
  }

  public let cases: [Case]

  public static func load() throws -> AssignmentVectors {
    let url = ServerProcess.repositoryRoot.appendingPathComponent("Resources/assignment-vectors.json")
    return try JSONDecoder().decode(AssignmentVectors.self, from: Data(contentsOf: url))
  }

  /// One campaign per case, with its variants and weights.
  public var campaigns: [Campaign] {
    cases.map { item in
      Campaign(
        id: item.campaign, title: item.campaign, banner: "banners/a.svg",
        variants: item.variants.map {
          Campaign.Variant(
            id: $0.id, style: DialogStyle(preset: "pop-grow"), weight: $0.weight, banner: "banners/a.svg",
            actionURL: "")
        })
    }
  }
}
