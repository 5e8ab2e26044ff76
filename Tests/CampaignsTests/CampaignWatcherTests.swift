import Campaigns
import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

/// Collects a watcher's events; `next` waits for one (the watcher's callback is the signal).
final class EventRecorder: Sendable {
  private let events = Mutex<[CampaignWatcher.Event]>([])
  private let arrived = DispatchSemaphore(value: 0)

  func record(_ event: CampaignWatcher.Event) {
    events.withLock { $0.append(event) }
    arrived.signal()
  }

  /// The next event, or nil after `timeout` seconds.
  func next(timeout: Double = 2) -> CampaignWatcher.Event? {
    guard arrived.wait(timeout: .now() + timeout) == .success else { return nil }
    return events.withLock { $0.removeFirst() }
  }
}

@Suite struct CampaignWatcherTests {
  /// A folder with `promo.json`, its store and a running watcher.
  final class Fixture {
    let folder: CampaignFolder
    let store: CampaignStore
    let recorder = EventRecorder()
    let watcher: CampaignWatcher

    init() throws {
      folder = try CampaignFolder()
      try folder.writeCampaign("promo.json", CampaignText.file(title: #""One""#))
      let loader = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder)
      let load = loader.load()
      store = CampaignStore(load.catalog)
      watcher = CampaignWatcher(loader: loader, store: store, after: load, interval: 0.05) { [recorder] in
        recorder.record($0)
      }
      watcher.start()
    }

    deinit { watcher.stop() }
  }

  @Test func aValidEditReplacesTheCatalog() throws {
    let fixture = try Fixture()
    try fixture.folder.writeCampaign("promo.json", CampaignText.file(title: #""Two, longer""#))
    guard case .reloaded(let catalog) = fixture.recorder.next() else { throw TestFailure("no reload") }
    #expect(catalog.campaign(id: "promo")?.title == "Two, longer")
    #expect(fixture.store.catalog == catalog)
  }

  @Test func anInvalidEditKeepsTheLastValidCatalogAndReportsTheProblem() throws {
    let fixture = try Fixture()
    let before = fixture.store.catalog
    try fixture.folder.writeCampaign("promo.json", CampaignText.file(title: #""Two""#, extra: #""bogus": 1"#))
    guard case .rejected(let problems) = fixture.recorder.next() else { throw TestFailure("no rejection") }
    #expect(problems.map(\.description).contains { $0.hasPrefix("promo.json: bogus: ") })
    #expect(fixture.store.catalog == before)
    #expect(fixture.recorder.next(timeout: 0.3) == nil, "a rejected edit is reported once")
    try fixture.folder.writeCampaign("promo.json", CampaignText.file(title: #""Fixed""#))
    guard case .reloaded = fixture.recorder.next() else { throw TestFailure("no reload after the fix") }
    #expect(fixture.store.catalog.campaign(id: "promo")?.title == "Fixed")
  }

  @Test func addingAndDeletingFilesAreEdits() throws {
    let fixture = try Fixture()
    try fixture.folder.writeCampaign("extra.json", CampaignText.file(id: #""extra""#))
    guard case .reloaded = fixture.recorder.next() else { throw TestFailure("no reload after adding") }
    #expect(fixture.store.catalog.ids == ["extra", "promo"])
    try fixture.folder.removeCampaign("promo.json")
    guard case .reloaded = fixture.recorder.next() else { throw TestFailure("no reload after deleting") }
    #expect(fixture.store.catalog.ids == ["extra"])
  }

  @Test func otherFilesAreNotEdits() throws {
    let fixture = try Fixture()
    try fixture.folder.writeCampaign("notes.txt", "hello")
    #expect(fixture.recorder.next(timeout: 0.3) == nil)
  }

  @Test func afterStopNoEditIsPickedUp() throws {
    let fixture = try Fixture()
    fixture.watcher.stop()
    try fixture.folder.writeCampaign("promo.json", CampaignText.file(title: #""Two""#))
    #expect(fixture.recorder.next(timeout: 0.3) == nil)
    #expect(fixture.store.catalog.campaign(id: "promo")?.title == "One")
  }
}
