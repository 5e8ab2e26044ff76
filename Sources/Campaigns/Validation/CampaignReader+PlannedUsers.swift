extension Campaign {
  /// The largest `plannedUsers` a file may set.
  public static let maximumPlannedUsers = 1_000_000_000
}

extension CampaignReader {
  /// `plannedUsers`: absent is `.some(nil)`; an integer 1…10⁹ is itself; anything else is a problem
  /// and `nil`.
  mutating func plannedUsers(_ value: JSONValue?) -> Int?? {
    guard let value else { return .some(nil) }
    guard let number = number(value, at: "plannedUsers") else { return nil }
    let limit = Campaign.maximumPlannedUsers
    guard number.isFinite, number.rounded() == number, number >= 1, number <= Double(limit) else {
      add(
        "plannedUsers",
        "plannedUsers must be a whole number of users from 1 to \(limit) (all variants together), "
          + "got \(jsonNumber(number)).")
      return nil
    }
    return .some(Int(number))
  }
}
