import Analytics

/// The contract's counting rules (api.md "Report", who counts) applied to events in Swift, the plain
/// way: a reference the stores' SQL must equal. Events outside `query` (campaign, source, time) are
/// skipped; of events sharing an id only the first counts, as a store keeps it.
public func referenceSums(_ events: [Event], _ query: EventQuery) -> ReportSums {
  var perUser: [String: [String: (d: Int, t: Int, c: Int)]] = [:]
  var anonymous: [String: (d: Int, t: Int, c: Int)] = [:]
  var seen = Set<String>()
  // The first event of an id is the stored one, whether or not it is in scope.
  for event in events where seen.insert(event.id).inserted {
    guard event.campaign == query.campaign, query.source.sources.contains(event.source),
      event.eventTime >= (query.from ?? .min), event.eventTime < (query.to ?? .max)
    else { continue }
    func add(_ counts: inout (d: Int, t: Int, c: Int)) {
      switch event.type {
      case .impression: counts.d += 1
      case .tap: counts.t += 1
      case .close: counts.c += 1
      }
    }
    if let user = event.user, !user.isEmpty {
      add(&perUser[user, default: [:]][event.variant, default: (0, 0, 0)])
    } else {
      add(&anonymous[event.variant, default: (0, 0, 0)])
    }
  }
  var sums: [String: VariantSums] = [:]
  var mixed = 0
  for variants in perUser.values {
    guard variants.count == 1, let (variant, counts) = variants.first else {
      mixed += 1
      continue
    }
    var row = sums[variant] ?? VariantSums(variant: variant)
    if counts.d == 0 {
      row.unmatched += counts.t + counts.c
    } else {
      let m = min(counts.t, counts.d)
      row.unmatched += counts.t - m
      row.addUnit(taps: m, impressions: counts.d, closes: counts.c, named: true)
    }
    sums[variant] = row
  }
  for (variant, counts) in anonymous {
    var row = sums[variant] ?? VariantSums(variant: variant)
    row.addAnonymous(impressions: counts.d, taps: counts.t, closes: counts.c)
    sums[variant] = row
  }
  return ReportSums(variants: Array(sums.values), multipleVariantUsers: mixed)
}

extension ReportSums {
  /// The same sums with ``origin`` set to `.events`: equality "computed_from aside".
  public var ignoringOrigin: ReportSums {
    var copy = self
    copy.origin = .events
    return copy
  }
}
