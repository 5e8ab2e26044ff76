extension ReportWarning.Code {
  /// What to do about the warning, in one sentence (the page and the CLI print it after the message).
  public var advice: String {
    switch self {
    case .srm:
      "Check how the app assigns variants and logs impressions (weights, caching, a variant that "
        + "crashes or loads slower), and don't act on the result until the split matches."
    case .multipleVariants:
      "Make the app assign each user once, from the user id, and keep that variant."
    case .unmatched:
      "Check that the app logs an impression before every tap or close, with the same user, campaign "
        + "and variant, and that the date range includes the impressions."
    case .anonymous:
      "Send a user id with every event."
    case .minSample:
      "Wait for more users; there is nothing to fix."
    case .noTaps:
      "Wait for taps; if none arrive, check that the app logs taps for that variant."
    case .peeking:
      "Read the verdict, which uses the always-valid figures, not the fixed-horizon p-value."
    }
  }
}
