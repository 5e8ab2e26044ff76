import Analytics
import TestSupport

/// The server's clock in these tests: 2025-11-29T07:06:40Z.
let storeNow: Int64 = fixtureNow

/// The kind of a thrown ``EventStoreError``, or `nil` for anything else.
func storeErrorKind(_ error: any Error) -> EventStoreError.Kind? { (error as? EventStoreError)?.kind }
