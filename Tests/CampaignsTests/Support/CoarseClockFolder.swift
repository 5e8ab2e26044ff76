import Foundation
import TestSupport

/// A folder on a file system whose timestamps have 1-second granularity, as on ext4 with 128-byte
/// inodes, HFS+ and many network and container mounts: a 16 MiB ext4 image made that way and
/// loop-mounted, unmounted and removed on deinit. Needs root, mkfs.ext4 and loop devices
/// (``isAvailable``), which `make test` has.
final class CoarseClockFolder {
  /// The mounted folder.
  let root: URL
  private let image: URL
  private var mounted = false

  /// Whether this machine can make one.
  static var isAvailable: Bool {
    geteuid() == 0 && FileManager.default.isExecutableFile(atPath: mkfs)
      && FileManager.default.fileExists(atPath: "/dev/loop-control")
  }

  private static let mkfs = "/sbin/mkfs.ext4"

  init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("dp-coarse-\(UUID().uuidString)")
    root = base.appendingPathComponent("mnt")
    image = base.appendingPathComponent("fs.img")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: image.path, contents: nil) else {
      throw TestFailure("can't create \(image.path)")
    }
    let handle = try FileHandle(forWritingTo: image)
    try handle.truncate(atOffset: 16 << 20)
    try handle.close()
    try Self.run(Self.mkfs, ["-q", "-F", "-I", "128", image.path])
    try Self.run("/bin/mount", ["-o", "loop", image.path, root.path])
    mounted = true
  }

  deinit {
    if mounted { try? Self.run("/bin/umount", [root.path]) }
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  private static func run(_ tool: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure("\(tool) \(arguments.joined(separator: " ")) failed: \(text)")
    }
  }
}
