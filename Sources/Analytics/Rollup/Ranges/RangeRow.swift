/// One row ``RangeCache`` reads from a store for a campaign's days: a daily rollup row (with its first
/// event) or an anonymous slice row.
public enum RangeRow: Sendable {
  case daily(RollupPlan.DailyChange)
  case anonymous(RollupAnonymousSlice)
}
