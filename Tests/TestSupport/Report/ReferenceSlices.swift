import Analytics

/// The sliced report's counting (api.md "Slices") applied to events in Swift, the plain way: each
/// named user in the slice of their first stored event in scope (events in array order are stored in
/// that order), each anonymous event in its own value's, then ``referenceSums(_:_:)`` per slice. The
/// slices in ``SlicedSumsQuery/slices(_:)`` order.
public func referenceSlices(_ events: [Event], _ query: EventQuery, by dimension: SliceDimension)
  -> [SliceSums]
{
  func value(_ event: Event) -> String? {
    switch dimension {
    case .appVersion: event.appVersion
    case .device: event.device?.rawValue
    }
  }
  var seen = Set<String>()
  var first: [String: String?] = [:]
  var partitions: [String?: [Event]] = [:]
  for event in events where seen.insert(event.id).inserted {
    guard event.campaign == query.campaign, query.source.sources.contains(event.source),
      event.eventTime >= (query.from ?? .min), event.eventTime < (query.to ?? .max)
    else { continue }
    var slice = value(event)
    if let user = event.user, !user.isEmpty {
      if let known = first[user] { slice = known } else { first[user] = slice }
    }
    partitions[slice, default: []].append(event)
  }
  return partitions.map { SliceSums(value: $0.key, sums: referenceSums($0.value, query)) }.sorted { a, b in
    guard let x = a.value else { return b.value != nil }
    guard let y = b.value else { return false }
    return Array(x.utf8).lexicographicallyPrecedes(y.utf8)
  }
}
