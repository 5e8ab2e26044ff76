import Foundation
import TestSupport
import Testing

/// The README's curl examples ("Send an event, read the report") run as written against a live
/// server: each block through `sh` with the server's address for `http://127.0.0.1:8080`, and every
/// `# → TEXT` line under a command found in that block's output.
@Suite struct ReadmeCurlTests {
  /// The `sh` blocks of the README section `## Send an event, read the report`.
  static func blocks() throws -> [String] {
    let readme = try String(
      contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## Send an event, read the report"))
    let section = readme[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    return section[..<end].components(separatedBy: "```sh\n").dropFirst()
      .compactMap { $0.components(separatedBy: "\n```").first }
  }

  @Test func theCurlExamplesRunAgainstALiveServer() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 2, "a block that posts an event and one that reads the report")
    #expect(blocks.contains { $0.contains("POST") && $0.contains("/api/events") })
    #expect(blocks.contains { $0.contains("/api/report/") })
    let server = try ServerProcess()
    for block in blocks {
      let script = block.replacingOccurrences(
        of: "http://127.0.0.1:8080", with: server.baseURL.absoluteString)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-e", "-c", script]
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(block)\n\(errors)")
      let expected = block.split(separator: "\n").filter { $0.hasPrefix("# → ") }.map { $0.dropFirst(4) }
      #expect(!expected.isEmpty, "every block says what its answer holds: \(block)")
      for text in expected {
        #expect(output.contains(text), "`\(text)` in the answer to\n\(block)\nwhich was\n\(output)")
      }
    }
  }
}
