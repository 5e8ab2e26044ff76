import Analytics
import Foundation
import TestSupport
import Testing

/// The sliced report's sums (issue 43, part 3) on both stores: each named user in the slice of their
/// first stored event, anonymous events in their own value's, events without the field in the slice
/// of no value; equal to the plain Swift reference on random traffic.
@Suite("Report slices, both backends")
struct StoreSliceTests {
  @Test(arguments: StoreBackend.enabled)
  func aUserStaysInTheSliceOfTheirFirstStoredEvent(_ backend: StoreBackend) throws {
    try backend.withStore { store throws in
      func event(_ id: String, _ type: EventType, user: String?, device: EventDevice?, version: String?)
        -> Event
      {
        var event = makeEvent(id, variant: "B", type: type, user: user)
        event.device = device
        event.appVersion = version
        return event
      }
      // u1 first on a tablet with 2.0, then on a phone with 2.1 (later stored, though earlier ts).
      var late = event("evt-slice-3", .tap, user: "u1", device: .phone, version: "2.1")
      late.ts = fixtureNow - 86_400_000
      let events = [
        event("evt-slice-1", .impression, user: "u1", device: .tablet, version: "2.0"),
        event("evt-slice-2", .impression, user: "u1", device: .phone, version: "2.1"), late,
        event("evt-slice-4", .impression, user: "u2", device: nil, version: nil),
        event("evt-slice-5", .impression, user: nil, device: .phone, version: "2.1"),
        event("evt-slice-6", .impression, user: nil, device: .tablet, version: nil),
      ]
      #expect(try store.insert(events).accepted == events.count)
      let byDevice = try store.slicedReportSums(EventQuery(campaign: "summer-sale"), by: .device)
      #expect(byDevice.map(\.value) == [nil, "phone", "tablet"])
      let tablet = byDevice[2].sums.sums(of: "B")
      // u1's two impressions and tap, and one anonymous impression.
      #expect(tablet?.users == 1 && tablet?.impressions == 3 && tablet?.taps == 1 && tablet?.units == 2)
      #expect(byDevice[1].sums.sums(of: "B")?.units == 1 && byDevice[1].sums.sums(of: "B")?.users == 0)
      #expect(byDevice[0].sums.sums(of: "B")?.users == 1)
      let byVersion = try store.slicedReportSums(EventQuery(campaign: "summer-sale"), by: .appVersion)
      #expect(byVersion.map(\.value) == [nil, "2.0", "2.1"])
      #expect(byVersion[1].sums.sums(of: "B")?.impressions == 2)
      // The version of u1's first event in the range: the range holds only the late tap.
      let ranged = try store.slicedReportSums(
        EventQuery(campaign: "summer-sale", to: fixtureNow - 1), by: .appVersion)
      #expect(ranged.map(\.value) == ["2.1"])
      #expect(ranged[0].sums.sums(of: "B")?.unmatched == 1)
    }
  }

  @Test(arguments: StoreBackend.enabled)
  func randomTrafficEqualsTheReference(_ backend: StoreBackend) throws {
    var random = SplitMix64(seed: 43)
    let versions = ["2.3.0", "2.4.0", "2.4.1", "Zoë-β"]
    var events: [Event] = []
    for index in 0..<3000 {
      let user = random.unit() < 0.1 ? (random.unit() < 0.5 ? nil : "") : "u\(random.next() % 400)"
      var event = makeEvent(
        "evt-rand-\(index)", campaign: random.unit() < 0.9 ? "summer-sale" : "other",
        variant: ["A", "B", "C"][Int(random.next() % 3)],
        type: [.impression, .impression, .tap, .close][Int(random.next() % 4)], user: user,
        source: random.unit() < 0.8 ? .app : .preview,
        ts: fixtureNow - Int64(random.next() % 864_000_000))
      event.device = random.unit() < 0.2 ? nil : EventDevice.allCases[Int(random.next() % 4)]
      event.appVersion = random.unit() < 0.2 ? nil : versions[Int(random.next() % 4)]
      events.append(event)
    }
    try backend.withStore { store throws in
      for batch in stride(from: 0, to: events.count, by: 500) {
        _ = try store.insert(Array(events[batch..<min(batch + 500, events.count)]))
      }
      let queries = [
        EventQuery(campaign: "summer-sale"), EventQuery(campaign: "summer-sale", source: .all),
        EventQuery(campaign: "summer-sale", source: .preview, from: fixtureNow - 400_000_000),
      ]
      for query in queries {
        for dimension in SliceDimension.allCases {
          let stored = try store.slicedReportSums(query, by: dimension)
          #expect(stored == referenceSlices(events, query, by: dimension), "\(query) \(dimension)")
        }
      }
    }
  }
}
