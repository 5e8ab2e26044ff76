import Analytics
import HTTPServer

/// The `user` query parameter of the pages and `/api/assign`: the same limit as an event's `user`
/// (``Analytics/Event/maxUserScalars``), so any user an event may carry can be previewed and assigned.
enum UserParameter {
  /// `user`, or a 400 saying the limit.
  static func validated(_ user: String) throws -> String {
    guard user.unicodeScalars.count <= Event.maxUserScalars else {
      throw HTTPError(400, "The user parameter must be at most \(Event.maxUserScalars) Unicode scalars.")
    }
    return user
  }
}
