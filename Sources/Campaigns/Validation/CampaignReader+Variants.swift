import DialogMotion

extension Campaign.Variant {
  /// The keys a variant may have.
  public static let fileKeys = ["id", "style", "weight", "banner", "bannerDescription", "actionURL"]
  /// The largest weight: weights are relative, and far larger ones overflow the assignment's
  /// `b · W < 10000 · Cᵢ` in doubles (two weights of 1e308 sent every user to the last variant).
  public static let maximumWeight = 1_000_000.0
}

extension CampaignReader {
  /// The variants, each inheriting the campaign's banner and action URL unless it sets its own, and
  /// the campaign's banner description when it shows the campaign's banner and gives none.
  mutating func variants(
    _ value: JSONValue?, banner: String, actionURL: String, description: BannerDescription? = nil
  ) -> [Campaign.Variant]? {
    guard let value else {
      add(
        "variants",
        "The campaign has no variants; add at least one, e.g. [{\"id\": \"A\", \"style\": \"pop-grow\"}].")
      return nil
    }
    guard case .array(let items) = value else {
      add("variants", "variants must be a list of variants, not \(value.kind).")
      return nil
    }
    guard !items.isEmpty else {
      add("variants", "variants must list at least one variant; the first is the control.")
      return nil
    }
    var result: [Campaign.Variant] = []
    var firstIndexOfID: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let path = "variants[\(index)]"
      let (id, variant) = self.variant(
        item, at: path, banner: banner, actionURL: actionURL, description: description)
      if let id, let first = firstIndexOfID[id] {
        add(
          "\(path).id",
          "The variant id \(quoted(id)) is already used by variants[\(first)]; variant ids must be unique.")
      } else if let id {
        firstIndexOfID[id] = index
      }
      if let variant { result.append(variant) }
    }
    return result.count == items.count ? result : nil
  }

  /// The variant's id when it is valid (for the uniqueness check) and the variant when all of it is.
  private mutating func variant(
    _ value: JSONValue, at path: String, banner: String, actionURL: String, description: BannerDescription?
  ) -> (id: String?, variant: Campaign.Variant?) {
    guard let fields = members(of: value, at: path, allowed: Campaign.Variant.fileKeys, what: "a variant")
    else {
      return (nil, nil)
    }
    let id = variantID(fields["id"], at: "\(path).id")
    let style = self.style(fields["style"], at: "\(path).style")
    let weight = self.weight(fields["weight"], at: "\(path).weight")
    let ownBanner = fields["banner"].flatMap { self.banner($0, at: "\(path).banner", required: false) }
    let ownActionURL = fields["actionURL"].flatMap { self.actionURL($0, at: "\(path).actionURL") }
    let problemsBefore = problems.count
    let ownDescription = bannerDescription(fields["bannerDescription"], at: "\(path).bannerDescription")
    guard let id, let style, let weight, problems.count == problemsBefore else { return (id, nil) }
    let shown = ownBanner ?? banner
    let variant = Campaign.Variant(
      id: id, style: style, weight: weight, banner: shown, actionURL: ownActionURL ?? actionURL,
      bannerDescription: ownDescription ?? (shown == banner ? description : nil))
    return (id, variant)
  }

  private mutating func variantID(_ value: JSONValue?, at path: String) -> String? {
    guard let id = string(value, at: path, required: "The variant has no id; add one such as \"A\".") else {
      return nil
    }
    guard IdentifierRule.isVariantID(id) else {
      add(path, "A variant id must be 1 to 32 letters, digits, \"_\" or \"-\", got \(quoted(id)).")
      return nil
    }
    return id
  }

  private mutating func weight(_ value: JSONValue?, at path: String) -> Double? {
    guard let value else { return 1 }
    guard let weight = number(value, at: path) else { return nil }
    guard weight.isFinite, weight > 0 else {
      add(path, "weight must be a positive number (weights need not sum to 100), got \(jsonNumber(weight)).")
      return nil
    }
    guard weight <= Campaign.Variant.maximumWeight else {
      add(
        path,
        "weight must be at most 1000000 (weights are relative: 1 and 3 split 25/75), got \(jsonNumber(weight))."
      )
      return nil
    }
    return weight
  }
}
