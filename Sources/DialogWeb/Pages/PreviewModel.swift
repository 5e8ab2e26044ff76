import DialogMotion

/// What `/preview/{campaign}` shows: one variant of a campaign on one device, with the QA page's
/// controls already validated (slow 1–20, `t` within the transition).
public struct PreviewModel: Sendable {
  /// A variant as the variant picker lists it.
  public struct VariantChoice: Sendable {
    public var id: String
    public var preset: String
    public init(id: String, preset: String) {
      self.id = id
      self.preset = preset
    }
  }

  public var campaignID: String
  public var title: String
  public var variants: [VariantChoice]
  public var variantID: String
  public var definition: DialogDefinition
  public var device: SimulatedDevice
  public var slow: Double
  public var reducedMotion: Bool
  /// The scrub position in unslowed milliseconds, when the link names a frame.
  public var t: Double?
  /// The user id typed into the assignment preview, and the variant that user gets.
  public var user: String?
  public var assignedVariantID: String?

  public init(
    campaignID: String, title: String, variants: [VariantChoice], variantID: String,
    definition: DialogDefinition,
    device: SimulatedDevice = .standard, slow: Double = 1, reducedMotion: Bool = false, t: Double? = nil,
    user: String? = nil, assignedVariantID: String? = nil
  ) {
    self.campaignID = campaignID
    self.title = title
    self.variants = variants
    self.variantID = variantID
    self.definition = definition
    self.device = device
    self.slow = slow
    self.reducedMotion = reducedMotion
    self.t = t
    self.user = user
    self.assignedVariantID = assignedVariantID
  }

  /// The presenting transition's length in unslowed milliseconds: the scrubber's range.
  public var scrubMaxMilliseconds: Double {
    Self.scrubMaxMilliseconds(definition, reducedMotion: reducedMotion)
  }

  /// The scrubber's range for a definition: its present duration, or the reduced cross-fade's.
  public static func scrubMaxMilliseconds(_ definition: DialogDefinition, reducedMotion: Bool) -> Double {
    (reducedMotion ? ReducedMotion.duration : definition.present.duration) * 1000
  }

  /// The instants of the filmstrip, as fractions of the presenting transition.
  public static let filmstripFractions: [Double] = [0, 0.1, 0.25, 0.5, 0.75, 1]
}
