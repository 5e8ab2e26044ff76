import Foundation

/// One category of Apple's required-reason APIs ("Describing use of required reason API"): the
/// symbols that put code in it and the reasons Apple accepts for it in a privacy manifest.
struct RequiredReasonAPI: Sendable {
  let category: String
  let reasons: Set<String>
  /// Regular expressions over code whose comments and string literals are blanked (``SwiftCode``).
  let patterns: [String]

  /// Apple's list, every category.
  static let all: [RequiredReasonAPI] = [
    RequiredReasonAPI(
      category: "NSPrivacyAccessedAPICategoryFileTimestamp",
      reasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
      patterns: [
        #"\bcreationDate\b"#, #"\bmodificationDate\b"#, #"\bfileModificationDate\b"#,
        #"\bfileCreationDate\b"#,
        #"\bcontentModificationDate(Key)?\b"#, #"\bcreationDateKey\b"#,
        #"\bNSFile(Creation|Modification)Date\b"#,
        #"\bgetattrlist(bulk|at)?\s*\("#, #"\bfgetattrlist\s*\("#, #"\b(stat|fstat|fstatat|lstat)\s*\("#,
      ]),
    RequiredReasonAPI(
      category: "NSPrivacyAccessedAPICategoryDiskSpace", reasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
      patterns: [
        #"\bvolumeAvailableCapacity(ForImportantUsage|ForOpportunisticUsage)?Key\b"#,
        #"\bvolumeTotalCapacityKey\b"#,
        #"\bsystemFreeSize\b"#, #"\bsystemSize\b"#, #"\b(statfs|statvfs|fstatfs|fstatvfs)\s*\("#,
        #"\bgetattrlist(at)?\s*\("#, #"\bfgetattrlist\s*\("#,
      ]),
    RequiredReasonAPI(
      category: "NSPrivacyAccessedAPICategorySystemBootTime", reasons: ["35F9.1", "8FFB.1", "3D61.1"],
      patterns: [#"\bsystemUptime\b"#, #"\bmach_absolute_time\b"#]),
    RequiredReasonAPI(
      category: "NSPrivacyAccessedAPICategoryActiveKeyboards", reasons: ["3EC4.1", "54BD.1"],
      patterns: [#"\bactiveInputModes\b"#]),
    RequiredReasonAPI(
      category: "NSPrivacyAccessedAPICategoryUserDefaults",
      reasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
      patterns: [#"\b(NS)?UserDefaults\b"#]),
  ]

  /// Each category `code` uses, with where: `FILE:LINE: MATCH` (code with comments and strings blanked).
  static func uses(in code: String, file: String) -> [String: [String]] {
    var found: [String: [String]] = [:]
    let lines = code.components(separatedBy: "\n")
    for api in all {
      for pattern in api.patterns {
        let expression = try! NSRegularExpression(pattern: pattern)
        for (index, line) in lines.enumerated() {
          let range = NSRange(line.startIndex..., in: line)
          for match in expression.matches(in: line, range: range) {
            let text = Range(match.range, in: line).map { String(line[$0]) } ?? pattern
            found[api.category, default: []].append("\(file):\(index + 1): \(text)")
          }
        }
      }
    }
    return found
  }
}
