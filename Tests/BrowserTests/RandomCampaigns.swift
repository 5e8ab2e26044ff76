import Foundation
import Synchronization
import TestSupport

/// Campaigns with random valid overrides, the same every run (a fixed seed): durations from 0.05 to
/// 10 s, named and bezier curves, UIKit springs with damping down to 0.3, start scales, overlay
/// alphas; half-screen-slide variants take an overlay alpha only, as the contract allows. Written as
/// campaign files into a temporary folder for the test server, for measurements beyond the shipped
/// campaigns and the override lab.
enum RandomCampaigns {
  static let seed: UInt64 = 0x5EED_2026_1201
  static let campaignCount = 8
  static let variantsPerCampaign = 4
  static let presets = ["campaign-fade", "pop-grow", "pop-shrink", "spring-from-source", "half-screen-slide"]

  /// The campaigns' ids and file texts, in order.
  static let files: [(id: String, json: String)] = {
    var random = SplitMix64(seed: seed)
    return (1...campaignCount).map { index in
      let id = "random-\(index)"
      let variants = (0..<variantsPerCampaign).map { variant in
        let letter = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(variant)))
        return
          #"{ "id": "\#(letter)", "style": \#(style(&random, curveKind: index * variantsPerCampaign + variant)) }"#
      }
      let json = """
        {
          "id": "\(id)",
          "title": "Random overrides \(index) (seed \(String(seed, radix: 16)))",
          "banner": "banners/summer-sale.png",
          "actionURL": "https://example.com/random",
          "variants": [
            \(variants.joined(separator: ",\n    "))
          ]
        }

        """
      return (id, json)
    }
  }()

  /// Every (campaign, variant) pair.
  static var variants: [(campaign: String, variant: String)] {
    files.flatMap { file in
      (0..<variantsPerCampaign).map { (file.id, String(UnicodeScalar(UInt8(ascii: "A") + UInt8($0)))) }
    }
  }

  static func contains(_ campaign: String) -> Bool { files.contains { $0.id == campaign } }

  /// The folder holding the files (under the system's temporary folder, written once per run and
  /// removed when the test process exits).
  static let folder = writeFolder(named: "random-campaigns", files: files)

  /// A new folder under the system's temporary folder holding `files` as `ID.json`, removed when the
  /// test process exits.
  static func writeFolder(named name: String, files: [(id: String, json: String)]) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      try! Data(file.json.utf8).write(to: folder.appendingPathComponent("\(file.id).json"))
    }
    removedAtExit.withLock { $0.append(folder) }
    return folder
  }

  /// The folders ``writeFolder(named:files:)`` made, removed at exit.
  private static let removedAtExit: Mutex<[URL]> = {
    atexit {
      for folder in RandomCampaigns.removedAtExit.withLock({ $0 }) {
        try? FileManager.default.removeItem(at: folder)
      }
    }
    return Mutex([])
  }()

  /// One random style object. `curveKind` cycles named, bezier and spring curves so that each kind
  /// appears, and successive springs draw their damping from the bands 0.3–0.44, 0.44–0.58, …,
  /// 0.86–1 in turn, so that lightly damped springs are always in the sample.
  static func style(_ random: inout SplitMix64, curveKind: Int) -> String {
    let preset = presets[random.below(presets.count)]
    var members = [#""preset": "\#(preset)""#]
    if random.chance(0.8) { members.append(#""overlayAlpha": \#(text(random.uniform(0, 1)))"#) }
    guard preset != "half-screen-slide" else { return "{ " + members.joined(separator: ", ") + " }" }
    if random.chance(0.7) { members.append(#""presentDuration": \#(text(random.logUniform(0.05, 10)))"#) }
    if random.chance(0.7) { members.append(#""dismissDuration": \#(text(random.logUniform(0.05, 10)))"#) }
    if random.chance(0.6) { members.append(#""fromScale": \#(text(random.uniform(0.05, 2)))"#) }
    switch curveKind % 3 {
    case 0:
      let names = ["easeInOut", "easeIn", "easeOut", "linear"]
      members.append(#""curve": "\#(names[random.below(names.count)])""#)
    case 1:
      let (x1, y1) = (random.uniform(0, 1), random.uniform(-0.6, 1.6))
      let (x2, y2) = (random.uniform(0, 1), random.uniform(-0.6, 1.6))
      members.append(#""curve": { "bezier": [\#([x1, y1, x2, y2].map(text).joined(separator: ", "))] }"#)
    default:
      let band = Double((curveKind / 3) % 5)
      let damping = 0.3 + 0.14 * (band + random.uniform(0, 1))
      let velocity = random.uniform(-1, 3)
      members.append(
        #""curve": { "spring": { "damping": \#(text(damping)), "velocity": \#(text(velocity)) } }"#)
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// Three decimals, as a person would write them (never 0 where 0 is invalid: the ranges start above).
  static func text(_ value: Double) -> String { String(format: "%.3f", value) }
}
