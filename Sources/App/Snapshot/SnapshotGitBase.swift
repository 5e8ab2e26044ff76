import Foundation

/// `--compare-git REV`: the campaign and public folders as they were at a git revision, extracted
/// (`git archive REV -- PATHS | tar -x`) into a temporary folder, to be rendered as the base.
enum SnapshotGitBase {
  /// Extracts the folders; answers the temporary root and the two folders in it. A folder that is
  /// not in a git work tree, or a revision git doesn't know, is a `CommandFailure` with git's words.
  static func extract(revision: String, campaigns: String, publicDirectory: String) throws -> (
    root: URL, campaigns: String, publicDirectory: String
  ) {
    guard !revision.hasPrefix("-") else { throw UsageError("--compare-git: \(revision) is not a revision.") }
    let campaignsURL = URL(fileURLWithPath: campaigns).standardizedFileURL.resolvingSymlinksInPath()
    let top = try git(["-C", campaignsURL.path, "rev-parse", "--show-toplevel"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let topURL = URL(fileURLWithPath: top).resolvingSymlinksInPath()
    let relative = { (folder: String) -> String in
      let path = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
      return path.hasPrefix(topURL.path + "/") ? String(path.dropFirst(topURL.path.count + 1)) : path
    }
    let paths = [relative(campaigns), relative(publicDirectory)]
    _ = try git(
      ["-C", top, "rev-parse", "--verify", "--quiet", revision + "^{commit}"],
      what: "find revision \(revision)")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dialog-preview-base-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let archive = root.appendingPathComponent("base.tar")
    _ = try git(
      ["-C", top, "archive", "--output", archive.path, revision, "--"] + paths.filter { !$0.hasPrefix("/") })
    _ = try run("/usr/bin/tar", ["-x", "-f", archive.path, "-C", root.path], what: "unpack the base")
    try? FileManager.default.removeItem(at: archive)
    let campaignsAtRevision = root.appendingPathComponent(paths[0]).path
    guard FileManager.default.fileExists(atPath: campaignsAtRevision) else {
      throw CommandFailure("\(paths[0]) did not exist at \(revision): nothing to compare with.")
    }
    return (root, campaignsAtRevision, root.appendingPathComponent(paths[1]).path)
  }

  private static func git(_ arguments: [String], what: String? = nil) throws -> String {
    try run(
      "/usr/bin/env", ["git"] + arguments, what: what ?? "run git \(arguments.dropFirst(2).first ?? "")")
  }

  /// Runs a program; answers its stdout, or throws its stderr's first line.
  private static func run(_ program: String, _ arguments: [String], what: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch { throw CommandFailure("--compare-git could not \(what): \(error)") }
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let line = String(decoding: problem, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
      throw CommandFailure(
        "--compare-git could not \(what): \(line.isEmpty ? "git exited \(process.terminationStatus)" : line)")
    }
    return String(decoding: text, as: UTF8.self)
  }
}
