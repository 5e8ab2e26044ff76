import Foundation
import TestSupport
import Testing

/// iOS draws no focus ring: the dialog takes focus on present, with no ring until the keyboard is used.
@Suite(.serialized, .sharedBrowser)
struct EmbedFocusRingTests {
  static let focused = """
    const a = document.activeElement; const s = getComputedStyle(a);
    return { inDialog: document.querySelector('[data-dialog]').contains(a), ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 };
    """

  @Test func noRingAroundThePresentedDialogUntilTheKeyboardIsUsed() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      for campaign in ["welcome-back", "new-feature", "app-update", "refer-a-friend", "weekend-flash-sale"] {
        try await browser.navigate(to: fixture.embed(campaign))
        try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
        let before = try await browser.executeScript(Self.focused)
        #expect(before["inDialog"] == true, "\(campaign): focus moved into the dialog")
        #expect(before["ring"] == false, "\(campaign): no ring after presenting: \(before)")
        try await browser.pressKey(.tab)
        let after = try await browser.executeScript(Self.focused)
        #expect(
          after["inDialog"] == true && after["ring"] == true, "\(campaign): Tab shows the ring: \(after)")
      }
    }
  }
}
