import Foundation
import TestSupport

/// Issue 44's random sample of valid campaigns for the motion report's error budget: every preset but
/// the system slide, durations 0.15–1.2 s, named curves, beziers with control points in
/// [0, 1] × [−0.5, 1.5], UIKit springs with damping 0.3–0.95 and velocity −2…3, start scales 0.3–1.5;
/// one variant per campaign file. `MOTION_SAMPLE=N` sets how many (0 unless set: `make test` runs
/// the shipped campaigns, the override lab and ``RandomCampaigns``; `make motion-report` runs 200),
/// `MOTION_SEED` the seed (printed).
enum MotionSample {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["MOTION_SEED"].flatMap { UInt64($0) } ?? 0x0044_2026_1206
  static let count = ProcessInfo.processInfo.environment["MOTION_SAMPLE"].flatMap { Int($0) } ?? 0
  static let presets = ["campaign-fade", "pop-grow", "pop-shrink", "spring-from-source"]

  /// The campaigns' ids and file texts, in order.
  static let files: [(id: String, json: String)] = {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { index in
      let id = "motion-\(index + 1)"
      let json = """
        {
          "id": "\(id)",
          "title": "Motion sample \(index + 1) (seed \(seed))",
          "banner": "banners/summer-sale.png",
          "actionURL": "https://example.com/motion",
          "variants": [ { "id": "A", "style": \(style(&random, kind: index)) } ]
        }

        """
      return (id, json)
    }
  }()

  static func contains(_ campaign: String) -> Bool { campaign.hasPrefix("motion-") && count > 0 }

  /// The folder holding the files (written once per run, removed when the test process exits).
  static let folder = RandomCampaigns.writeFolder(named: "motion-sample", files: files)

  /// One random style; `kind` cycles named curves, beziers and springs so each kind is a third.
  static func style(_ random: inout SplitMix64, kind: Int) -> String {
    let preset = presets[random.below(presets.count)]
    var members = [#""preset": "\#(preset)""#]
    members.append(#""presentDuration": \#(text(random.uniform(0.15, 1.2)))"#)
    members.append(#""dismissDuration": \#(text(random.uniform(0.15, 1.2)))"#)
    members.append(#""fromScale": \#(text(random.uniform(0.3, 1.5)))"#)
    switch kind % 3 {
    case 0:
      let names = ["easeInOut", "easeIn", "easeOut", "linear"]
      members.append(#""curve": "\#(names[random.below(names.count)])""#)
    case 1:
      let points = [
        random.uniform(0, 1), random.uniform(-0.5, 1.5), random.uniform(0, 1), random.uniform(-0.5, 1.5),
      ]
      members.append(#""curve": { "bezier": [\#(points.map(text).joined(separator: ", "))] }"#)
    default:
      let damping = random.uniform(0.3, 0.95)
      let velocity = random.uniform(-2, 3)
      members.append(
        #""curve": { "spring": { "damping": \#(text(damping)), "velocity": \#(text(velocity)) } }"#)
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  static func text(_ value: Double) -> String { String(format: "%.3f", value) }
}
