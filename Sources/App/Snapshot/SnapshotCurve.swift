import DialogMotion
import DialogWeb

/// A transition's curve as a snapshot records it: its duration, its curve in words, the bound of its
/// CSS easing against the model (fraction of travel, 0 for a bezier the browser runs exactly), and
/// the model's progress every millisecond from 0 to the duration (a spring's value before UIKit's
/// final snap at the last sample, as the QA page draws it).
struct SnapshotCurve: Codable, Equatable {
  var durationMs: Double
  var curve: String
  var easingBound: Double
  /// Progress at 0, 1, 2, … ms, and at the duration last (rounded to 6 decimals: 0.0001 % of travel).
  var samples: [Double]

  enum CodingKeys: String, CodingKey {
    case curve, samples
    case durationMs = "duration_ms"
    case easingBound = "easing_bound"
  }

  /// The curve of `transition`, sampled from DialogMotion.
  init(_ transition: Transition) {
    let duration = transition.duration * 1000
    durationMs = duration
    curve = transition.curve.description
    easingBound = transition.curve.cssEasingFit(duration: transition.duration).bound
    let progress = transition.curve.progressFunction(duration: transition.duration)
    var times = (0...Int(duration.rounded(.down))).map(Double.init)
    if times.last != duration { times.append(duration) }
    samples = times.map { (progress(min($0 / max(duration, 1e-9), 1)) * 1e6).rounded() / 1e6 }
  }

  /// Progress at `ms`: linear between the samples, 1 after the end (the view rests at the target).
  func progress(at ms: Double) -> Double {
    guard ms < durationMs else { return 1 }
    let index = Int(ms.rounded(.down))
    guard index + 1 < samples.count else { return samples.last ?? 1 }
    let next = Double(index + 1) < durationMs ? Double(index + 1) : durationMs
    let weight = (ms - Double(index)) / max(next - Double(index), 1e-9)
    return samples[index] + (samples[index + 1] - samples[index]) * weight
  }

  /// The largest difference from `other`, in fractions of travel, over one time axis (each curve
  /// resting at its target after its end), checked at every millisecond and both ends.
  func largestDifference(from other: SnapshotCurve) -> Double {
    let axis = max(durationMs, other.durationMs)
    var times = stride(from: 0.0, through: axis, by: 1).map { $0 }
    times += [durationMs, other.durationMs]
    return times.map { abs(progress(at: $0) - other.progress(at: $0)) }.max() ?? 0
  }
}
