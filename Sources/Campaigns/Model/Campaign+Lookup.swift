import DialogMotion

extension Campaign {
  /// The first variant, the control (a validated campaign always has one).
  public var control: Variant { variants[0] }

  /// The variant with this id, or nil.
  public func variant(id: String) -> Variant? { variants.first { $0.id == id } }

  /// The variant `user` is assigned to (api.md "Assignment", the same function the iOS app uses).
  public func assignedVariant(user: String) -> Variant {
    let index = VariantAssignment.index(
      bucket: VariantAssignment.bucket(campaign: id, user: user), weights: variants.map(\.weight))
    return variants[index ?? 0]
  }
}
