import DialogMotion
import DialogWeb
import Foundation
import Testing

/// `make motion-report`'s figures on the QA page (issue 44, part 3): shown for the transition measured
/// and for another with the same motion, never for an edited one; a missing file is none, a broken
/// one a sentence.
struct MotionMeasurementsTests {
  static let measurements = MotionMeasurements(
    measured: "2026-12-06",
    motions: [
      .init(
        campaign: "summer-sale", variant: "B", transition: "present",
        motion: MotionMeasurements.motionKey(Self.springB, .present), browserVsUIKitPercent: 0.0123),
      .init(
        campaign: "welcome-back", variant: "A", transition: "dismiss",
        motion: MotionMeasurements.motionKey(.campaignFade, .dismiss), browserVsUIKitPercent: 0.0004),
    ])

  static var springB: DialogDefinition {
    DialogDefinition.springFromSource.applying(
      StyleOverrides(
        presentDuration: 0.6, curve: .spring(UIKitSpring(dampingRatio: 0.75, initialVelocity: 0.4))))
  }

  @Test func aFigureShowsForItsMotionAndNotForAnEditedOne() {
    let m = Self.measurements
    #expect(
      m.percent(campaign: "summer-sale", variant: "B", direction: .present, definition: Self.springB)
        == 0.0123)
    #expect(
      m.percent(campaign: "summer-sale", variant: "B", direction: .dismiss, definition: Self.springB) == nil)
    var edited = Self.springB
    edited.present.curve = .spring(UIKitSpring(dampingRatio: 0.5, initialVelocity: 0.4))
    #expect(m.percent(campaign: "summer-sale", variant: "B", direction: .present, definition: edited) == nil)
    // The same motion in another campaign: the same easing over the same travel.
    #expect(
      m.percent(campaign: "summer-sale", variant: "A", direction: .dismiss, definition: .campaignFade)
        == 0.0004)
    #expect(
      m.sentence(campaign: "summer-sale", variant: "B", definition: Self.springB)
        == "; Chromium measured present 0.0123 % (make motion-report, 2026-12-06)")
    #expect(m.sentence(campaign: "summer-sale", variant: "B", definition: edited) == "")
  }

  @Test func theQAPageShowsTheFigureBesideTheBound() throws {
    var model = PreviewModel(
      campaignID: "summer-sale", title: "Summer sale",
      variants: [.init(id: "B", preset: "spring-from-source", definition: Self.springB)],
      variantID: "B", definition: Self.springB)
    model.measurements = Self.measurements
    let html = PreviewPage.render(model)
    #expect(html.contains("; Chromium measured present 0.0123 % (make motion-report, 2026-12-06)"))
    model.measurements = .none
    #expect(!PreviewPage.render(model).contains("Chromium measured"))
  }

  @Test func aMissingFileIsNoneAndABrokenOneASentence() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = MotionMeasurements.load(path: folder.appendingPathComponent("none.json").path)
    #expect(missing.measurements == .none && missing.problem == nil)
    let broken = folder.appendingPathComponent("broken.json")
    try Data("{\"measured\": 1}".utf8).write(to: broken)
    let read = MotionMeasurements.load(path: broken.path)
    #expect(read.measurements == .none)
    #expect(read.problem?.contains("is not a motion report's measurements") == true)
    let shipped = MotionMeasurements.load(path: "Resources/motion-measurements.json")
    #expect(shipped.problem == nil)
  }
}
