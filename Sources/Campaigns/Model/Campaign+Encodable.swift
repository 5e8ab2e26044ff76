import DialogMotion

/// The file format with defaults filled in: what `GET /api/campaigns/{id}` answers. The output is
/// itself a valid campaign file (every variant lists its weight, banner and actionURL).
extension Campaign: Encodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, banner, bannerDescription, actionURL, variants, plannedUsers
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(banner, forKey: .banner)
    try container.encodeIfPresent(bannerDescription, forKey: .bannerDescription)
    try container.encode(actionURL, forKey: .actionURL)
    try container.encode(variants, forKey: .variants)
    try container.encodeIfPresent(plannedUsers, forKey: .plannedUsers)
  }
}

extension Campaign.Variant: Encodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, style, weight, banner, bannerDescription, actionURL
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(style, forKey: .style)
    try container.encode(weight, forKey: .weight)
    try container.encode(banner, forKey: .banner)
    try container.encodeIfPresent(bannerDescription, forKey: .bannerDescription)
    try container.encode(actionURL, forKey: .actionURL)
  }
}
