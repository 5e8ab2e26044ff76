import Foundation

/// Where App Group containers are on iOS: `…/Containers/Shared/AppGroup/<id>/` (a device's
/// `/private/var/mobile/…`, a simulator's `…/data/…`), as `containerURL(forSecurityApplicationGroupIdentifier:)`
/// answers them.
enum AppGroupContainer {
  /// The App Group container holding `url` (its path up to the group's folder), or nil.
  static func of(_ url: URL) -> String? {
    let parts = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    guard parts.count >= 4 else { return nil }
    for index in 0..<(parts.count - 3)
    where parts[index] == "Containers" && parts[index + 1] == "Shared" && parts[index + 2] == "AppGroup" {
      return NSString.path(withComponents: Array(parts[...(index + 3)]))
    }
    return nil
  }
}
