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
            safe: [parseFloat(cs.getPropertyValue('--dp-st')), parseFloat(cs.getPropertyValue('--dp-sb'))],
            dialog: Number(getComputedStyle(document.querySelector('[data-dialog]')).zIndex),
            bar: document.querySelector('.dp-app-bar').getBoundingClientRect().height };
          """)
        let status = (phone["status"]?.array ?? []).compactMap(\.double)
        #expect(
          status.count == 5 && status[0] == 0 && status[3] == device.top,
          "\(device.name): status bar \(phone)")
        #expect(phone["time"]?.string?.contains("9:41") == true, "\(device.name): \(phone)")
        // The safe area as the layout rule has it: --dp-st and --dp-sb, in points (--safe-top is
        // calc(var(--dp-st) * 1px) since the rule's variables came, its computed value that text).
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

  /// iPads and landscape (issue 41 item 4): the iPads' 24-pt status bar and 20-pt home indicator, in
  /// both orientations and at a split width; iPhones in landscape have no status bar, the home
  /// indicator in the 21-pt bottom inset and the Dynamic Island in the left one; the SE in landscape
  /// draws nothing. Dark mode: white status bar text and home indicator on a dark app.
  @Test func iPadsAndLandscapeHaveTheirOwnBarsAndDarkModeIsWhiteOnDark() async throws {
    let fixture = try EmbedFixture()
    let cases: [(query: String, top: Double?, bottom: Double?, island: Bool)] = [
      ("device=ipad-10", 24, 20, false), ("device=ipad-pro-13&orientation=landscape", 24, 20, false),
      ("device=ipad-10&orientation=landscape&split=320", 24, 20, false),
      ("device=iphone-15&orientation=landscape", nil, 21, true),
      ("device=iphone-15-pro-max&orientation=landscape&direction=rtl", nil, 21, true),
      ("device=iphone-se&orientation=landscape", nil, nil, false),
    ]
    try await withBrowser { browser in
      try await browser.setViewport(width: 1400, height: 1400)
      for item in cases {
        try await browser.navigate(to: fixture.embed("welcome-back", item.query + "&appearance=dark"))
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        let screen = try await browser.executeScript(
          """
          const s = document.querySelector('.dp-screen').getBoundingClientRect();
          const rect = q => { const e = document.querySelector(q); if (!e) return null;
            const r = e.getBoundingClientRect(); return [r.top - s.top, s.bottom - r.bottom, r.left - s.left, r.width, r.height]; };
          const bar = document.querySelector('.dp-status-bar');
          return { status: rect('.dp-status-bar'), home: rect('.dp-home-indicator'), island: rect('.dp-island-side'),
            color: bar ? getComputedStyle(bar).color : null,
            homeColor: (e => e ? getComputedStyle(e).backgroundColor : null)(document.querySelector('.dp-home-indicator')),
            app: getComputedStyle(document.querySelector('.dp-app-row')).backgroundColor };
          """)
        let status = (screen["status"]?.array ?? []).compactMap(\.double)
        if let top = item.top {
          #expect(status.count == 5 && status[0] == 0 && status[4] == top, "\(item.query): \(screen)")
          #expect(screen["color"] == "rgb(255, 255, 255)", "white status bar text in dark mode: \(screen)")
        } else {
          #expect(screen["status"] == .null, "\(item.query): no status bar in landscape: \(screen)")
        }
        let home = (screen["home"]?.array ?? []).compactMap(\.double)
        if let bottom = item.bottom {
          #expect(
            home.count == 5 && home[1] > 0 && home[1] < bottom && home[3] > 100, "\(item.query): \(screen)")
          #expect(screen["homeColor"] == "rgb(255, 255, 255)", "\(item.query): \(screen)")
        } else {
          #expect(screen["home"] == .null, "\(item.query): \(screen)")
        }
        let island = (screen["island"]?.array ?? []).compactMap(\.double)
        if item.island {
          #expect(
            island.count == 5 && island[2] > 0 && island[2] + island[3] < 59, "\(item.query): \(screen)")
        } else {
          #expect(screen["island"] == .null, "\(item.query): \(screen)")
        }
        #expect(screen["app"] == "rgb(28, 28, 30)", "the app in dark colours: \(screen)")
      }
    }
  }
}
