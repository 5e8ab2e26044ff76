// swift-tools-version:6.0
// dialog-preview: UIKit campaign dialogs reproduced in the browser, plus tap tracking.
// No outside Swift packages: C libraries come from Debian through system-library targets.
import PackageDescription

/// Optimized in debug builds too (the motion curves, the CSS easing fits, the statistics and the
/// calibration simulations): `make test` runs them millions of times, unoptimized code runs them
/// several times slower, and they are rarely stepped through in a debugger.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "dialog-preview",
  // The adapter's own words (DialogMotionUIKit/Resources/*.lproj): English, and Japanese.
  defaultLocalization: "en",
  // The app-side products: iOS, Mac Catalyst and visionOS (DialogMotionUIKit's UIKit API is in all three;
  // its guards leave it empty elsewhere); macOS for the server and the Foundation-only libraries.
  platforms: [.iOS(.v15), .macCatalyst(.v15), .visionOS(.v1), .macOS(.v13)],
  products: [
    /// The shared animator definitions, meant to be imported by the iOS app as well.
    .library(name: "DialogMotion", targets: ["DialogMotion"]),
    /// Campaigns from a dialog-preview server for an app (Foundation only: runs on Linux too): the
    /// install id, the campaign client with its ETag revalidation and disk cache, the events' names.
    .library(name: "DialogCampaigns", targets: ["DialogCampaigns"]),
    /// The UIKit executor of DialogMotion's plans (iOS 15+, Mac Catalyst 15+, visionOS 1+); an empty
    /// module on other platforms (macOS, tvOS, watchOS, Linux).
    .library(name: "DialogMotionUIKit", targets: ["DialogMotionUIKit"]),
    /// The app's event client (Foundation only): a disk queue that survives kills, batches, retries,
    /// dead letters; each impression, tap and close stored once.
    .library(name: "DialogEvents", targets: ["DialogEvents"]),
    .executable(name: "dialog-preview", targets: ["dialog-preview"]),
    /// Event decoding and validation, and campaign files: products only so that the fuzz package
    /// (`Fuzz/Package.swift`, which depends on this one by path) can link them.
    .library(name: "Analytics", targets: ["Analytics"]),
    .library(name: "Campaigns", targets: ["Campaigns"]),
  ],
  targets: [
    // C libraries (Debian packages), one system-library target each.
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
    // Response compression: gzip (zlib) and br (Brotli).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),

    // Pure Swift: the animator definitions, no dependency on anything of ours.
    .target(name: "DialogMotion", swiftSettings: optimizedInDebug),
    // The app's side of the server, on Foundation only.
    .target(
      name: "DialogCampaigns", dependencies: ["DialogMotion"],
      resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),
    // The event client: logger, disk queue, delivery.
    .target(
      name: "DialogEvents", dependencies: ["DialogCampaigns"],
      resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),
    // A child process for DialogEventsTests and the bench: logs events, prints each id logged.
    .executableTarget(
      name: "event-client-harness", dependencies: ["DialogEvents", "DialogCampaigns"],
      path: "Tests/EventClientHarness"),
    // The UIKit executor: every file is `#if os(iOS) || os(visionOS)` (Mac Catalyst is os(iOS)): tvOS and
    // watchOS have UIKit but not all it uses. Type-checked on Linux by Checks/UIKitSurface (which
    // defines DIALOG_UIKIT_SURFACE) and, against a real SDK, by scripts/check-ios-sdk.sh.
    // Its resources: Localizable.strings in en.lproj and ja.lproj (Bundle.module; on Linux the bundle
    // is built too, next to an empty module).
    .target(
      name: "DialogMotionUIKit", dependencies: ["DialogMotion", "DialogCampaigns"],
      resources: [.process("Resources")]),
    // Campaign files: model, validation, loading, reload.
    .target(name: "Campaigns", dependencies: ["DialogMotion"]),
    // CSS and HTML generated from DialogMotion and campaigns.
    .target(name: "DialogWeb", dependencies: ["DialogMotion", "Analytics"], swiftSettings: optimizedInDebug),
    // The only importer of libmicrohttpd.
    .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "CZlib", "CBrotli"]),
    // Events, validation, the EventStore protocol, the group-commit writer, report statistics.
    .target(name: "Analytics", swiftSettings: optimizedInDebug),
    .target(name: "AnalyticsSQLite", dependencies: ["Analytics", "CSQLite"]),
    .target(name: "AnalyticsPostgres", dependencies: ["Analytics", "CLibPQ"]),
    // W3C WebDriver over loopback HTTP and chromedriver as a child process: `snapshot` and the
    // browser tests drive headless Chromium with it.
    .target(name: "WebDriver"),
    // Routes, configuration, CLI commands, wiring.
    .target(
      name: "App",
      dependencies: [
        "HTTPServer", "DialogMotion", "DialogWeb", "Campaigns", "Analytics", "AnalyticsSQLite",
        "AnalyticsPostgres", "WebDriver",
      ]),
    .executableTarget(name: "dialog-preview", dependencies: ["App"]),
    // `make bench`'s report latency: loads events through a store's bulk path and times the report.
    .executableTarget(
      name: "report-bench", dependencies: ["Analytics", "AnalyticsSQLite", "AnalyticsPostgres"],
      path: "bench/ReportBench"),

    // Helpers shared by the test targets: raw HTTP connections, the server as a child process,
    // headless Chromium through chromedriver (W3C WebDriver) and a plain page server for it.
    .target(
      name: "TestSupport",
      dependencies: [
        "HTTPServer", "Analytics", "AnalyticsSQLite", "Campaigns", "DialogMotion", "WebDriver", "CZlib",
        "CBrotli",
      ],
      path: "Tests/TestSupport", swiftSettings: optimizedInDebug),
    .testTarget(name: "DialogMotionTests", dependencies: ["DialogMotion"]),
    // The campaign client against the real server (the built binary as a child process).
    .testTarget(
      name: "DialogCampaignsTests", dependencies: ["DialogCampaigns", "DialogMotion", "TestSupport"]),
    // The event client in a child process against the real server: kills, outages, 429s, rejects; in
    // the test process, each delivery rule (a scripted HTTPServer only for statuses the server never sends).
    .testTarget(
      name: "DialogEventsTests",
      dependencies: [
        "DialogEvents", "TestSupport", "HTTPServer", "Analytics", "AnalyticsSQLite", "AnalyticsPostgres",
      ]),
    .testTarget(name: "DialogWebTests", dependencies: ["DialogWeb", "DialogMotion"], exclude: ["Golden"]),
    .testTarget(name: "CampaignsTests", dependencies: ["Campaigns", "DialogMotion", "TestSupport"]),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"]),
    .testTarget(
      name: "AnalyticsTests", dependencies: ["Analytics", "AnalyticsSQLite", "TestSupport"],
      exclude: ["Fixtures"], swiftSettings: optimizedInDebug),
    // In-process tests of routes, middleware and handlers.
    .testTarget(
      name: "AppTests",
      dependencies: ["App", "HTTPServer", "TestSupport", "Campaigns", "DialogMotion", "DialogWeb"]),
    // The server as a child process: processes, faults, PostgreSQL servers, hostile connections.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "App", "HTTPServer", "TestSupport", "Analytics", "AnalyticsSQLite", "AnalyticsPostgres", "Campaigns",
        "DialogMotion",
      ]),
    // Real headless Chromium against the built server (needs Debian's chromium and chromium-driver).
    .testTarget(
      name: "BrowserTests", dependencies: ["TestSupport", "DialogMotion", "Campaigns", "DialogWeb"]),
    // One store test suite run on SQLite and PostgreSQL, what only the PostgreSQL store does, and the
    // SQLite store's own tests (SQLite/).
    .testTarget(
      name: "StoreTests", dependencies: ["Analytics", "AnalyticsSQLite", "AnalyticsPostgres", "TestSupport"]),
  ]
)
