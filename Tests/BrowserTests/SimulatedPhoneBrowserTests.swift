import Foundation
import TestSupport
import Testing

/// The simulated phone reads as an iPhone: a status bar in the top safe area and, on the Face ID
/// models, the home indicator in the bottom one (iPhone SE: 20 / 0 pt, iPhone 15 and 15 Pro Max: 59 / 34 pt).
@Suite(.serialized, .sharedBrowser)
struct SimulatedPhoneBrowserTests {
  static let devices: [(name: String, top: Double, bottom: Double)] = [
    ("iphone-se", 20, 0), ("iphone-15", 59, 34), ("iphone-15-pro-max", 59, 34),
  ]

  @Test func everyDeviceHasItsStatusBarAndHomeIndicatorAboveTheDialog() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      for device in Self.devices {
        // campaign-fade covers the whole screen: the bars must still show above it.
        try await browser.navigate(to: fixture.embed("welcome-back", "device=\(device.name)"))
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        let phone = try await browser.executeScript(
          """
          const s = document.querySelector('.dp-screen').getBoundingClientRect();
          const rect = q => { const e = document.querySelector(q); if (!e || getComputedStyle(e).display === 'none') return null;
            const r = e.getBoundingClientRect(); return [r.top - s.top, s.bottom - r.bottom, r.width, r.height, Number(getComputedStyle(e).zIndex)]; };
          const cs = getComputedStyle(document.querySelector('.dp-screen'));
          return { status: rect('.dp-status-bar'), home: rect('.dp-home-indicator'), time: (document.querySelector('.dp-status-bar') || {}).textContent,
            safe: [parseFloat(cs.getPropertyValue('--safe-top')), parseFloat(cs.getPropertyValue('--safe-bottom'))],
            dialog: Number(getComputedStyle(document.querySelector('[data-dialog]')).zIndex),
            bar: document.querySelector('.dp-app-bar').getBoundingClientRect().height };
          """)
        let status = (phone["status"]?.array ?? []).compactMap(\.double)
        #expect(
          status.count == 5 && status[0] == 0 && status[3] == device.top,
          "\(device.name): status bar \(phone)")
        #expect(phone["time"]?.string?.contains("9:41") == true, "\(device.name): \(phone)")
        #expect(phone["safe"] == [.number(device.top), .number(device.bottom)], "\(device.name): \(phone)")
        #expect(
          status.count == 5 && status[4] > (phone["dialog"]?.double ?? .infinity),
          "above the dialog: \(phone)")
        #expect(
          (phone["bar"]?.double ?? 0) > device.top, "the app's bar starts below the status bar: \(phone)")
        if device.bottom > 0 {
          let home = (phone["home"]?.array ?? []).compactMap(\.double)
          #expect(
            home.count == 5 && home[1] > 0 && home[1] < device.bottom && home[2] > 100,
            "\(device.name): home indicator \(phone)")
        } else {
          #expect(phone["home"] == .null, "\(device.name) has a home button, no indicator: \(phone)")
        }
      }
    }
  }
}
