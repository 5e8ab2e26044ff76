#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import DialogMotion
  import UIKit

  extension UIColor {
    /// `color` at `alpha`, as `UIColor(red:green:blue:alpha:)`.
    convenience init(_ color: RGBColor, alpha: Double) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(alpha)
      )
    }

    /// A colour of the card that follows the appearance (`UIColor(dynamicProvider:)`): what `pick`
    /// reads from `colors`' dark palette in dark mode, from its light one otherwise (the plan's
    /// ``CardPlan/colors`` is the same palette, picked by the traits it was made for); nil is clear.
    /// UIKit resolves it again whenever the appearance changes, mid-animation too. With Increase
    /// Contrast on (`accessibilityContrast == .high`), a translucent colour (the ✕'s disc at its
    /// `closeFillAlpha`) is drawn opaque: less transparency, as the setting asks. Nonisolated, so the
    /// provider is too: UIKit may resolve colours off the main thread.
    static func dynamic(
      _ colors: CardColors, _ pick: @escaping @Sendable (CardPalette) -> (RGBColor, Double)?
    ) -> UIColor {
      UIColor { traits in
        let palette = colors.palette(traits.userInterfaceStyle == .dark ? .dark : .light)
        guard let picked = pick(palette) else { return .clear }
        return UIColor(picked.0, alpha: traits.accessibilityContrast == .high ? 1 : picked.1)
      }
    }
  }
#endif
