import Analytics

extension SQLiteRollupCache.Entry {
  /// Applies one unit's change and its daily rows of the batch (`daily`, from ``RollupPlan/unitDaily``):
  /// returns the unit's new state and appends each daily row with its new totals to `rows`.
  mutating func apply(
    _ change: RollupPlan.UnitChange, daily: ArraySlice<RollupPlan.DailyChange>,
    into rows: inout [RollupPlan.DailyChange]
  ) -> RollupUnitState {
    let new = RollupUnitState.after(state, adding: change)
    state = new
    for var row in daily {
      if let index = days.firstIndex(where: {
        $0.day == row.day && RollupPlan.same($0.variant, row.variant)
          && RollupPlan.same($0.source, row.source)
      }) {
        days[index].impressions += row.impressions
        days[index].taps += row.taps
        days[index].closes += row.closes
        (row.impressions, row.taps, row.closes) = (
          days[index].impressions, days[index].taps, days[index].closes
        )
      } else {
        days.append(
          SQLiteRollupCache.Day(
            source: row.source, day: row.day, variant: row.variant, impressions: row.impressions,
            taps: row.taps, closes: row.closes))
      }
      rows.append(row)
    }
    return new
  }
}
