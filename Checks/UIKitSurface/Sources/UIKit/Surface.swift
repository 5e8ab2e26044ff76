// UIKitSurface: a module named `UIKit` that declares exactly the UIKit (and Core Graphics / Core
// Animation) API that DialogMotionUIKit and docs/ios.md's example use, each with the signature
// Apple's documentation gives, `@MainActor` where Apple's is and `weak` where Apple's is.
//
// It proves that the adapter's calls are well-typed against the documented API. It does NOT prove
// that they run on a device: the bodies here do nothing (or trap), and nothing here animates.
//
// Where Swift on Linux forces a difference, it is said where it happens: optional protocol
// requirements (Objective-C only) become protocol-extension defaults, checked instead against the
// strict mirrors of StrictUIKit; accessibilityPerformEscape(), an NSObject category method Apple's
// subclasses override, is declared on UIResponder (an extension method can't be overridden here).
// UIKit re-exports Foundation (URL, CGFloat, CGRect, NSObject, …): so does its surface.
@_exported import Foundation
