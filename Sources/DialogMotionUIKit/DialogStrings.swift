#if os(iOS) || os(visionOS) || DIALOG_UIKIT_SURFACE
  import Foundation

  /// The adapter's own words, localised in the package's resources (`Resources/<language>.lproj/
  /// Localizable.strings`: English, the package's default localisation, and Japanese). The
  /// campaign's words (its title, the OK button's title) come from the campaign file instead.
  enum DialogStrings {
    /// The ✕ button's VoiceOver label: "Close", 「閉じる」.
    static var close: String {
      NSLocalizedString(
        "close.accessibilityLabel", bundle: bundle, value: "Close",
        comment: "VoiceOver's label of the dialog's ✕ button.")
    }

    /// The bundle holding the strings: SwiftPM's resource bundle for this target. Compiled some
    /// other way (scripts/check-ios-sdk.sh runs swiftc on the sources), the bundle of the module's
    /// code, where such a build must put the .lproj folders.
    static var bundle: Bundle {
      #if SWIFT_PACKAGE
        Bundle.module
      #else
        Bundle(for: CampaignDialogViewController.self)
      #endif
    }
  }
#endif
