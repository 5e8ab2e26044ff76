/// Assigns a user to a campaign variant exactly as the server does (api.md, "Assignment"), so the
/// iOS app and any other client agree. `Resources/assignment-vectors.json` holds test vectors.
///
/// ```swift
/// let variant = VariantAssignment.variant(
///   campaign: "summer-sale", user: "anon-42", variants: [("A", 50), ("B", 50)])
/// ```
public enum VariantAssignment {
  /// The number of buckets.
  public static let bucketCount = 10_000

  /// `fnv1a32(utf8(campaign + "/" + user)) mod 10000`.
  public static func bucket(campaign: String, user: String) -> Int {
    Int(FNV1a.hash32(campaign + "/" + user) % UInt32(bucketCount))
  }

  /// The index of the variant for `bucket`: with W the total weight and Cᵢ the cumulative weight
  /// (summed in order, in doubles), the first i with b·W < 10000·Cᵢ, else the last; nil when
  /// there are no weights.
  public static func index(bucket: Int, weights: [Double]) -> Int? {
    guard !weights.isEmpty else { return nil }
    let total = weights.reduce(0, +)
    let scaledBucket = Double(bucket) * total
    var cumulative = 0.0
    for (i, weight) in weights.enumerated() {
      cumulative += weight
      if scaledBucket < Double(bucketCount) * cumulative { return i }
    }
    return weights.count - 1
  }

  /// The id of the variant `user` sees in `campaign`, given the variants in file order with their
  /// weights; nil when there are no variants.
  public static func variant(
    campaign: String, user: String, variants: [(id: String, weight: Double)]
  ) -> String? {
    let b = bucket(campaign: campaign, user: user)
    return index(bucket: b, weights: variants.map(\.weight)).map { variants[$0].id }
  }
}
