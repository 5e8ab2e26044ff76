import DialogMotion

extension CampaignReader {
  /// A style's `colors`: `{"light": PALETTE, "dark": PALETTE}`, each palette's keys
  /// (``PaletteOverrides/keys``) a `#RRGGBB` string but `closeFillAlpha`, a number.
  mutating func colors(_ value: JSONValue, at path: String) -> ColorOverrides? {
    guard let fields = members(of: value, at: path, allowed: ColorOverrides.keys, what: "colors") else {
      return nil
    }
    let before = problems.count
    let colors = ColorOverrides(
      light: fields["light"].flatMap { palette($0, at: "\(path).light") },
      dark: fields["dark"].flatMap { palette($0, at: "\(path).dark") })
    return problems.count == before ? colors : nil
  }

  private mutating func palette(_ value: JSONValue, at path: String) -> PaletteOverrides? {
    guard let fields = members(of: value, at: path, allowed: PaletteOverrides.keys, what: "a palette") else {
      return nil
    }
    var palette = PaletteOverrides()
    palette.background = fields["background"].flatMap { color($0, at: "\(path).background") }
    palette.buttonTitle = fields["buttonTitle"].flatMap { color($0, at: "\(path).buttonTitle") }
    palette.separator = fields["separator"].flatMap { color($0, at: "\(path).separator") }
    palette.closeFill = fields["closeFill"].flatMap { color($0, at: "\(path).closeFill") }
    palette.closeFillAlpha = number(fields["closeFillAlpha"], at: "\(path).closeFillAlpha")
    palette.closeGlyph = fields["closeGlyph"].flatMap { color($0, at: "\(path).closeGlyph") }
    return palette
  }

  private mutating func color(_ value: JSONValue, at path: String) -> RGBColor? {
    guard case .string(let text) = value else {
      add(
        path,
        "\(path.split(separator: ".").last.map(String.init) ?? path) must be a colour \"#RRGGBB\", not \(value.kind)."
      )
      return nil
    }
    guard let color = RGBColor(hexString: text) else {
      add(
        path,
        "\(path.split(separator: ".").last.map(String.init) ?? path) must be a colour \"#RRGGBB\" (six hex digits), got \(quoted(text))."
      )
      return nil
    }
    return color
  }
}
