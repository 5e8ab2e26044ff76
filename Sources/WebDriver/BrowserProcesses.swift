import Foundation

/// Finds processes by their command line in `/proc`, to end the Chromium processes of one profile
/// that outlived their chromedriver (they are reparented, so they aren't our children any more).
public enum BrowserProcesses {
  /// Sends SIGKILL to every process whose command line contains `marker` (a unique profile path).
  public static func kill(commandLineContaining marker: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry), pid != getpid(),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { continue }
      let commandLine = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      if commandLine.contains(marker) { Glibc.kill(pid, SIGKILL) }
    }
  }
}
