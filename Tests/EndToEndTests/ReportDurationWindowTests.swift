import Foundation
import TestSupport
import Testing

/// The duration's window through the server (issue 43): the last 7 complete UTC days of the range, cut
/// at `from`, today left out until it is over, against a count by hand.
@Suite struct ReportDurationWindowTests {
  struct Body: Decodable {
    struct Duration: Decodable {
      let windowDays: Double
      let unitsPerDay: Double?
      enum CodingKeys: String, CodingKey {
        case windowDays = "window_days"
        case unitsPerDay = "units_per_day"
      }
    }
    let duration: Duration
  }

  @Test func thePaceIsTheUnitsOfTheLastSevenCompleteDays() async throws {
    let harness = try EventServer()
    let day: Int64 = 86_400_000
    let now = Int64(Date().timeIntervalSince1970 * 1000)
    let today = now / day * day
    // 3 users 10 days ago, 7 five days ago, 14 two days ago, 100 today (an hour into it at most:
    // never after now).
    var events: [String] = []
    for (daysAgo, users) in [(10, 3), (5, 7), (2, 14), (0, 100)] {
      for user in 0..<users {
        let ts = daysAgo == 0 ? today + (now - today) / 2 : today - Int64(daysAgo) * day + 3_600_000
        events.append(
          EventServer.event(
            "dur-\(daysAgo)-\(String(format: "%04d", user))",
            extra: ",\"user\":\"d\(daysAgo)-\(user)\",\"ts\":\(ts)"))
      }
    }
    let connection = try RawHTTPConnection(port: harness.port)
    #expect(try EventServer.post(connection, "{\"events\":[\(events.joined(separator: ","))]}").status == 200)
    func duration(_ query: String) async throws -> Body.Duration {
      let answer = try await HTTPClient.request(
        URL(string: "\(harness.server.baseURL)/api/report/ab-test\(query)")!)
      #expect(answer.status == 200, "\(answer.text)")
      return try JSONDecoder().decode(Body.self, from: answer.body).duration
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    func date(_ daysAgo: Int64) -> String {
      formatter.string(from: Date(timeIntervalSince1970: Double(today - daysAgo * day) / 1000))
    }
    // Open range: the 7 days before today hold the 7 + 14 users first seen there.
    let open = try await duration("")
    #expect(open.windowDays == 7 && open.unitsPerDay == 3, "\(open)")
    // From 6 days ago: 6 complete days, the same 21 users.
    let recent = try await duration("?from=\(date(6))")
    #expect(recent.windowDays == 6 && recent.unitsPerDay == 3.5, "\(recent)")
    // Through 3 days ago (to is inclusive of its day): the 7 days up to then hold the 7 users of 5
    // days ago; the 3 of 10 days ago came before the window.
    let earlier = try await duration("?to=\(date(3))")
    #expect(earlier.windowDays == 7 && earlier.unitsPerDay == 1, "\(earlier)")
    #expect(harness.server.stop() == 0)
  }
}
