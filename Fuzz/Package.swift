// swift-tools-version:6.0
// libFuzzer targets for dialog-preview, kept out of the root package: a fuzz target there breaks plain
// `swift build` and `swift test` (libFuzzer brings its own `main`). Build and run with `make fuzz`
// (scripts/fuzz.sh), which calls
//   swift build -c release --sanitize=fuzzer --sanitize=address --scratch-path .build/fuzz --package-path Fuzz \
//     -Xswiftc -sanitize-coverage=edge,indirect-calls,inline-8bit-counters,pc-table,trace-cmp
// and checks that the binaries really have coverage counters (builds without them were seen).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (`main`, `wt-fuzz`, …), so read it rather than
// spelling one checkout's name here.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

// `main.swift` holds only `@_cdecl("LLVMFuzzerTestOneInput")`; libFuzzer supplies `main`.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "dialog-preview-fuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    // The `POST /api/events` body path: EventDecoder (UTF-8 check, JSON, batch shape, validation of
    // every field) and the answer body built from its rejections.
    .executableTarget(
      name: "FuzzEvents", dependencies: [.product(name: "Analytics", package: root)],
      swiftSettings: fuzzTarget),
    // A campaign file's bytes: the project's own JSON parser, then validation of every field.
    .executableTarget(
      name: "FuzzCampaigns",
      dependencies: [
        .product(name: "Campaigns", package: root), .product(name: "DialogMotion", package: root),
      ], swiftSettings: fuzzTarget),
  ]
)
