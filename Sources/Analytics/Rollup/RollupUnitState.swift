/// A unit row of `rollup_units` after an upsert: one part per source (``RollupUnitPart``), whether each
/// was mixed before this upsert (`app_was_mixed`, `preview_was_mixed`, set from the old row by the
/// PostgreSQL upsert itself, so the old state can be told from the returned row), and the `all` scope
/// derived from the two parts.
///
/// One row per (campaign, user), not one per (campaign, scope, user) as issue 26 words it: the same
/// semantics (each source's and `all`'s variant, mixed flag and counters), one B-tree write per event
/// instead of two (docs/benchmarks.md). Sources are the fixed ``EventSource`` cases.
public struct RollupUnitState: Sendable, Equatable {
  public var app: RollupUnitPart
  public var preview: RollupUnitPart
  public var appWasMixed: Bool
  public var previewWasMixed: Bool

  public init(app: RollupUnitPart, preview: RollupUnitPart, appWasMixed: Bool, previewWasMixed: Bool) {
    self.app = app
    self.preview = preview
    self.appWasMixed = appWasMixed
    self.previewWasMixed = previewWasMixed
  }

  /// The part of `source`.
  public func part(_ source: EventSource) -> RollupUnitPart {
    switch source {
    case .app: app
    case .preview: preview
    }
  }

  /// Replaces the part of `source`.
  public mutating func set(_ source: EventSource, _ part: RollupUnitPart) {
    switch source {
    case .app: app = part
    case .preview: preview = part
    }
  }

  /// Whether the other source than `source` has an event (else `all` is `source`'s part).
  public func hasPart(besides source: EventSource) -> Bool {
    switch source {
    case .app: preview.isPresent
    case .preview: app.isPresent
    }
  }

  /// The `all` scope: both parts combined (``RollupUnitPart/combined(_:_:)``).
  public var all: RollupUnitPart { .combined(app, preview) }

  /// The row after adding `change` to `old` (nil: no row yet), as the PostgreSQL upsert computes it.
  public static func after(_ old: RollupUnitState?, adding change: RollupPlan.UnitChange) -> RollupUnitState {
    let old = old ?? RollupUnitState(app: .empty, preview: .empty, appWasMixed: false, previewWasMixed: false)
    return RollupUnitState(
      app: old.app.adding(change.app), preview: old.preview.adding(change.preview),
      appWasMixed: old.app.mixed,
      previewWasMixed: old.preview.mixed)
  }

  /// The row as it was before `change` was added (parts with nothing left are empty).
  public func before(_ change: RollupPlan.UnitChange) -> RollupUnitState {
    RollupUnitState(
      app: app.removing(change.app, wasMixed: appWasMixed),
      preview: preview.removing(change.preview, wasMixed: previewWasMixed), appWasMixed: false,
      previewWasMixed: false)
  }
}
