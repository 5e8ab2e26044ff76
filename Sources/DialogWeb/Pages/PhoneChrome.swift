import DialogMotion

/// What iOS draws above every app and dialog, so a screenshot reads as the device: the status bar in
/// the top safe area (time, and on the Face ID iPhones the Dynamic Island; the iPads' 24-pt bar) and,
/// where the device has one, the home indicator in the bottom safe area. iPhones hide the status bar
/// in landscape, where the Dynamic Island sits in the left safe area. Sized by `--safe-top` and
/// `--safe-bottom` (`/embed.css`), coloured for the screen's appearance, mirrored right to left with
/// the screen (`direction`), hidden from assistive technology and from taps.
enum PhoneChrome {
  static func nodes(_ container: DeviceContainer) -> [HTMLNode] {
    let device = container.device
    let landscapePhone = container.orientation == .landscape && !device.isTablet
    var nodes: [HTMLNode] = []
    if landscapePhone {
      if device.hasDynamicIsland {
        nodes.append(.el("div", [("class", "dp-island dp-island-side"), ("aria-hidden", "true")]))
      }
    } else {
      var bar: [HTMLNode] = [.el("span", [("class", "dp-status-time")], [.text("9:41")])]
      if device.hasDynamicIsland { bar.append(.el("span", [("class", "dp-island")])) }
      bar.append(icons)
      nodes.append(.el("div", [("class", "dp-status-bar"), ("aria-hidden", "true")], bar))
    }
    if device.hasHomeIndicator {
      nodes.append(.el("div", [("class", "dp-home-indicator"), ("aria-hidden", "true")]))
    }
    return nodes
  }

  /// Signal, Wi-Fi and battery, as presentation attributes only (the CSP allows no style attribute).
  static let icons = HTMLNode.el(
    "svg",
    [
      ("class", "dp-status-icons"), ("viewBox", "0 0 68 12"), ("width", "68"), ("height", "12"),
      ("xmlns", "http://www.w3.org/2000/svg"), ("fill", "currentColor"),
    ],
    [
      .void("rect", [("x", "0"), ("y", "8"), ("width", "3"), ("height", "4"), ("rx", "1")]),
      .void("rect", [("x", "4.5"), ("y", "6"), ("width", "3"), ("height", "6"), ("rx", "1")]),
      .void("rect", [("x", "9"), ("y", "3.5"), ("width", "3"), ("height", "8.5"), ("rx", "1")]),
      .void("rect", [("x", "13.5"), ("y", "1"), ("width", "3"), ("height", "11"), ("rx", "1")]),
      .void(
        "path",
        [
          (
            "d",
            "M29 3.2a9 9 0 0 1 11.6 0l-1.3 1.4a7 7 0 0 0-9 0zM31.4 5.8a5.4 5.4 0 0 1 6.8 0l-1.3 1.4a3.5 3.5 0 0 0-4.2 0zM34.8 11l-1.6-1.7a2.4 2.4 0 0 1 3.2 0z"
          )
        ]),
      .void(
        "rect",
        [
          ("x", "45.5"), ("y", "1"), ("width", "19"), ("height", "10"), ("rx", "3"), ("fill", "none"),
          ("stroke", "currentColor"), ("stroke-opacity", "0.4"),
        ]),
      .void("rect", [("x", "47.5"), ("y", "3"), ("width", "15"), ("height", "6"), ("rx", "1.5")]),
      .void(
        "rect",
        [
          ("x", "65.5"), ("y", "4"), ("width", "1.5"), ("height", "4"), ("rx", "0.75"),
          ("fill-opacity", "0.4"),
        ]),
    ])
}
