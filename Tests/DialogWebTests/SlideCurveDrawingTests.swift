import DialogMotion
import Foundation
import Testing

@testable import DialogWeb

/// The gallery and the QA page draw the slide's curve from its definition, so they show
/// dialog-spec.md §4's critically damped spring: progress 0.232230 at 0.05 s, 0.879282 at 0.2 s.
struct SlideCurveDrawingTests {
  /// §4's table at the polyline's sample fractions (t / 0.5 s on a 101-point polyline).
  static let table: [(index: Int, progress: Double)] = [
    (5, 0.077293), (10, 0.232230), (20, 0.544778), (30, 0.758261), (40, 0.879282), (60, 0.972919),
    (80, 0.994408), (100, 0.998901),
  ]

  /// The points of every polyline with `data-curve="role"` in `html`, in plot units.
  func polylines(_ role: String, in html: String) -> [[(x: Double, y: Double)]] {
    html.components(separatedBy: "data-curve=\"\(role)\"").dropFirst().compactMap { rest in
      guard let start = rest.range(of: "points=\"") else { return nil }
      let list = rest[start.upperBound...].prefix { $0 != "\"" }
      return list.split(separator: " ").map { pair in
        let xy = pair.split(separator: ",").map { Double($0)! }
        return (xy[0], xy[1])
      }
    }
  }

  func expectSpecTable(in html: String, _ page: String) {
    for role in ["present", "dismiss"] {
      let charts = polylines(role, in: html)
      #expect(!charts.isEmpty, "\(page) draws the \(role) curve")
      for points in charts {
        #expect(points.count == CurveSVG.sampleCount)
        for (index, progress) in Self.table {
          // Plot units have three decimals: progress to 1e-5.
          #expect(abs((100 - points[index].y) / 100 - progress) < 1e-5, "\(page) \(role) at \(index)")
        }
      }
    }
  }

  @Test func theGalleryDrawsTheSlideAsTheSpec() {
    expectSpecTable(in: GalleryPage.render(items: [], presets: [.halfScreenSlide]), "gallery")
  }

  @Test func theQAPageDrawsTheSlideAsTheSpec() {
    let model = PreviewModel(
      campaignID: "weekend-flash-sale", title: "Weekend",
      variants: [.init(id: "A", preset: "half-screen-slide", definition: .halfScreenSlide)],
      variantID: "A", definition: .halfScreenSlide)
    expectSpecTable(in: PreviewPage.render(model), "QA page")
  }
}
