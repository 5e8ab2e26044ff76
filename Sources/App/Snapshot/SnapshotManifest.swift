import DialogMotion

/// `manifest.json` of a snapshot folder: what was rendered (the fractions, devices, appearances),
/// and per campaign variant its definition, its two transitions' curves sampled every millisecond
/// with their easing bounds, and its frames' PNG files. `snapshot --compare` reads a base folder's.
struct SnapshotManifest: Codable, Equatable {
  /// `dialog-preview-snapshot`: tells the file from any other JSON.
  var format = "dialog-preview-snapshot"
  /// Bumped when the meaning of a field changes; a base of another version is refused.
  var version = SnapshotManifest.currentVersion
  /// The instants of each transition, as fractions of its duration (the QA filmstrip's).
  var fractions: [Double]
  /// The devices rendered (`iphone-15`, …), portrait.
  var devices: [String]
  /// The appearances rendered (`light`, `dark`).
  var appearances: [String]
  /// Every campaign, sorted by id.
  var campaigns: [Campaign]

  static let currentVersion = 1

  /// The variant `variant` of `campaign`, if the manifest has it.
  func variant(_ campaign: String, _ variant: String) -> Variant? {
    campaigns.first { $0.id == campaign }?.variants.first { $0.id == variant }
  }
}

extension SnapshotManifest {
  /// One campaign of a manifest.
  struct Campaign: Codable, Equatable {
    var id: String
    var variants: [Variant]
  }

  /// One variant of a manifest: its definition, curves and frames.
  struct Variant: Codable, Equatable {
    var id: String
    /// The banner path or URL it shows.
    var banner: String
    /// The preset with the variant's overrides, as DialogMotion encodes it.
    var definition: DialogDefinition
    /// `present` and `dismiss`.
    var present: SnapshotCurve
    var dismiss: SnapshotCurve
    /// Every frame, in rendering order.
    var frames: [Frame]

    /// The curve of `transition` (`present` or `dismiss`).
    func curve(_ transition: String) -> SnapshotCurve { transition == "dismiss" ? dismiss : present }
  }

  /// One PNG of a manifest: where it was frozen and its file, relative to the snapshot folder.
  struct Frame: Codable, Equatable {
    var device: String
    var appearance: String
    var transition: String
    var fraction: Double
    /// Unslowed milliseconds into the transition (the fraction of its duration, rounded as the filmstrip does).
    var tMs: Double
    var file: String
    /// The fingerprint of the page the frame was drawn from (``SnapshotFingerprint``); absent when
    /// it couldn't be taken (a remote banner) or in a manifest written before it was recorded.
    var inputs: String?

    /// The frame's identity across two snapshots: everything but its file.
    var key: String { "\(device) \(appearance) \(transition) \(fraction)" }

    enum CodingKeys: String, CodingKey {
      case device, appearance, transition, fraction, file, inputs
      case tMs = "t_ms"
    }
  }
}
