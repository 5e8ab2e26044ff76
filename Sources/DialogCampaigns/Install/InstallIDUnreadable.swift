/// The install-id file is there but can't be read (an I/O error, a folder in its place, protected
/// data before the device's first unlock). It is kept: replacing it would make this install another
/// user. ``EventLogger`` waits and tries again.
public struct InstallIDUnreadable: Error, CustomStringConvertible, Sendable {
  public let path: String
  public let reason: String

  public var description: String {
    "the install id at \(path) can't be read (\(reason)); it is kept, not replaced"
  }
}
