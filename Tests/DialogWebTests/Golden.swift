import Foundation
import Testing

/// Golden files beside the tests (`Golden/NAME`): a mismatch fails with the first differing line;
/// a missing file is written and fails once; `RECORD_GOLDEN=1` re-records every file and passes.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let url = directory.appendingPathComponent(name)
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || existing == nil {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      if existing == nil && !isRecording {
        let message = "Golden file \(name) was missing and has been recorded; run the tests again."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
      return
    }
    guard let existing, existing != actual else { return }
    let expectedLines = existing.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "(end of file)"
    let actualLine = index < actualLines.count ? String(actualLines[index]) : "(end of file)"
    let message =
      "\(name) differs at line \(index + 1):\n  golden: \(expectedLine)\n  actual: \(actualLine)\n"
      + "Re-record with RECORD_GOLDEN=1 if the change is intended."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
