import DialogMotion

extension CSSRenderer {
  /// The container's layout variables on the screen element: `--dp-w`, `--dp-h` and the safe area's
  /// `--dp-st`, `--dp-sl`, `--dp-sb`, `--dp-sr` (unitless points; see ``LayoutVariable``).
  static func containerProperties(_ container: DeviceContainer) -> [CSSDeclaration] {
    let size = container.size
    let safe = container.safeArea
    return [
      CSSDeclaration(LayoutVariable.width.cssProperty, CSSNumber.text(size.width)),
      CSSDeclaration(LayoutVariable.height.cssProperty, CSSNumber.text(size.height)),
      CSSDeclaration(LayoutVariable.safeTop.cssProperty, CSSNumber.text(safe.top)),
      CSSDeclaration(LayoutVariable.safeLeft.cssProperty, CSSNumber.text(safe.left)),
      CSSDeclaration(LayoutVariable.safeBottom.cssProperty, CSSNumber.text(safe.bottom)),
      CSSDeclaration(LayoutVariable.safeRight.cssProperty, CSSNumber.text(safe.right)),
    ]
  }

  /// The selector of a container: `.dp-screen.dp-device-ipad-10.dp-landscape.dp-split-320`.
  public static func containerSelector(_ container: DeviceContainer) -> String {
    ".dp-screen" + containerClasses(container).map { "." + $0 }.joined()
  }

  /// The classes that put the screen element in `container`: `dp-device-NAME`, then `dp-landscape`
  /// when landscape, then `dp-split-WIDTH` at a split width.
  public static func containerClasses(_ container: DeviceContainer) -> [String] {
    var classes = ["dp-device-\(container.device.rawValue)"]
    if container.orientation == .landscape { classes.append("dp-landscape") }
    if let width = container.splitWidth { classes.append("dp-split-\(CSSNumber.text(width))") }
    return classes
  }

  /// One rule per container of the grid (``DeviceContainer/all``), declaring only what differs from
  /// the rule it overrides: a device from the default screen (iPhone 15, portrait), landscape from the
  /// device, a split width from the device held that way (its more specific selector wins).
  static func containerRules() -> [CSSRule] {
    DeviceContainer.all.compactMap { container in
      let parent: DeviceContainer =
        if container.splitWidth != nil {
          DeviceContainer(device: container.device, orientation: container.orientation)
        } else if container.orientation == .landscape {
          DeviceContainer(device: container.device)
        } else {
          DeviceContainer(device: .standard)
        }
      let inherited = Set(containerProperties(parent).map { "\($0.property):\($0.value)" })
      let declarations = containerProperties(container).filter {
        !inherited.contains("\($0.property):\($0.value)")
      }
      return declarations.isEmpty ? nil : CSSRule(containerSelector(container), declarations)
    }
  }

  /// The classes of the traits: `dp-dark`, `dp-text-AX3`, `dp-rtl` (the light, large, left-to-right
  /// defaults have none).
  public static func traitClasses(_ traits: DialogTraits) -> [String] {
    var classes: [String] = []
    if traits.appearance == .dark { classes.append(darkClass) }
    if traits.textSize != .standard { classes.append(textClass(traits.textSize)) }
    if traits.direction == .rtl { classes.append(rightToLeftClass) }
    return classes
  }

  /// Dark mode's class on the screen element.
  public static let darkClass = "dp-dark"
  /// Right to left's class on the screen element.
  public static let rightToLeftClass = "dp-rtl"
  /// A text size's class, e.g. `dp-text-AX3`.
  public static func textClass(_ size: TextSize) -> String { "dp-text-\(size.rawValue)" }

  /// `--dp-text` for each text size, `--dp-rtl` and `direction` right to left.
  static func traitRules() -> [CSSRule] {
    TextSize.allCases.filter { $0 != .standard }.map { size in
      CSSRule(
        ".dp-screen.\(textClass(size))",
        [CSSDeclaration(LayoutVariable.textScale.cssProperty, CSSNumber.text(size.scale))])
    } + [
      CSSRule(
        ".dp-screen.\(rightToLeftClass)",
        [CSSDeclaration(LayoutVariable.rightToLeft.cssProperty, "1"), CSSDeclaration("direction", "rtl")])
    ]
  }
}
