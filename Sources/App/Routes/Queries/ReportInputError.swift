import Foundation

/// A bad report parameter: 400 over HTTP, exit 2 on the command line.
struct ReportInputError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
