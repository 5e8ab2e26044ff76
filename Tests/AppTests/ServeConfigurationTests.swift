import Testing

@testable import App

@Suite struct ServeConfigurationTests {
  @Test func defaultsMatchTheContract() throws {
    let configuration = try ServeConfiguration.parse([], environment: [:])
    #expect(configuration.host == "127.0.0.1")
    #expect(configuration.port == 8080)
    #expect(configuration.database == .sqlite(path: "data/analytics.sqlite"))
    #expect(configuration.campaigns == "Resources/Campaigns")
    #expect(configuration.publicDirectory == "Public")
    #expect(configuration.frameAncestors.isEmpty && configuration.allowedOrigins.isEmpty)
    #expect(configuration.threads >= 2)
    #expect(!configuration.trustProxy)
    #expect(configuration.rateLimit == 0)
    #expect(configuration.reportToken == nil)
  }

  @Test func everyOptionIsParsed() throws {
    let configuration = try ServeConfiguration.parse(
      [
        "--host", "0.0.0.0", "--port=9000", "--database", "postgres://u:secret@db:5432/events", "--campaigns",
        "c",
        "--public", "p", "--frame-ancestors", "https://cms.example.com http://localhost:3000",
        "--allowed-origins", "https://app.example.com", "--threads", "4", "--trust-proxy", "--rate-limit",
        "20",
        "--report-token", "s3cret-token", "--event-loop", "epoll",
      ], environment: [:])
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.port == 9000)
    #expect(configuration.database == .postgres(url: "postgres://u:secret@db:5432/events"))
    #expect(configuration.frameAncestors == ["https://cms.example.com", "http://localhost:3000"])
    #expect(configuration.allowedOrigins == ["https://app.example.com"])
    #expect(configuration.threads == 4)
    #expect(configuration.trustProxy)
    #expect(configuration.rateLimit == 20)
    #expect(configuration.reportToken == "s3cret-token")
    #expect(configuration.eventLoop == .epoll)
    #expect(try ServeConfiguration.parse([], environment: [:]).eventLoop == .poll)
  }

  @Test func environmentVariablesApplyAndFlagsWin() throws {
    let environment = [
      "DIALOG_PREVIEW_PORT": "7000", "DIALOG_PREVIEW_FRAME_ANCESTORS": "https://a.example",
      "DIALOG_PREVIEW_TRUST_PROXY": "1", "DIALOG_PREVIEW_RATE_LIMIT": "5",
    ]
    let fromEnvironment = try ServeConfiguration.parse([], environment: environment)
    #expect(fromEnvironment.port == 7000)
    #expect(fromEnvironment.frameAncestors == ["https://a.example"])
    #expect(fromEnvironment.trustProxy)
    #expect(fromEnvironment.rateLimit == 5)
    let flagWins = try ServeConfiguration.parse(
      ["--port", "7001", "--trust-proxy=false"], environment: environment)
    #expect(flagWins.port == 7001)
    #expect(!flagWins.trustProxy)
  }

  @Test(arguments: [
    (["--port", "70000"], "--port"), (["--port", "abc"], "--port"), (["--threads", "1"], "--threads"),
    (["--rate-limit", "-1"], "--rate-limit"), (["--database", "mysql://x"], "--database"),
    (["--frame-ancestors", "javascript:alert(1)"], "--frame-ancestors"),
    (["--frame-ancestors", "https://a.example; script-src *"], "--frame-ancestors"),
    (["--allowed-origins", "https://a.example/path"], "--allowed-origins"),
    (["--allowed-origins", "https://*.example.com"], "--allowed-origins"),
    (["--bogus"], "--bogus"), (["--port"], "--port"), (["--trust-proxy=maybe"], "--trust-proxy"),
    (["--report-token", "short"], "--report-token"), (["--host", "a b"], "--host"), (["extra"], "extra"),
    (["--event-loop", "kqueue"], "--event-loop"),
  ])
  func badValuesAreUsageErrorsNamingTheOption(arguments: [String], option: String) {
    #expect {
      _ = try ServeConfiguration.parse(arguments, environment: [:])
    } throws: { error in
      (error as? UsageError)?.message.contains(option) ?? false
    }
  }

  @Test func badEnvironmentValuesAreUsageErrorsToo() {
    #expect(throws: UsageError.self) {
      _ = try ServeConfiguration.parse([], environment: ["DIALOG_PREVIEW_PORT": "eighty"])
    }
  }

  @Test func summaryNeverShowsSecrets() throws {
    let configuration = try ServeConfiguration.parse(
      ["--database", "postgres://user:hunter2@db:5432/x", "--report-token", "tok-secret-123"],
      environment: [:])
    #expect(!configuration.summary.contains("hunter2"))
    #expect(!configuration.summary.contains("tok-secret-123"))
    #expect(configuration.summary.contains("postgres://user:***@db:5432/x"))
    #expect(configuration.summary.contains("reports=token required"))
  }
}
