/// The options several commands share, read the same way everywhere (flag, then environment, then
/// ``CommandDefaults``).
extension OptionParser {
  /// `--database` (or `DIALOG_PREVIEW_DATABASE`), else the default SQLite file.
  func database() throws -> DatabaseLocation {
    guard let text = value("database") else { return CommandDefaults.database }
    return try DatabaseLocation(parsing: text)
  }

  /// A folder option such as `--campaigns`, else `fallback`; an empty value is a usage error.
  func folder(_ name: String, default fallback: String) throws -> String {
    guard let folder = value(name) else { return fallback }
    guard !folder.isEmpty else { throw UsageError("The option --\(name) needs a folder.") }
    return folder
  }
}
