import Foundation

/// `banner`: an `https://` URL, or a relative path of a file in the public folder
/// (`banners/summer-sale.png`, served as `/banners/summer-sale.png`).
enum BannerRule {
  /// The file types a banner may have when it is a path.
  static let imageExtensions: Set<String> = ["svg", "png", "jpg", "jpeg", "gif", "webp"]

  /// True when the banner is a URL rather than a public path.
  static func isRemote(_ banner: String) -> Bool { banner.lowercased().hasPrefix("https://") }

  /// Nil when `text` is a valid banner, else one sentence. With `publicRoot` (a real path), a
  /// path must name a regular file inside it (symbolic links may not lead out of it).
  static func problem(_ text: String, field: String, publicRoot: String?) -> String? {
    if text.isEmpty {
      return "\(field) must not be empty; give a path under the public folder or an https:// URL."
    }
    if isRemote(text) { return remoteProblem(text, field: field) }
    if text.lowercased().hasPrefix("http:") {
      return
        "\(field) must use https://, not http:// (pages served over https would block it), got \(quoted(text))."
    }
    if text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil {
      return "\(field) must be a path under the public folder or an https:// URL, got \(quoted(text))."
    }
    if text.hasPrefix("/") {
      return "\(field) must be a path relative to the public folder (no leading \"/\"), got \(quoted(text))."
    }
    let segments = text.split(separator: "/", omittingEmptySubsequences: false)
    if segments.contains(where: { $0 == ".." || $0 == "." }) {
      return "\(field) may not contain \".\" or \"..\" segments, got \(quoted(text))."
    }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    if segments.contains(where: { $0.isEmpty || $0.hasPrefix(".") || !$0.allSatisfy(allowed.contains) }) {
      return "\(field) must be a path of names made of letters, digits, \".\", \"_\" and \"-\" "
        + "(not starting with \".\"), separated by single \"/\", got \(quoted(text))."
    }
    let ext = (text as NSString).pathExtension.lowercased()
    guard imageExtensions.contains(ext) else {
      return
        "\(field) must be an image (\(imageExtensions.sorted().joined(separator: ", "))), got \(quoted(text))."
    }
    if let publicRoot, !isFile(text, in: publicRoot) {
      return "\(field) \(quoted(text)) is not a file in the public folder \(publicRoot)."
    }
    return nil
  }

  private static func remoteProblem(_ text: String, field: String) -> String? {
    if text.unicodeScalars.contains(where: {
      $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
    })
      || text.contains("\\")
    {
      return "\(field) must not contain spaces, control characters or backslashes, got \(quoted(text))."
    }
    guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty,
      components.user == nil, components.password == nil
    else {
      return "\(field) must be a well-formed https:// URL with a host, got \(quoted(text))."
    }
    return nil
  }

  /// True when `relative` resolves to a regular file inside `root` (itself a real path).
  static func isFile(_ relative: String, in root: String) -> Bool {
    guard let resolved = realpath(root + "/" + relative, nil) else { return false }
    defer { free(resolved) }
    let path = String(cString: resolved)
    var info = stat()
    return path.hasPrefix(root + "/") && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The real path of a folder, or nil when it is not one.
  static func realFolder(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    var info = stat()
    let real = String(cString: resolved)
    return stat(real, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? real : nil
  }
}
