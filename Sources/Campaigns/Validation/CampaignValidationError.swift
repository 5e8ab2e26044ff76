/// A campaign file that is not valid, with every problem found in it (never empty).
public struct CampaignValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every problem, in the order of the file's fields.
  public var problems: [CampaignProblem]

  /// An error with these problems.
  public init(problems: [CampaignProblem]) { self.problems = problems }

  /// One line per problem.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
