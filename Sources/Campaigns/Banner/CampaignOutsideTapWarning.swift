import DialogMotion

/// A campaign variant that only a tap outside its card closes (no ✕, no button), with the containers
/// on which that strip is under 44 pt (``OutsideTapWarning``), as `check` and the QA page say it:
/// "summer-sale B: only a tap outside the card closes it (no ✕, no button), and it is under 44 pt on
/// iPhone 15, landscape (30 pt); …".
public struct CampaignOutsideTapWarning: Hashable, Sendable, CustomStringConvertible {
  public var campaignID: String
  public var variantID: String
  /// The containers, in ``DeviceContainer/all``'s order.
  public var warnings: [OutsideTapWarning]

  public init(campaignID: String, variantID: String, warnings: [OutsideTapWarning]) {
    self.campaignID = campaignID
    self.variantID = variantID
    self.warnings = warnings
  }

  public var description: String {
    "\(campaignID) \(variantID): only a tap outside the card closes it (no ✕, no button on the card), "
      + "and the widest strip for it is under \(NumberText.shortest(OutsideTapWarning.minimum)) pt on "
      + "\(warnings.count) screen\(warnings.count == 1 ? "" : "s"): "
      + warnings.map(\.summary).joined(separator: "; ")
      + "; a style whose card has a ✕ or a button avoids it"
  }
}
