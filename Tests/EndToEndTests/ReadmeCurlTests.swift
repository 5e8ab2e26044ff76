import Foundation
import TestSupport
import Testing

/// The examples of README.md and every docs/*.md run as written against a live server (one server
/// with a fresh database per file, the file's blocks in order). The rule, also stated in
/// docs/development.md ("Examples that run"): every fenced `sh` block that contains `curl` runs
/// through `sh -e` with the server's address for `http://127.0.0.1:8080`, and each group of
/// `# → TEXT` lines must be found in the output of the commands between it and the previous group.
/// `sh` blocks without `curl` (`make run`, deployment commands) are shown, not run; a `curl` in a
/// block of any other language fails the first test, so nothing is skipped silently.
@Suite struct ReadmeCurlTests {
  /// A fenced block of a document: its language (the word after the fence) and its text.
  struct Block {
    let language: String
    let text: String
    let line: Int

    var runs: Bool { language == "sh" && text.contains("curl") }
  }

  /// README.md, then docs/*.md by name.
  static let documents: [String] = {
    let docs = ServerProcess.repositoryRoot.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }()

  static func blocks(of document: String) throws -> [Block] {
    let text = try String(
      contentsOf: ServerProcess.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
    var blocks: [Block] = []
    var open: (language: String, line: Int, lines: [Substring])?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") {
        if let current = open {
          blocks.append(
            Block(language: current.language, text: current.lines.joined(separator: "\n"), line: current.line)
          )
          open = nil
        } else {
          open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), number + 1, [])
        }
      } else {
        open?.lines.append(line)
      }
    }
    return blocks
  }

  /// The block as a script that prints a marker before each group of `# →` lines, and those groups.
  static func script(of block: Block) -> (script: String, groups: [[Substring]]) {
    var script: [String] = []
    var groups: [[Substring]] = []
    var inGroup = false
    for line in block.text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# → ") {
        if !inGroup {
          script.append("printf '\\n@@expectation-\(groups.count)@@\\n'")
          groups.append([])
          inGroup = true
        }
        groups[groups.count - 1].append(line.dropFirst(4))
      } else {
        inGroup = false
        script.append(String(line))
      }
    }
    return (script.joined(separator: "\n"), groups)
  }

  @Test func everyDocumentIsReadAndEveryCurlIsInARunnableBlock() throws {
    #expect(Self.documents.count >= 10, "README.md and the guides: \(Self.documents)")
    for name in ["docs/qa.md", "docs/events-and-report.md", "docs/operations.md", "docs/api.md"] {
      #expect(Self.documents.contains(name))
    }
    var runnable = 0
    for document in Self.documents {
      for block in try Self.blocks(of: document) {
        if block.text.contains("curl ") && !block.runs {
          Issue.record("\(document):\(block.line): a curl example in a `\(block.language)` block is not run")
        }
        guard block.runs else { continue }
        runnable += 1
        let last = block.text.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(
          last?.hasPrefix("# → ") == true,
          "\(document):\(block.line): a run block ends with what its last command's answer holds")
      }
    }
    #expect(runnable >= 7, "the guides' examples: \(runnable) blocks")
    let events = try Self.blocks(of: "docs/events-and-report.md").filter(\.runs)
    #expect(events.contains { $0.text.contains("POST") && $0.text.contains("/api/events") })
    #expect(events.contains { $0.text.contains("/api/report/") })
  }

  @Test(arguments: documents) func theCurlExamplesRunAgainstALiveServer(document: String) throws {
    let blocks = try Self.blocks(of: document).filter(\.runs)
    guard !blocks.isEmpty else { return }
    let server = try ServerProcess()
    for block in blocks {
      let (script, groups) = Self.script(of: block)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-e", "-c",
        script.replacingOccurrences(of: "http://127.0.0.1:8080", with: server.baseURL.absoluteString),
      ]
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let place = "\(document):\(block.line)"
      #expect(process.terminationStatus == 0, "\(place)\n\(block.text)\n\(errors)")
      var rest = Substring(output)
      for (index, group) in groups.enumerated() {
        let marker = "@@expectation-\(index)@@"
        guard let range = rest.range(of: marker) else {
          Issue.record("\(place): the block stopped before `\(group[0])`\n\(output)\n\(errors)")
          break
        }
        let answer = rest[..<range.lowerBound]
        for text in group {
          #expect(answer.contains(text), "\(place): `\(text)` in the answer, which was\n\(answer)")
        }
        rest = rest[range.upperBound...]
      }
    }
  }
}
