import Foundation

/// How many browser tests drive Chromium at once across the whole test process: each `withBrowser`
/// body holds a slot. Swift Testing starts every suite together, and twenty Chromiums loading pages at
/// once on two cores starve each other past the page-load timeout; a few at a time finish sooner.
/// `DIALOG_PREVIEW_BROWSERS` sets the number (default 3).
actor BrowserSlots {
  static let shared = BrowserSlots(
    count: ProcessInfo.processInfo.environment["DIALOG_PREVIEW_BROWSERS"].flatMap(Int.init).map { max(1, $0) }
      ?? 3)

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) { free = count }

  /// Waits for a free slot and takes it.
  func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives the slot to the next waiting test, or frees it.
  func release() {
    if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
  }
}
