import DialogMotion
import Foundation

/// What `make motion-report` last measured in Chromium for the shipped motions: per campaign variant
/// and transition, the largest difference of the browser's frames from UIKit's formulas (written
/// independently of DialogMotion), in % of travel. `serve` reads the file at start
/// (`--motion-measurements`, default `Resources/motion-measurements.json`); the QA page shows a figure
/// beside the easing's bound only for a transition with the motion measured (same preset, duration
/// and curve: ``motionKey(_:_:)``), so an edited campaign shows no stale figure.
public struct MotionMeasurements: Codable, Sendable, Equatable {
  /// The day of the run, `YYYY-MM-DD`.
  public var measured: String
  public var motions: [Motion]

  public struct Motion: Codable, Sendable, Equatable {
    public var campaign: String
    public var variant: String
    /// `present` or `dismiss`.
    public var transition: String
    /// ``MotionMeasurements/motionKey(_:_:)`` of the transition measured.
    public var motion: String
    public var browserVsUIKitPercent: Double

    enum CodingKeys: String, CodingKey {
      case campaign, variant, transition, motion
      case browserVsUIKitPercent = "browser_vs_uikit_percent"
    }

    public init(
      campaign: String, variant: String, transition: String, motion: String, browserVsUIKitPercent: Double
    ) {
      self.campaign = campaign
      self.variant = variant
      self.transition = transition
      self.motion = motion
      self.browserVsUIKitPercent = browserVsUIKitPercent
    }
  }

  public init(measured: String, motions: [Motion]) {
    self.measured = measured
    self.motions = motions
  }

  /// Nothing measured.
  public static let none = MotionMeasurements(measured: "", motions: [])

  /// `spring-from-source 0.6 s spring(damping 0.75, velocity 0.4)`: what identifies a transition's
  /// motion (the motion report prints it in brackets).
  public static func motionKey(_ definition: DialogDefinition, _ direction: TransitionDirection) -> String {
    let transition = definition.transition(for: direction)
    return "\(definition.name) \(NumberText.format(transition.duration)) s \(transition.curve)"
  }

  /// The measured figure (% of travel) for this campaign variant's transition: its own while the
  /// transition is the one measured, else that of another shipped transition with the same motion
  /// (preset, duration, curve: the same easing over the same travel), else nil.
  public func percent(
    campaign: String, variant: String, direction: TransitionDirection, definition: DialogDefinition
  )
    -> Double?
  {
    let key = Self.motionKey(definition, direction)
    let same = motions.filter { $0.motion == key && $0.transition == direction.rawValue }
    let own = same.first { $0.campaign == campaign && $0.variant == variant }
    return (own ?? same.first)?.browserVsUIKitPercent
  }

  /// `; Chromium measured present 0.0031 %, dismiss 0.0012 % (make motion-report, 2026-12-06)`, or
  /// empty when neither transition has a current figure.
  public func sentence(campaign: String, variant: String, definition: DialogDefinition) -> String {
    let parts = TransitionDirection.allCases.compactMap { direction -> String? in
      percent(campaign: campaign, variant: variant, direction: direction, definition: definition).map {
        "\(direction.rawValue) \(String(format: "%.4f", $0)) %"
      }
    }
    guard !parts.isEmpty else { return "" }
    return "; Chromium measured \(parts.joined(separator: ", ")) (make motion-report, \(measured))"
  }

  /// The file at `path`: `.none` and nil when there is none, `.none` and a sentence when it can't be read.
  public static func load(path: String) -> (measurements: MotionMeasurements, problem: String?) {
    guard let data = FileManager.default.contents(atPath: path) else { return (.none, nil) }
    do {
      return (try JSONDecoder().decode(MotionMeasurements.self, from: data), nil)
    } catch {
      return (.none, "\(path) is not a motion report's measurements (\(error)); the QA page shows none")
    }
  }
}
