/// One way the hidden dialog differs from the presented one; a transition combines several.
///
/// Each effect describes the presented view at the hidden end of the transition: where a present
/// starts, or where a dismiss ends. The presented end is always identity (alpha 1, scale 1, no
/// translation): UIKit lays the view out at its final frame and animates its alpha and transform.
public enum TransitionEffect: Hashable, Codable, Sendable {
  /// `view.alpha` at the hidden end (0 in every seed).
  case opacity(alpha: Double)
  /// `CGAffineTransform(scaleX: factor, y: factor)` about the view's centre.
  case scale(factor: Double)
  /// The view's centre moved by (x, y).
  case translate(x: ScreenLength, y: ScreenLength)
  /// Scaled by `scale` with its centre on the source button's centre (seed 003's intent).
  case growFromSource(scale: Double)
  /// Moved down by the screen's height, UIKit's cover-vertical slide (dialog-spec.md §4).
  case slideFromBelow
}
