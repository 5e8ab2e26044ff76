/// One plan written out by hand from the seeds' code and dialog-spec.md, in plain numbers and
/// names: the oracle shares no code (and no types) with `DialogDefinition.plan(for:in:)`.
struct ExpectedPlan {
  /// `overFullScreen` or `custom`, our presentation controller, our animator.
  var structure: (style: String, presentationController: Bool, animator: Bool)
  /// `transitionDuration(using:)`.
  var duration: Double
  /// The presented view's frame in the container: x, y, width, height.
  var presented: [Double]
  /// The card's frame in the presented view.
  var card: [Double]
  var cornerRadius: Double
  /// The card's background as red, green, blue; nil for clear.
  var background: [Double]?
  /// The banner's frame in the card.
  var banner: [Double]
  /// The ✕'s frame in the card.
  var close: [Double]? = nil
  /// The card's button: title and frame in the card.
  var button: (title: String, frame: [Double])? = nil
  /// The presented view at the start and the end: alpha, scale, centre x, centre y.
  var from: [Double]
  var to: [Double]
  /// The dim: host, red/green/blue, alpha at the start and end, frame.
  var overlay: (host: String, color: [Double], from: Double, to: Double, frame: [Double])
  /// The close triggers and where an outside tap closes.
  var triggers: [String]
  var outsideTap: String
  /// The UIKit call, written as Swift would call it.
  var animation: String
}

/// The three devices of the contract, portrait, with their safe areas (the plan ignores the
/// top and bottom insets; they are here because UIKit gives them).
enum Device: String, CaseIterable {
  case iphoneSE = "iphone-se"
  case iphone15 = "iphone-15"
  case iphone15ProMax = "iphone-15-pro-max"

  var size: (width: Double, height: Double) {
    switch self {
    case .iphoneSE: (375, 667)
    case .iphone15: (393, 852)
    case .iphone15ProMax: (430, 932)
    }
  }

  var safeArea: (top: Double, left: Double, bottom: Double, right: Double) {
    switch self {
    case .iphoneSE: (20, 0, 0, 0)
    case .iphone15, .iphone15ProMax: (59, 0, 34, 0)
    }
  }
}
