import Foundation

extension Campaign {
  /// The keys a campaign file may have.
  public static let fileKeys = [
    "id", "title", "banner", "bannerDescription", "actionURL", "variants", "plannedUsers",
  ]
  /// The most characters a title may have.
  public static let maximumTitleLength = 200

  /// Parses and validates one campaign file, reporting every problem at once.
  ///
  /// `fileName` is the file's name (`summer-sale.json`): the id must equal it without `.json`,
  /// and problems name it. With `publicDirectory`, banner paths must be files in that folder, and each
  /// variant's ``Campaign/Variant/bannerSize`` is read from its file.
  ///
  /// ```swift
  /// do {
  ///   let campaign = try Campaign.decode(data, fileName: "summer-sale.json", publicDirectory: "Public")
  /// } catch {
  ///   error.problems.forEach { print($0) }  // summer-sale.json: variants[1].weight: …
  /// }
  /// ```
  public static func decode(
    _ data: some Collection<UInt8>, fileName: String, publicDirectory: String? = nil
  ) throws(CampaignValidationError) -> Campaign {
    let value: JSONValue
    do {
      value = try JSONParser.parse(Array(data))
    } catch {
      throw CampaignValidationError(problems: [
        CampaignProblem(
          file: fileName, field: "", message: "The file is not valid JSON: \(error.description).")
      ])
    }
    let publicRoot = publicDirectory.flatMap(BannerRule.realFolder)
    var reader = CampaignReader(file: fileName, publicRoot: publicRoot)
    if let publicDirectory, publicRoot == nil {
      reader.add("", "The public folder \(publicDirectory) does not exist, so banner files can't be checked.")
    }
    let campaign = reader.campaign(from: value)
    guard var campaign, reader.problems.isEmpty else {
      throw CampaignValidationError(problems: reader.problems)
    }
    if let publicRoot {
      for index in campaign.variants.indices where !BannerRule.isRemote(campaign.variants[index].banner) {
        campaign.variants[index].bannerSize = ImageSize.read(
          path: publicRoot + "/" + campaign.variants[index].banner)
      }
    }
    // A layout the rule can't fit into every container with this banner (DialogMotion's sentence).
    let fitProblems = campaign.variants.enumerated().flatMap { index, variant in
      (variant.definition?.fitProblems(bannerSize: variant.bannerSize) ?? []).map {
        CampaignProblem(file: fileName, field: "variants[\(index)].banner", message: $0.message)
      }
    }
    guard fitProblems.isEmpty else { throw CampaignValidationError(problems: fitProblems) }
    return campaign
  }

  /// `summer-sale.json` → `summer-sale`.
  static func baseName(of fileName: String) -> String {
    fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
  }
}

extension CampaignReader {
  /// The whole campaign, or nil when anything is wrong (every problem recorded).
  mutating func campaign(from root: JSONValue) -> Campaign? {
    guard let fields = members(of: root, at: "", allowed: Campaign.fileKeys, what: "a campaign") else {
      return nil
    }
    let id = campaignID(fields["id"])
    let title = self.title(fields["title"])
    let banner = self.banner(fields["banner"], at: "banner", required: true)
    let problemsBefore = problems.count
    let description = bannerDescription(fields["bannerDescription"], at: "bannerDescription")
    let descriptionValid = problems.count == problemsBefore
    let actionURL = self.actionURL(fields["actionURL"], at: "actionURL")
    let variants = self.variants(
      fields["variants"], banner: banner ?? "", actionURL: actionURL ?? "", description: description)
    let plannedUsers = self.plannedUsers(fields["plannedUsers"])
    guard let id, let title, let banner, let actionURL, let variants, let plannedUsers, descriptionValid
    else {
      return nil
    }
    return Campaign(
      id: id, title: title, banner: banner, actionURL: actionURL, variants: variants,
      plannedUsers: plannedUsers, bannerDescription: description)
  }

  private mutating func campaignID(_ value: JSONValue?) -> String? {
    let expected = Campaign.baseName(of: file)
    guard
      let id = string(value, at: "id", required: "The campaign has no id; add \"id\": \(quoted(expected)).")
    else { return nil }
    var valid = true
    if !IdentifierRule.isCampaignID(id) {
      add("id", "id must be 1 to 64 lowercase letters, digits or \"-\", got \(quoted(id)).")
      valid = false
    }
    if id != expected {
      add(
        "id",
        "id \(quoted(id)) must equal the file name without .json, \(quoted(expected)); rename one of them.")
      valid = false
    }
    return valid ? id : nil
  }

  private mutating func title(_ value: JSONValue?) -> String? {
    let limit = Campaign.maximumTitleLength
    guard
      let title = string(
        value, at: "title", required: "The campaign has no title; add one (1 to \(limit) characters).")
    else { return nil }
    if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      add("title", "title must not be empty; give the campaign a name of 1 to \(limit) characters.")
      return nil
    }
    if title.count > limit {
      add("title", "title must be at most \(limit) characters, got \(title.count).")
      return nil
    }
    if title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      add("title", "title must be one line without control characters, got \(quoted(title)).")
      return nil
    }
    return title
  }

  /// A banner field (campaign or variant level).
  mutating func banner(_ value: JSONValue?, at path: String, required: Bool) -> String? {
    let missing = "The campaign has no banner; add a path under the public folder or an https:// URL."
    guard let banner = string(value, at: path, required: required ? missing : nil) else { return nil }
    if let message = BannerRule.problem(banner, field: "banner", publicRoot: publicRoot) {
      add(path, message)
      return nil
    }
    return banner
  }

  /// An action URL field (campaign or variant level); absent at the campaign level means "".
  mutating func actionURL(_ value: JSONValue?, at path: String) -> String? {
    guard let value else { return path == "actionURL" ? "" : nil }
    guard let url = string(value, at: path) else { return nil }
    if let message = ActionURLRule.problem(url, field: "actionURL") {
      add(path, message)
      return nil
    }
    return url
  }
}
