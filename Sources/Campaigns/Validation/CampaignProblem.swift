/// One thing wrong with a campaign file: the file, the field and a sentence saying what to fix.
public struct CampaignProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file's name (`summer-sale.json`), or the folder's path for a problem with the folder.
  public var file: String
  /// The field's path, such as `variants[1].style.curve.bezier[0]`; empty for the whole file.
  public var field: String
  /// One sentence a person can act on.
  public var message: String

  /// A problem in `file` at `field`.
  public init(file: String, field: String, message: String) {
    self.file = file
    self.field = field
    self.message = message
  }

  /// The line `check` prints: `summer-sale.json: variants[1].weight: The weight must be …`.
  public var description: String { field.isEmpty ? "\(file): \(message)" : "\(file): \(field): \(message)" }
}
