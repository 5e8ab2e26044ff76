/// The key of a unit row: (campaign, user). Compares and hashes by UTF-8 bytes, as the databases
/// compare keys: String's own `==` treats canonically equivalent spellings (é precomposed or not) as
/// one user, the tables don't.
public struct RollupUnitKey: Hashable, Sendable {
  public var campaign: String
  public var user: String

  public init(campaign: String, user: String) {
    self.campaign = campaign
    self.user = user
  }

  public static func == (a: Self, b: Self) -> Bool {
    RollupPlan.same(a.user, b.user) && RollupPlan.same(a.campaign, b.campaign)
  }

  public func hash(into hasher: inout Hasher) {
    RollupPlan.hash(campaign, into: &hasher)
    RollupPlan.hash(user, into: &hasher)
  }
}
