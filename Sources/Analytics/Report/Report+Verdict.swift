extension Report {
  /// What the page and the CLI conclude about one compared variant, from its always-valid figures
  /// only (api.md: a variant wins or loses when its `sequential_p_value_holm` is below 0.05).
  public struct Verdict: Hashable, Sendable {
    /// The verdict's kind.
    public enum Outcome: String, Hashable, Sendable {
      /// `sequential_p_value_holm` < 0.05 and the lift is positive.
      case wins
      /// `sequential_p_value_holm` < 0.05 and the lift is negative.
      case loses
      /// The always-valid figures don't establish a difference yet.
      case undecided
      /// No verdict can be drawn (sample ratio mismatch, or the lift is undefined).
      case none
    }

    /// The compared variant's id.
    public var variant: String
    /// The verdict's kind.
    public var outcome: Outcome
    /// One plain sentence.
    public var sentence: String
  }

  /// The level below which `sequential_p_value_holm` decides.
  public static let verdictLevel = 0.05

  /// One sentence on what "always-valid" means.
  public static let alwaysValidMeaning =
    "Always-valid means the interval and p-value stay correct however often they are read and "
    + "whenever the test is stopped, so this verdict can be checked every 30 seconds; the fixed-horizon "
    + "figures can't."

  /// What voids the always-valid guarantees.
  public static let guaranteeCaveat =
    "Changing plannedUsers, the weights or the variants while the experiment runs voids these guarantees."

  /// One verdict per variant after the control (empty for a single-variant campaign).
  public var verdicts: [Verdict] {
    guard let control = variants.first else { return [] }
    let comparisons = variants.count - 1
    let srm = warnings.contains { $0.code == .srm }
    return variants.dropFirst().map { v in
      if srm {
        return Verdict(
          variant: v.id, outcome: .none,
          sentence: "No verdict for \(v.id): the users are not split as the weights say (sample ratio "
            + "mismatch), so the comparison can't be trusted; fix assignment or logging first.")
      }
      guard let lift = v.lift, let low = v.sequentialLiftLow, let high = v.sequentialLiftHigh,
        let p = v.sequentialPValueHolm
      else {
        let reason =
          v.impressions == 0 || control.impressions == 0
          ? "\(v.impressions == 0 ? v.id : control.id) has no impressions yet"
          : v.taps == 0 || control.taps == 0
            ? "\(control.taps == 0 ? control.id : v.id) has no taps yet, so the lift's interval is undefined"
            : "too few users to compute the interval"
        return Verdict(
          variant: v.id, outcome: .none,
          sentence: "\(v.id) against \(control.id): no difference established yet: \(reason).")
      }
      let span =
        "\(ReportText.roundPercent(low, signed: true)) … \(ReportText.roundPercent(high, signed: true))"
      if p < Self.verdictLevel && lift != 0 {
        let more = lift > 0
        if more, let guardrail = guardrails.first(where: { $0.variant == v.id }), guardrail.verdict == .worse,
          let closed = guardrail.lift, let closedLow = guardrail.sequentialLiftLow,
          let closedHigh = guardrail.sequentialLiftHigh
        {
          return Verdict(
            variant: v.id, outcome: .wins,
            sentence:
              "\(v.id) wins on taps but is closed more: it taps \(ReportText.roundPercent(lift)) more "
              + "than \(control.id) (always-valid 95 % interval \(span)) and is closed "
              + "\(ReportText.roundPercent(closed)) more (\(ReportText.roundPercent(closedLow, signed: true)) … "
              + "\(ReportText.roundPercent(closedHigh, signed: true))).")
        }
        return Verdict(
          variant: v.id, outcome: more ? .wins : .loses,
          sentence: "\(v.id) taps \(ReportText.roundPercent(abs(lift))) \(more ? "more" : "less") than "
            + "\(control.id); the always-valid 95 % interval is \(span): \(v.id) \(more ? "wins" : "loses").")
      }
      if low > 0 || high < 0 {
        return Verdict(
          variant: v.id, outcome: .undecided,
          sentence: "\(v.id) against \(control.id): no difference established yet once the \(comparisons) "
            + "comparisons are accounted for (always-valid p-value after Holm \(ReportText.pValue(p))); "
            + "the always-valid interval is \(span).")
      }
      return Verdict(
        variant: v.id, outcome: .undecided,
        sentence: "\(v.id) against \(control.id): no difference established yet: the always-valid interval "
          + "still spans \(span).")
    }
  }

  /// One sentence per compared variant on its close-rate guardrail (``guardrails``).
  public var guardrailSentences: [String] {
    guard let control = variants.first else { return [] }
    return guardrails.map { g in
      guard let lift = g.lift, let low = g.sequentialLiftLow, let high = g.sequentialLiftHigh,
        let p = g.sequentialPValueWorseHolm
      else {
        return "Close rate of \(g.variant) against \(control.id): not comparable yet (it needs closes in "
          + "both and enough users)."
      }
      let span =
        "\(ReportText.roundPercent(low, signed: true)) … \(ReportText.roundPercent(high, signed: true))"
      if g.verdict == .worse {
        return "Guardrail: \(g.variant) is closed \(ReportText.roundPercent(lift)) more than \(control.id); "
          + "the always-valid 95 % interval is \(span): worse."
      }
      return "Guardrail: \(g.variant)'s close rate against \(control.id) is "
        + "\(ReportText.roundPercent(lift, signed: true)) (always-valid 95 % interval \(span)); no evidence "
        + "it is closed more (always-valid p-value after Holm \(ReportText.pValue(p)))."
    }
  }

  /// The users so far and, when the campaign sets `plannedUsers`, the progress toward it.
  public var progressSentence: String {
    let users = variants.reduce(0) { $0 + $1.users }
    let units = variants.reduce(0) { $0 + $1.units }
    let counted =
      "\(ReportText.count(users)) \(users == 1 ? "user" : "users") so far"
      + (units != users ? " (\(ReportText.count(units)) units, counting anonymous impressions)" : "")
    guard let plannedUsers else {
      if variants.count < 2 { return counted + "; the campaign sets no plannedUsers." }
      return counted + "; the campaign sets no plannedUsers, so the always-valid figures are tuned for "
        + "\(ReportText.count(Self.defaultTuning)) users per comparison."
    }
    let share = Double(users) / Double(plannedUsers)
    return counted + ", \(ReportText.roundPercent(share)) of the \(ReportText.count(plannedUsers)) planned"
      + (users >= plannedUsers ? ": the planned users are reached." : ".")
  }

  /// A single-variant campaign's summary, without comparison language.
  public var singleVariantSentence: String? {
    guard variants.count == 1, let v = variants.first else { return nil }
    guard let ctr = v.ctr else { return "\(v.id) has no impressions yet." }
    return "\(v.id): \(ReportText.roundPercent(ctr)) of impressions tapped (\(v.taps) of \(v.impressions)), "
      + "95 % interval \(ReportText.interval(v.ctrLow, v.ctrHigh)); "
      + "\(v.usersTapped) of \(v.users) users tapped."
  }
}
