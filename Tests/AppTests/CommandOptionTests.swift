import Testing

@testable import App

/// The options `report` and `purge` share with `serve`: the same defaults and environment variables.
@Suite struct CommandOptionTests {
  @Test func databaseAndCampaignsComeFromFlagThenEnvironmentThenDefault() throws {
    let none = try OptionParser([], valued: ["database", "campaigns"], environment: [:])
    #expect(try none.database() == .sqlite(path: "data/analytics.sqlite"))
    #expect(try none.folder("campaigns", default: CommandDefaults.campaigns) == "Resources/Campaigns")
    let environment = [
      "DIALOG_PREVIEW_DATABASE": "sqlite:/tmp/env.sqlite", "DIALOG_PREVIEW_CAMPAIGNS": "/tmp/c",
    ]
    let fromEnvironment = try OptionParser([], valued: ["database", "campaigns"], environment: environment)
    #expect(try fromEnvironment.database() == .sqlite(path: "/tmp/env.sqlite"))
    #expect(try fromEnvironment.folder("campaigns", default: CommandDefaults.campaigns) == "/tmp/c")
    let flag = try OptionParser(
      ["--database", "sqlite:/tmp/flag.sqlite"], valued: ["database"], environment: environment)
    #expect(try flag.database() == .sqlite(path: "/tmp/flag.sqlite"))
  }

  @Test func onlyTheNamedOptionsReadTheEnvironment() throws {
    let environment = ["DIALOG_PREVIEW_SOURCE": "preview", "DIALOG_PREVIEW_DATABASE": "sqlite:/tmp/x.sqlite"]
    let parser = try OptionParser(
      [], valued: ["source", "database"], environment: environment, fromEnvironment: ["database"])
    #expect(parser.value("source") == nil)
    #expect(parser.value("database") == "sqlite:/tmp/x.sqlite")
  }

  @Test func anEmptyFolderIsAUsageError() throws {
    let parser = try OptionParser(["--campaigns="], valued: ["campaigns"], environment: [:])
    #expect(throws: UsageError.self) { try parser.folder("campaigns", default: "x") }
  }
}
