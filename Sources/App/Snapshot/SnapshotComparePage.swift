import DialogMotion
import DialogWeb
import Foundation

/// `compare/index.html`: only what changed, variant by variant: the definition's changed fields, each
/// changed curve as both curves over one time axis, each changed frame as base, new and a difference
/// overlay side by side. A static page (opened from disk or a CI artifact), every name escaped.
enum SnapshotComparePage {
  static func html(_ comparison: SnapshotComparison, base: String, new: String) -> String {
    let summary =
      comparison.changes == 0
      ? "No change beyond the tolerances: \(comparison.framesCompared) frames and \(comparison.curvesCompared) curves compared."
      : "\(count(comparison.frames.count, "frame")), \(count(comparison.curves.count, "curve")) and "
        + "\(count(comparison.variants.count, "variant")) changed beyond the tolerances, of "
        + "\(comparison.framesCompared) frames and \(comparison.curvesCompared) curves compared."
    var groups: [String] = []
    func note(_ campaign: String, _ variant: String) {
      if !groups.contains(campaign + " · " + variant) { groups.append(campaign + " · " + variant) }
    }
    comparison.variants.forEach { note($0.campaign, $0.variant) }
    comparison.curves.forEach { note($0.campaign, $0.variant) }
    comparison.frames.forEach { note($0.campaign, $0.variant) }
    let sections = groups.map { group in section(group, comparison) }
    let page: HTMLNode = .el(
      "html", [("lang", "en")],
      [
        .el(
          "head", [],
          [
            .void("meta", [("charset", "utf-8")]),
            .void(
              "meta",
              [
                ("http-equiv", "Content-Security-Policy"),
                ("content", "default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'"),
              ]),
            .void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
            .el("title", [], [.text("dialog-preview snapshot: what changed")]),
            .el("style", [], [.unsafeRaw(style)]),
          ]),
        .el(
          "body", [],
          [
            .el("h1", [], [.text("What changed in the campaigns' motion")]),
            .el("p", [("class", "summary"), ("data-changes", String(comparison.changes))], [.text(summary)]),
            .el(
              "p", [("class", "sources")],
              [
                .text(
                  "Base: \(base). New: \(new). A frame changed when more than \(number(comparison.tolerance)) % of its "
                    + "pixels differ by more than \(SnapshotComparison.channelTolerance) of 255 in a channel; a curve "
                    + "when it moves more than \(number(comparison.curveTolerance)) % of travel away from the base's."
                )
              ]),
          ] + sections),
      ])
    return page.document()
  }

  private static func section(_ group: String, _ comparison: SnapshotComparison) -> HTMLNode {
    let parts = group.components(separatedBy: " · ")
    let campaign = parts[0]
    let variant = parts[1]
    let mine = { (c: String, v: String) in c == campaign && v == variant }
    var children: [HTMLNode] = [.el("h2", [], [.text("\(campaign) · variant \(variant)")])]
    for change in comparison.variants where mine(change.campaign, change.variant) {
      switch change.kind {
      case "added", "removed":
        children.append(
          .el("p", [("data-change", change.kind)], [.text("This variant was \(change.kind).")]))
      default:
        children.append(
          .el(
            "ul", [("data-change", "definition")],
            change.fields.map { field in
              .el("li", [], [.el("code", [], [.text(field.path)]), .text(": \(field.base) → \(field.new)")])
            }))
      }
    }
    for curve in comparison.curves where mine(curve.campaign, curve.variant) {
      children.append(SnapshotCurveChart.figure(curve))
    }
    let frames = comparison.frames.filter { mine($0.campaign, $0.variant) }
    if !frames.isEmpty { children.append(.el("ol", [("class", "frames")], frames.map(frameItem))) }
    return .el("section", [("data-campaign", campaign), ("data-variant", variant)], children)
  }

  private static func frameItem(_ change: SnapshotComparison.FrameChange) -> HTMLNode {
    let frame = change.frame
    let percent = Double(change.differing) * 100 / Double(max(change.total, 1))
    let what =
      switch change.kind {
      case "added": "added (not in the base)"
      case "removed": "removed (only in the base)"
      default:
        change.sizeChanged ? "its size changed" : "\(change.differing) pixels differ (\(number(percent)) %)"
      }
    let caption =
      "\(frame.device) · \(frame.appearance) · \(frame.transition) at \(number(frame.fraction * 100)) % "
      + "(\(number(frame.tMs)) ms): \(what)"
    var images: [HTMLNode] = []
    for (label, file) in [
      ("base", change.baseImage), ("new", change.newImage), ("difference", change.overlayImage),
    ] {
      guard let file, !(label == "new" && change.kind == "removed") else { continue }
      images.append(
        .el(
          "figure", [("data-image", label)],
          [
            .void("img", [("src", file), ("alt", "\(label): \(caption)")]),
            .el("figcaption", [], [.text(label)]),
          ]))
    }
    return .el(
      "li",
      [
        ("data-change", "frame"), ("data-kind", change.kind), ("data-device", frame.device),
        ("data-appearance", frame.appearance), ("data-transition", frame.transition),
        ("data-fraction", number(frame.fraction)),
      ],
      [.el("p", [], [.text(caption)]), .el("div", [("class", "images")], images)])
  }

  /// At most 4 decimals, trailing zeros dropped (DialogMotion's NumberText).
  static func number(_ value: Double) -> String { NumberText.format(value, maxFractionDigits: 4) }

  private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  private static let style = """
    body { font: 15px/1.45 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
    h2 { margin-top: 32px; border-top: 1px solid #d1d1d6; padding-top: 16px; }
    .frames { list-style: none; padding: 0; }
    .frames li { margin: 16px 0; }
    .images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
    figure { margin: 0; }
    figure img { width: 240px; height: auto; border: 1px solid #c7c7cc; display: block; }
    figcaption { font-size: 13px; color: #3a3a3c; }
    svg { width: 480px; max-width: 100%; height: auto; border: 1px solid #d1d1d6; }
    .base { stroke: #8e8e93; stroke-dasharray: 4 3; }
    .new { stroke: #d70015; }
    @media (prefers-color-scheme: dark) {
      body { color: #f2f2f7; background: #1c1c1e; }
      figcaption { color: #d1d1d6; }
    }
    """
}
