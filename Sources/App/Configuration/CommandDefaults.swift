/// The defaults the commands share (`serve`, `check`, `report`, `purge`), each defined here once.
enum CommandDefaults {
  /// The SQLite file events go to when no `--database` is given.
  static let databasePath = "data/analytics.sqlite"
  /// `sqlite:` + ``databasePath``.
  static var database: DatabaseLocation { .sqlite(path: databasePath) }
  /// The folder of campaign files.
  static let campaigns = "Resources/Campaigns"
  /// The folder of static files.
  static let publicDirectory = "Public"
  /// The motion report's last figures (`make motion-report` writes it).
  static let motionMeasurements = "Resources/motion-measurements.json"
}
