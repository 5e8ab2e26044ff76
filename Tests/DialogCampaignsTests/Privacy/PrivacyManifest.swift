import Foundation

/// A target's `PrivacyInfo.xcprivacy`, read as Apple reads it (a property list).
struct PrivacyManifest: Sendable {
  /// `NSPrivacyAccessedAPITypes`: each category declared, with its reasons.
  let accessedAPIs: [String: [String]]
  let tracking: Bool?
  let collectedDataTypes: [String]

  init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    guard let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    var accessed: [String: [String]] = [:]
    for entry in root["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? [] {
      let category = entry["NSPrivacyAccessedAPIType"] as? String ?? "?"
      accessed[category, default: []] += entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
    }
    accessedAPIs = accessed
    tracking = root["NSPrivacyTracking"] as? Bool
    collectedDataTypes = (root["NSPrivacyCollectedDataTypes"] as? [[String: Any]] ?? []).compactMap {
      $0["NSPrivacyCollectedDataType"] as? String
    }
  }

  init(accessedAPIs: [String: [String]]) {
    self.accessedAPIs = accessedAPIs
    tracking = false
    collectedDataTypes = []
  }

  /// What is wrong with this manifest for code that uses `uses` (``RequiredReasonAPI/uses(in:file:)``):
  /// a category used and not declared, declared without a reason Apple accepts for it, or declared and
  /// not used (a manifest that claims more than the code does is not true either).
  func problems(for uses: [String: [String]]) -> [String] {
    var problems: [String] = []
    for api in RequiredReasonAPI.all {
      let used = uses[api.category] ?? []
      let reasons = accessedAPIs[api.category]
      switch (used.isEmpty, reasons) {
      case (false, nil):
        problems.append("\(api.category) is used but not declared: \(used.joined(separator: "; "))")
      case (true, .some):
        problems.append("\(api.category) is declared but nothing calls it")
      case (false, .some(let reasons)):
        if reasons.isEmpty { problems.append("\(api.category) is declared without a reason") }
        for reason in reasons where !api.reasons.contains(reason) {
          problems.append("\(reason) is not one of Apple's reasons for \(api.category)")
        }
      case (true, nil): break
      }
    }
    let known = Set(RequiredReasonAPI.all.map(\.category))
    for category in accessedAPIs.keys where !known.contains(category) {
      problems.append("\(category) is not a category of Apple's list")
    }
    return problems.sorted()
  }
}
