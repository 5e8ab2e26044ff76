import Foundation
import Testing

@testable import DialogMotion

/// Variant assignment against the committed vectors (Resources/assignment-vectors.json), which a
/// Python script computes independently.
struct AssignmentTests {
  struct Vectors: Decodable {
    struct Case: Decodable {
      struct Variant: Decodable {
        let id: String
        let weight: Double
      }
      struct Vector: Decodable {
        let user: String
        let hash: UInt32
        let bucket: Int
        let variant: String
      }
      let campaign: String
      let variants: [Variant]
      let vectors: [Vector]
    }
    let cases: [Case]
  }

  static func loadVectors() throws -> Vectors {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent("Resources/assignment-vectors.json"))
    return try JSONDecoder().decode(Vectors.self, from: data)
  }

  @Test func everyVectorIsReproduced() throws {
    let vectors = try Self.loadVectors()
    var count = 0
    for testCase in vectors.cases {
      let variants = testCase.variants.map { (id: $0.id, weight: $0.weight) }
      for vector in testCase.vectors {
        #expect(FNV1a.hash32(testCase.campaign + "/" + vector.user) == vector.hash)
        #expect(VariantAssignment.bucket(campaign: testCase.campaign, user: vector.user) == vector.bucket)
        #expect(
          VariantAssignment.variant(campaign: testCase.campaign, user: vector.user, variants: variants)
            == vector.variant, "\(testCase.campaign) / \(vector.user)")
        count += 1
      }
    }
    #expect(count >= 1000)
    #expect(vectors.cases.count >= 5)
  }

  @Test func fnv1aMatchesPublishedValues() {
    #expect(FNV1a.hash32("") == 0x811c_9dc5)
    #expect(FNV1a.hash32("a") == 0xe40c_292c)
    #expect(FNV1a.hash32("foobar") == 0xbf9c_f968)
  }

  @Test func bucketsOnABoundaryGoToTheNextVariant() {
    #expect(VariantAssignment.index(bucket: 4999, weights: [50, 50]) == 0)
    #expect(VariantAssignment.index(bucket: 5000, weights: [50, 50]) == 1)
    #expect(VariantAssignment.index(bucket: 9999, weights: [1]) == 0)
    #expect(VariantAssignment.index(bucket: 0, weights: []) == nil)
    #expect(VariantAssignment.variant(campaign: "c", user: "u", variants: []) == nil)
  }
}
