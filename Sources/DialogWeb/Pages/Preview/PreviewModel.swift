import Analytics
import DialogMotion

/// What `/preview/{campaign}` shows: one variant of a campaign on one screen (``PreviewScreen``), with the QA page's
/// controls already validated (slow within ``SlowMotion/range``, `t` within its transition).
public struct PreviewModel: Sendable {
  /// A variant as the variant picker lists it, with its definition (nil when its style can't be built).
  public struct VariantChoice: Sendable {
    public var id: String
    public var preset: String
    public var definition: DialogDefinition?
    public init(id: String, preset: String, definition: DialogDefinition? = nil) {
      self.id = id
      self.preset = preset
      self.definition = definition
    }
  }

  public var campaignID: String
  public var title: String
  public var variants: [VariantChoice]
  public var variantID: String
  public var definition: DialogDefinition
  /// The device, its orientation and split width, and the traits.
  public var screen: PreviewScreen
  /// The device (the screen's).
  public var device: DeviceModel {
    get { screen.device }
    set { screen.device = newValue }
  }
  public var slow: Double
  public var reducedMotion: Bool
  /// The scrub position in unslowed milliseconds, when the link names a frame.
  public var t: Double?
  /// The transition `t` is in: the one that ran last when the link was copied.
  public var transition: TransitionDirection
  /// The user id typed into the assignment preview, and the variant that user gets.
  public var user: String?
  public var assignedVariantID: String?
  /// Whether the variant shown is the user's (the link named a user and no variant).
  public var variantFromUser: Bool
  /// The campaign file's `plannedUsers` (the report's planned sample), shown on the page.
  public var plannedUsers: Int?
  /// By variant id: the devices on which its banner is cropped noticeably (``CropNotice``), for the
  /// shown variant with the style shown.
  public var bannerCropWarnings: [String: [BannerCropWarning]] = [:]
  /// By variant id: the containers on which only a tap outside its card closes it and the strip for
  /// that tap is under 44 pt (``OutsideTapWarning``), for the shown variant with the style shown.
  public var outsideTapWarnings: [String: [OutsideTapWarning]] = [:]
  /// By variant id: its banner's size, when known.
  public var bannerSizes: [String: ScreenSize] = [:]
  /// The shown variant's banner description by language (`""` for one text in every language), in
  /// tag order; empty when it has none.
  public var bannerDescription: [(language: String, text: String)] = []
  /// The motion report's last figures, shown beside each easing's bound where they are current.
  public var measurements = MotionMeasurements.none
  /// The tweak panel's state: the variant's style in its file and the style shown (the `style`
  /// parameter, already validated, or the file's).
  public var tweak: Tweak?

  public struct Tweak: Sendable {
    public var fileStyle: DialogStyle
    public var fileJSON: String
    public var style: DialogStyle
    /// The `style` parameter as a campaign file holds it, when the link carries one.
    public var styleJSON: String?
    public init(fileStyle: DialogStyle, fileJSON: String, style: DialogStyle, styleJSON: String?) {
      self.fileStyle = fileStyle
      self.fileJSON = fileJSON
      self.style = style
      self.styleJSON = styleJSON
    }
  }

  public init(
    campaignID: String, title: String, variants: [VariantChoice], variantID: String,
    definition: DialogDefinition,
    device: DeviceModel = .standard, screen: PreviewScreen? = nil, slow: Double = 1,
    reducedMotion: Bool = false, t: Double? = nil,
    transition: TransitionDirection = .present, user: String? = nil, assignedVariantID: String? = nil,
    variantFromUser: Bool = false
  ) {
    self.campaignID = campaignID
    self.title = title
    self.variants = variants
    self.variantID = variantID
    self.definition = definition
    self.screen = screen ?? PreviewScreen(container: DeviceContainer(device: device))
    self.slow = slow
    self.reducedMotion = reducedMotion
    self.t = t
    self.transition = transition
    self.user = user
    self.assignedVariantID = assignedVariantID
    self.variantFromUser = variantFromUser
  }

  /// The scrubber's range: the length of `transition` in unslowed milliseconds.
  public var scrubMaxMilliseconds: Double {
    Self.milliseconds(definition, transition, reducedMotion: reducedMotion)
  }

  /// A transition's length in unslowed milliseconds: the definition's, or the reduced cross-fade's.
  public static func milliseconds(
    _ definition: DialogDefinition, _ direction: TransitionDirection, reducedMotion: Bool
  ) -> Double {
    drawn(definition, reducedMotion: reducedMotion)[direction].duration * 1000
  }

  /// The transitions that actually run: the definition's, or with `motion=reduce` the cross-fade.
  public static func drawn(_ definition: DialogDefinition, reducedMotion: Bool) -> DrawnTransitions {
    guard reducedMotion else {
      return DrawnTransitions(present: definition.present, dismiss: definition.dismiss)
    }
    // The same definition the UIKit adapter runs with Reduce Motion on.
    let reduced = definition.reducedMotion
    return DrawnTransitions(present: reduced.present, dismiss: reduced.dismiss)
  }

  /// The instants of the filmstrip, as fractions of the presenting transition.
  public static let filmstripFractions: [Double] = [0, 0.1, 0.25, 0.5, 0.75, 1]
}

extension PreviewModel {
  /// What the page says of a variant whose banner has no description: VoiceOver reads only the title.
  static func noBannerDescriptionText(title: String) -> String {
    "Banner description (bannerDescription): none; VoiceOver reads only the title \"\(title)\" for the "
      + "banner, and the image has no alternative text of its own."
  }

  /// "Planned users: 20,000 …", or that the campaign sets none (the file's key, `plannedUsers`, last).
  static func plannedUsersText(_ planned: Int?) -> String {
    guard let planned else {
      return "Planned users: not set, so the report's always-valid figures are tuned for "
        + "\(grouped(Report.defaultTuning)) users per comparison (plannedUsers in the campaign file)."
    }
    return "Planned users: \(grouped(planned)), all variants together. The report's always-valid figures "
      + "are tuned for them; read its fixed-horizon figures once they are reached (plannedUsers in the "
      + "campaign file)."
  }

  /// `20000` → "20,000".
  static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    return (number < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
  }
}
