/// Campaign files as text, valid by default; each argument is a raw JSON fragment to swap in
/// (nil leaves the key out).
enum CampaignText {
  static let oneVariant = #"[{"id": "A", "style": "pop-grow"}]"#

  static func file(
    id: String? = #""promo""#, title: String? = #""Promo""#, banner: String? = #""banners/a.svg""#,
    actionURL: String? = #""https://example.com/go""#, variants: String? = oneVariant, extra: String? = nil
  ) -> String {
    let members: [(String, String?)] = [
      ("id", id), ("title", title), ("banner", banner), ("actionURL", actionURL), ("variants", variants),
    ]
    var lines = members.compactMap { key, value in value.map { "  \"\(key)\": \($0)" } }
    if let extra { lines.append("  " + extra) }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// A file whose only variant has this style fragment.
  static func style(_ style: String) -> String {
    file(variants: #"[{"id": "A", "style": \#(style)}]"#)
  }

  /// A file whose only variant has these extra members (after id and style).
  static func variant(_ members: String) -> String {
    file(variants: #"[{"id": "A", "style": "pop-grow", \#(members)}]"#)
  }
}
