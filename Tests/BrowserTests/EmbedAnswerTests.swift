import Foundation
import TestSupport
import Testing

/// The embed answers every command: `ready` once, then `ack` or `error` echoing the command and its
/// `id`; what UIKit refuses (dismiss while presenting, present while dismissing) is refused aloud.
@Suite(.serialized, .sharedBrowser)
struct EmbedAnswerTests {
  /// Posts `data` to the framed embed and waits for the answer (`ack` or `error`) echoing `id`.
  static func answer(_ browser: Browser, _ data: [String: ScriptValue], id: String) async throws
    -> ScriptValue
  {
    let start = try await browser.messages().count
    var data = data
    data["type"] = "dialog-preview"
    data["id"] = .string(id)
    try await browser.postToFrame(.object(data))
    return try await browser.waitForMessage(
      "d => (d.event === 'ack' || d.event === 'error') && d.id === '\(id)'", after: start
    ).data
  }

  @Test func everyCommandIsAnsweredAndRefusalsSayWhy() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.navigate(to: fixture.framed("refer-a-friend", "autoplay=0&slow=20"))
      let ready = try await browser.waitForMessage("d => d.event === 'ready'")
      #expect(ready.data["phase"] == "dismissed")

      let early = try await Self.answer(browser, ["command": "seek", "t": 10], id: "s0")
      #expect(early["event"] == "error", "nothing to seek yet: \(early)")
      let present = try await Self.answer(browser, ["command": "present"], id: "p1")
      #expect(present["event"] == "ack" && present["command"] == "present", "\(present)")
      #expect(present["phase"] == "presenting")
      // 0.5 s × 20: still presenting. Dismissing now is refused, as UIKit refuses it.
      let dismiss = try await Self.answer(browser, ["command": "dismiss"], id: "d1")
      #expect(dismiss["event"] == "error" && dismiss["command"] == "dismiss", "\(dismiss)")
      #expect(dismiss["message"]?.string?.contains("presenting") == true, "\(dismiss)")
      #expect(dismiss["phase"] == "presenting", "nothing changed")
      let again = try await Self.answer(browser, ["command": "present"], id: "p2")
      #expect(again["event"] == "ack" && again["phase"] == "presenting", "present while presenting: \(again)")

      let unknown = try await Self.answer(browser, ["command": "explode"], id: "x1")
      #expect(unknown["event"] == "error" && unknown["command"] == "explode", "\(unknown)")
      #expect(
        unknown["message"]?.string?.contains("present, dismiss, pause, play, seek") == true, "\(unknown)")
      let badSeek = try await Self.answer(browser, ["command": "seek", "t": "soon"], id: "s1")
      #expect(
        badSeek["event"] == "error" && badSeek["message"]?.string?.contains("number") == true, "\(badSeek)")

      let pause = try await Self.answer(browser, ["command": "pause"], id: "z1")
      #expect(pause["event"] == "ack" && pause["paused"] == true, "\(pause)")
      let seek = try await Self.answer(browser, ["command": "seek", "t": 100], id: "s2")
      #expect(seek["event"] == "ack" && seek["paused"] == true && seek["transition"] == "present", "\(seek)")
      let play = try await Self.answer(browser, ["command": "play"], id: "y1")
      #expect(play["event"] == "ack" && play["paused"] == false, "\(play)")

      // An id that is not a short string is refused; commands without an id are answered without one.
      let start = try await browser.messages().count
      try await browser.postToFrame([
        "type": "dialog-preview", "command": "pause", "id": .string(String(repeating: "i", count: 65)),
      ])
      let long = try await browser.waitForMessage("d => d.event === 'error'", after: start)
      #expect(long.data["id"] == nil && long.data["message"]?.string?.contains("64") == true, "\(long.data)")
      try await browser.postToFrame(["type": "dialog-preview", "command": "play"])
      let bare = try await browser.waitForMessage("d => d.event === 'ack'", after: start)
      #expect(bare.data["id"] == nil && bare.data["command"] == "play")
      #expect(try await browser.messages().filter { $0.data["event"] == "ready" }.count == 1, "ready once")
    }
  }

  @Test func presentWhileDismissingIsRefused() async throws {
    let fixture = try EmbedFixture()
    try await withBrowser { browser in
      try await browser.navigate(to: fixture.framed("new-feature", "slow=20"))
      try await browser.waitForPhase("presented", timeout: .seconds(15))
      let dismiss = try await Self.answer(browser, ["command": "dismiss"], id: "d")
      #expect(dismiss["event"] == "ack" && dismiss["phase"] == "dismissing", "\(dismiss)")
      let present = try await Self.answer(browser, ["command": "present"], id: "p")
      #expect(
        present["event"] == "error" && present["message"]?.string?.contains("dismissing") == true,
        "\(present)")
      let twice = try await Self.answer(browser, ["command": "dismiss"], id: "d2")
      #expect(twice["event"] == "ack" && twice["phase"] == "dismissing", "dismiss while dismissing: \(twice)")
    }
  }
}
