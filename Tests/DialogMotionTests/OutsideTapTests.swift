import DialogMotion
import Testing

/// Where a tap outside the card closes a dialog that nothing on its card closes (no ✕, no button):
/// the widest strip for that tap, on every container (device × orientation × split width), warned
/// about under 44 pt.
@Suite struct OutsideTapTests {
  static let banner = ScreenSize(width: 600, height: 1040)

  static func preset(_ name: String) throws -> DialogDefinition {
    try #require(DialogDefinition.preset(named: name))
  }

  /// Every shipped preset leaves a finger room: the ones closed only from outside the card keep a strip
  /// of at least 44 pt on every container; spring-from-source's is the 110 pt above and below its frame
  /// (the screen less 30 × 220 pt), as the design review measured on an iPhone 15, or more beside a
  /// frame capped at 540 pt wide.
  @Test func theShippedPresetsLeaveAFingerRoomEverywhere() throws {
    for definition in DialogDefinition.presets {
      #expect(definition.outsideTapWarnings(bannerSize: Self.banner).isEmpty, "\(definition.name)")
      guard definition.closesOnlyOutsideTheCard else { continue }
      let strips = DeviceContainer.all.map { definition.outsideTapStrip(in: $0, bannerSize: Self.banner) }
      print(
        "outside tap: \(definition.name): narrowest widest strip \(strips.min() ?? .nan) pt of \(strips.count) containers"
      )
      #expect(strips.allSatisfy { $0 >= OutsideTapWarning.minimum }, "\(definition.name): \(strips)")
    }
    let spring = try Self.preset("spring-from-source")
    #expect(spring.closesOnlyOutsideTheCard)
    for container in DeviceContainer.all {
      let strip = spring.outsideTapStrip(in: container, bannerSize: Self.banner)
      // Where the frame is capped at 540 pt wide (an iPad, a landscape iPhone) the sides leave more.
      let capped = container.size.width - 30 > FitRule.largestWidth
      #expect(capped ? strip >= 110 : strip == 110, "\(container.description): \(strip)")
    }
    // A card with a ✕ or a button is never warned about, whatever its strips.
    #expect(try !Self.preset("campaign-fade").closesOnlyOutsideTheCard)
    #expect(try !Self.preset("pop-shrink").closesOnlyOutsideTheCard)
  }

  /// A frame that leaves 30 pt above and below (the screen less 30 × 60 pt) is warned about on the
  /// containers whose safe area doesn't widen the strip (the iPhone SE, the iPads; the Face ID iPhones'
  /// safe areas leave 44 pt or more), each named with its strip; 44 pt exactly is not.
  @Test func aStripUnder44PtIsWarnedAboutWhereItIs() throws {
    var narrow = try Self.preset("spring-from-source")
    narrow.layout.frame = .inset(horizontal: 30, vertical: 60)
    let warnings = narrow.outsideTapWarnings(bannerSize: Self.banner)
    for container in DeviceContainer.all {
      let strip = narrow.outsideTapStrip(in: container, bannerSize: Self.banner)
      #expect(
        warnings.contains { $0.container == container } == (strip < 44), "\(container.description): \(strip)")
    }
    #expect(Set(warnings.map(\.container.device)) == [.iPhoneSE, .iPad10, .iPadPro13], "\(warnings)")
    #expect(
      warnings.first?.summary == "iPhone SE, portrait: the widest strip outside the card is 30 pt",
      "\(warnings.first?.summary ?? "none")")
    narrow.layout.frame = .inset(horizontal: 30, vertical: 88)
    #expect(narrow.outsideTapWarnings(bannerSize: Self.banner).isEmpty, "44 pt is a finger's room")
  }

  /// Without a ✕, a button or an overlay that closes, nothing but VoiceOver's escape closes the dialog:
  /// warned about everywhere, as no way out at all.
  @Test func aDialogNothingClosesIsWarnedAbout() throws {
    var closed = try Self.preset("pop-grow")
    closed.overlay.closesOnTap = false
    let warnings = closed.outsideTapWarnings(bannerSize: Self.banner)
    #expect(warnings.count == DeviceContainer.all.count && warnings.allSatisfy { $0.widest == 0 })
    #expect(warnings.first?.summary == "iPhone SE, portrait: no tap outside the card closes it")
  }
}
