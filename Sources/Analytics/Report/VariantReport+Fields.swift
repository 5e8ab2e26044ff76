extension VariantReport {
  /// The contract's variant fields in its order, the JSON names beside the values.
  var fields: [(name: String, cell: ReportCell)] {
    [
      ("id", .text(id)), ("weight", .number(weight)), ("units", .integer(units)), ("users", .integer(users)),
      ("impressions", .integer(impressions)), ("taps", .integer(taps)), ("closes", .integer(closes)),
      ("users_tapped", .integer(usersTapped)), ("ctr", .number(ctr)), ("ctr_low", .number(ctrLow)),
      ("ctr_high", .number(ctrHigh)), ("user_ctr", .number(userCTR)), ("user_ctr_low", .number(userCTRLow)),
      ("user_ctr_high", .number(userCTRHigh)), ("close_rate", .number(closeRate)), ("lift", .number(lift)),
      ("lift_low", .number(liftLow)), ("lift_high", .number(liftHigh)), ("p_value", .number(pValue)),
      ("p_value_holm", .number(pValueHolm)), ("sequential_tuning", .integer(sequentialTuning)),
      ("sequential_lift_low", .number(sequentialLiftLow)),
      ("sequential_lift_high", .number(sequentialLiftHigh)),
      ("sequential_p_value", .number(sequentialPValue)),
      ("sequential_p_value_holm", .number(sequentialPValueHolm)),
      ("chance_to_beat_control", .number(chanceToBeatControl)), ("mde", .number(mde)),
    ]
  }

  /// The variant field names, in the contract's order.
  static let fieldNames = VariantReport(
    configuration: ConfiguredVariant(id: "", weight: 1), sums: VariantSums(variant: "")
  ).fields.map(\.name)
}
