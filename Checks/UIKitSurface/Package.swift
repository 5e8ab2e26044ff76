// swift-tools-version:6.0
// UIKitSurface: type-checks DialogMotionUIKit on Linux, where there is no UIKit. The module named
// `UIKit` declares exactly the UIKit API the adapter uses, with Apple's documented signatures, and
// DIALOG_UIKIT_SURFACE opens the adapter's `#if os(iOS) || os(visionOS)` guards, so its sources
// (linked from ../../Sources) compile against it. This proves the calls are well-typed against the
// documented API, not that they run on a device. Run it through scripts/check-uikit.sh (`make test`
// does), which also writes the example of docs/ios.md into Sources/IOSGuideExample and checks that
// the Fixtures fail to compile.
import PackageDescription

let package = Package(
  name: "UIKitSurface",
  defaultLocalization: "en",  // as the root package: the adapter's strings (Adapter/Resources)
  products: [.executable(name: "OwnershipCheck", targets: ["OwnershipCheck"])],
  targets: [
    .target(name: "UIKit"),
    // `SwiftUI`: the SwiftUI API of `.campaignDialog` and of the guide's SwiftUI example, likewise.
    .target(name: "SwiftUI", dependencies: ["UIKit"]),
    .target(name: "StrictUIKit", dependencies: ["UIKit"]),
    // Links to the real sources (SwiftPM refuses paths outside the package, not links inside it).
    .target(name: "DialogMotion"),
    // Its privacy manifest isn't needed here.
    .target(name: "DialogCampaigns", dependencies: ["DialogMotion"], exclude: ["Resources"]),
    // `Network`: NWPathMonitor as Apple documents it, for the event client's network watch.
    .target(name: "Network"),
    // The event client, for the iOS guide's example; with UIKit and Network importable here its
    // lifecycle code (`#if canImport(UIKit)`, `#if canImport(Network)`) is type-checked too. Its
    // privacy manifest isn't needed here.
    .target(
      name: "DialogEvents", dependencies: ["DialogCampaigns", "UIKit", "Network"], exclude: ["Resources"]),
    // MemberImportVisibility: see StrictConformances.swift. Its localised strings as in the root
    // package, so that the adapter's Bundle.module exists here too.
    .target(
      name: "DialogMotionUIKit",
      dependencies: ["UIKit", "SwiftUI", "StrictUIKit", "DialogMotion", "DialogCampaigns"],
      resources: [.process("Adapter/Resources")],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility"), .define("DIALOG_UIKIT_SURFACE")]),
    // docs/ios.md's example ("Using it in an iOS app"), extracted by the script.
    .target(
      name: "IOSGuideExample",
      dependencies: [
        "UIKit", "SwiftUI", "DialogMotionUIKit", "DialogCampaigns", "DialogEvents", "DialogMotion",
      ]),
    .executableTarget(
      name: "OwnershipCheck",
      dependencies: [
        "UIKit", "SwiftUI", "DialogMotionUIKit", "DialogMotion", "DialogCampaigns", "DialogEvents",
      ]),
    // Negative fixtures: each must fail to compile, with the error written in its first line.
    .target(name: "WrongCall", dependencies: ["UIKit"], path: "Fixtures/WrongCall"),
    .target(
      name: "MisspelledOptional", dependencies: ["UIKit", "StrictUIKit"], path: "Fixtures/MisspelledOptional",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
  ]
)
