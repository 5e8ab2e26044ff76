import Campaigns
import DialogMotion
import DialogWeb
import Foundation
import TestSupport
import Testing

/// The browser's motion measured against the Swift definitions: every animation paused, seeked
/// together to ≥ 60 instants, the `[data-dialog]` box (every transform included) and effective
/// opacity compared with the curve's scale, centre and alpha. The largest error, as a fraction of
/// each value's travel (not of a spring's range), must stay within 0.1 %, against the Swift model and
/// against UIKit's formulas written independently (issue 44; measured: 0.0201 % at most over the
/// shipped, lab and random cases and 400 motions of issue 44's sample); each motion prints its
/// figure (`make motion-report`).
@Suite(.serialized, .sharedBrowser)
struct EmbedMotionFidelityTests {
  struct Case: CustomStringConvertible, Sendable {
    let campaign: String
    let variant: String
    let direction: TransitionDirection
    var slow: Double = 1
    var description: String {
      "\(campaign)/\(variant) \(direction.rawValue)\(slow == 1 ? "" : " slow \(Int(slow))")"
    }
  }

  /// Every preset through its shipped campaign, and summer-sale's B (spring-from-source with
  /// duration, curve and overlay-alpha overrides), present and dismiss; one case at slow × 4; the
  /// override lab; and every variant of the random override sample (``RandomCampaigns``).
  static let cases: [Case] = {
    let shipped: [(String, String)] = [
      ("refer-a-friend", "A"), ("new-feature", "A"), ("app-update", "A"), ("welcome-back", "A"),
      ("weekend-flash-sale", "A"), ("summer-sale", "B"),
    ]
    var pairs: [(campaign: String, variant: String)] = shipped.map { (campaign: $0.0, variant: $0.1) }
    pairs += ["A", "B", "C"].map { (campaign: OverrideLab.campaign, variant: $0) }
    pairs += RandomCampaigns.variants
    pairs += MotionSample.files.map { (campaign: $0.id, variant: "A") }
    var cases: [Case] = []
    for (index, pair) in pairs.enumerated() {
      for direction in TransitionDirection.allCases {
        cases.append(Case(campaign: pair.campaign, variant: pair.variant, direction: direction))
      }
      // One case slowed 4×, after the shipped campaigns' (as before).
      if index == shipped.count - 1 {
        cases.append(Case(campaign: "refer-a-friend", variant: "A", direction: .present, slow: 4))
      }
    }
    return cases
  }()

  /// The shipped campaigns, loaded as the server loads them.
  static let catalog = CampaignLoader(directory: ShippedCampaigns.folder).load().catalog

  /// The override lab's campaign, loaded the same way.
  static let labCatalog = CampaignLoader(directory: OverrideLab.folder.path).load().catalog

  /// The random override sample, loaded the same way (every file must be valid).
  static let randomCatalog: Campaigns.CampaignCatalog = {
    let load = CampaignLoader(directory: RandomCampaigns.folder.path).load()
    precondition(load.problems.isEmpty, "the random sample is invalid: \(load.problems)")
    return load.catalog
  }()

  /// Issue 44's sample (``MotionSample``; none unless `MOTION_SAMPLE` is set), loaded the same way.
  static let motionCatalog: Campaigns.CampaignCatalog = {
    let load = CampaignLoader(directory: MotionSample.folder.path).load()
    precondition(load.problems.isEmpty, "the motion sample is invalid: \(load.problems)")
    if MotionSample.count > 0 {
      print("budget sample: \(MotionSample.count) campaigns, seed \(MotionSample.seed)")
    }
    return load.catalog
  }()

  /// The folder of `campaign`'s file: the override lab's, a random sample's, or nil for the shipped ones.
  static func folder(for campaign: String) -> URL? {
    if MotionSample.contains(campaign) { return MotionSample.folder }
    return campaign == OverrideLab.campaign
      ? OverrideLab.folder : RandomCampaigns.contains(campaign) ? RandomCampaigns.folder : nil
  }

  /// The definition of a campaign's variant, overrides applied.
  static func definition(_ campaign: String, _ variant: String) throws -> DialogDefinition {
    let source =
      MotionSample.contains(campaign)
      ? motionCatalog
      : campaign == OverrideLab.campaign
        ? labCatalog : RandomCampaigns.contains(campaign) ? randomCatalog : catalog
    return try #require(
      source.campaign(id: campaign)?.variant(id: variant)?.definition, "\(campaign)/\(variant)")
  }

  /// A server for `campaign`, reading the folder its file is in.
  static func fixture(for campaign: String) throws -> EmbedFixture {
    try EmbedFixture(campaigns: folder(for: campaign))
  }

  static let instants = 64
  static let tolerance = 0.001

  /// Pauses every animation, then at each time reads the dialog's box relative to the screen and its
  /// effective opacity; returns `[[x, y, w, h, opacity], …]` and the animations' durations.
  static let measure = """
    const times = arguments[0];
    const all = document.getAnimations();
    all.forEach(a => a.pause());
    const dialog = document.querySelector('[data-dialog]');
    const screen = document.querySelector('.dp-screen');
    const rows = times.map(t => {
      all.forEach(a => { a.currentTime = t; });
      const s = screen.getBoundingClientRect(), r = dialog.getBoundingClientRect();
      let opacity = 1;
      for (let e = dialog; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      return [r.x - s.x, r.y - s.y, r.width, r.height, opacity];
    });
    return { rows, durations: all.map(a => a.effect.getComputedTiming().duration) };
    """

  @Test(arguments: cases)
  func theDialogFollowsTheDefinitionsCurve(_ item: Case) async throws {
    let definition = try Self.definition(item.campaign, item.variant)
    let transition = definition.transition(for: item.direction)
    let (from, to) = definition.states(for: item.direction)
    let screen = ScreenSize(width: 393, height: 852)
    let frame = definition.layout.frame.rect
    let (fx, fy) = (frame.x.resolved(in: screen), frame.y.resolved(in: screen))
    let (fw, fh) = (frame.width.resolved(in: screen), frame.height.resolved(in: screen))
    let fromOffset = (tx: from.translationX.resolved(in: screen), ty: from.translationY.resolved(in: screen))
    let toOffset = (tx: to.translationX.resolved(in: screen), ty: to.translationY.resolved(in: screen))
    let progress = transition.curve.progressFunction(duration: transition.duration)
    let durationMS = transition.duration * 1000 * item.slow

    let fixture = try Self.fixture(for: item.campaign)
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960)
      try await browser.navigate(
        to: fixture.embed(
          item.campaign, "variant=\(item.variant)&autoplay=0&device=iphone-15&slow=\(Int(item.slow))"))
      if item.direction == .dismiss {
        try await browser.executeScript(
          "window.postMessage({type: 'dialog-preview', command: 'present'}, '*')")
        // A presentation lasts up to 10 s × slow (campaign overrides): wait for it to end.
        let presenting = Duration.seconds(5 + definition.present.duration * item.slow)
        try await browser.waitUntil(
          "document.documentElement.dataset.phase === 'presented'", timeout: presenting)
        #expect(try await browser.commandAndPause("dismiss") > 0)
      } else {
        #expect(try await browser.commandAndPause("present") > 0)
      }
      let fractions = (0..<Self.instants).map { Double($0) / Double(Self.instants) } + [0.999]
      let result = try await browser.executeScript(
        Self.measure, .array(fractions.map { .number($0 * durationMS) }))
      for duration in result["durations"]?.array ?? [] {
        // Within a nanosecond: CSS computes `calc(var(--slow, 1) * 3171ms)` in its own units.
        #expect(
          abs((duration.double ?? .nan) - durationMS) < 1e-6,
          "the browser's duration is the definition's × slow")
      }
      let rows = try #require(result["rows"]?.array)
      #expect(rows.count == fractions.count)

      // The error against the Swift model (the test's limit), and the error budget (issue 44): the
      // same measurement against the easing the browser runs and against UIKit's formulas written
      // independently (UIKitFormulas).
      let easing = Self.easing(transition)
      let formula = { (f: Double) in
        UIKitFormulas.progress(transition.curve, duration: transition.duration, at: f)
      }
      var worst = (error: 0.0, what: "none", at: 0.0)
      var errors: [String: Double] = [:]
      let references: [(String, (Double) -> Double)] = [
        ("model", progress), ("easing", easing), ("uikit", formula),
      ]
      for (against, p) in references {
        for (f, row) in zip(fractions, rows) {
          let m = (row.array ?? []).map { $0.double ?? .nan }
          Self.compare(
            m, progress: p(f), from: from, to: to, offsets: (fromOffset, toOffset), frame: (fx, fy, fw, fh)
          ) { error, what in
            if against == "model", error > worst.error { worst = (error, what, f) }
            errors[against] = max(errors[against] ?? 0, error)
          }
        }
      }
      // The key the QA page matches `make motion-report`'s figures by (Resources/motion-measurements.json).
      let motion = MotionMeasurements.motionKey(definition, item.direction)
      let modelVsUIKit =
        (0...1000).map { i in
          let f = Double(i) / 1000
          return abs(progress(f) - formula(f))
        }.max() ?? 0
      let bound = transition.curve.cssEasingFit(duration: transition.duration).bound
      func percent(_ value: Double) -> String { String(format: "%.4f", value * 100) }
      print(
        "budget \(Self.group(item.campaign)) \(item) [\(motion)]: "
          + "model vs UIKit formulas \(percent(modelVsUIKit)) %, easing vs model \(percent(bound)) % (bound), "
          + "browser vs easing \(percent(errors["easing"] ?? .nan)) %, "
          + "browser vs UIKit formulas \(percent(errors["uikit"] ?? .nan)) %")
      print(
        "motion \(item) [\(motion)]: \(rows.count) instants, largest error \(String(format: "%.4f", worst.error * 100)) % of travel (\(worst.what) at \(String(format: "%.3f", worst.at)))"
      )
      #expect(worst.error <= Self.tolerance, "\(item): \(worst)")
      #expect((errors["uikit"] ?? .nan) <= Self.tolerance, "\(item): against UIKit's formulas \(errors)")
    }
  }

  /// The motion report's group of a campaign: issue 44's sample, the test's random sample, the
  /// override lab or the shipped campaigns.
  static func group(_ campaign: String) -> String {
    MotionSample.contains(campaign)
      ? "sample"
      : RandomCampaigns.contains(campaign) ? "random" : campaign == OverrideLab.campaign ? "lab" : "shipped"
  }

  /// The easing the browser runs for `transition`: the fitted `linear()` for a spring, else the curve
  /// itself (CSS's own cubic-bezier with UIKit's control points).
  static func easing(_ transition: Transition) -> (Double) -> Double {
    let progress = transition.curve.progressFunction(duration: transition.duration)
    guard transition.curve.isSpring else { return progress }
    let fitted = LinearEasing(curve: transition.curve, duration: transition.duration)
    return { fitted.value(at: $0) }
  }

  /// Compares one measured row `[x, y, w, h, opacity]` with the box at `progress`, calling `record`
  /// with each error (scale, centre, opacity) as a fraction of that value's travel.
  static func compare(
    _ m: [Double], progress p: Double, from: DialogState, to: DialogState,
    offsets: (from: (tx: Double, ty: Double), to: (tx: Double, ty: Double)),
    frame: (x: Double, y: Double, w: Double, h: Double), _ record: (Double, String) -> Void
  ) {
    let (fromOffset, toOffset) = offsets
    let (fx, fy, fw, fh) = frame
    let scaleTravel = abs(to.scale - from.scale)
    let centreTravel = hypot(toOffset.tx - fromOffset.tx, toOffset.ty - fromOffset.ty)
    let alphaTravel = abs(to.alpha - from.alpha)
    let scale = from.scale + (to.scale - from.scale) * p
    let tx = fromOffset.tx + (toOffset.tx - fromOffset.tx) * p
    let ty = fromOffset.ty + (toOffset.ty - fromOffset.ty) * p
    let alpha = min(1, max(0, from.alpha + (to.alpha - from.alpha) * p))
    let (cx, cy) = (fx + fw / 2 + tx, fy + fh / 2 + ty)
    let (mcx, mcy) = (m[0] + m[2] / 2, m[1] + m[3] / 2)
    // Scale from the box: width and height relative to the frame's. A spring's overshoot past a
    // scale-down target goes below 0 (a mirror image, in UIKit as in CSS): the box shows |s|.
    // Relative to the scale's travel (pop-shrink's 1.1 → 1 is 0.1), or absolute when it has none.
    let scaleError = max(abs(m[2] / fw - abs(scale)), abs(m[3] / fh - abs(scale)))
    record(scaleTravel > 0 ? scaleError / scaleTravel : scaleError, "scale")
    // Centre: relative to the centre's travel, or to the frame's size when it does not move.
    let centreError = hypot(mcx - cx, mcy - cy)
    record(centreError / (centreTravel > 0 ? centreTravel : max(fw, fh)), "centre")
    record(alphaTravel > 0 ? abs(m[4] - alpha) / alphaTravel : abs(m[4] - alpha), "opacity")
  }

  /// The overlay's darkness from screenshots: a pixel of the app screen outside the card, before and
  /// after presenting, gives the overlay's alpha over the known colour; it must equal the
  /// definition's colour and alpha within 0.02.
  @Test(arguments: [
    ("welcome-back", "A"), ("new-feature", "A"), ("app-update", "A"), ("refer-a-friend", "A"),
    ("weekend-flash-sale", "A"), ("summer-sale", "B"), (OverrideLab.campaign, "A"),
    (OverrideLab.campaign, "B"),
    (OverrideLab.campaign, "C"),
  ])
  func theOverlayHasTheSeedsColourAndAlpha(_ campaign: String, _ variant: String) async throws {
    let overlay = try Self.definition(campaign, variant).overlay
    let fixture = try Self.fixture(for: campaign)
    try await withBrowser { browser in
      try await browser.setViewport(width: 480, height: 960, deviceScaleFactor: 1)
      try await browser.navigate(to: fixture.embed(campaign, "variant=\(variant)&autoplay=0"))
      let point = try await browser.executeScript(
        "const s = document.querySelector('.dp-screen').getBoundingClientRect(); return [Math.ceil(s.x) + 6, Math.floor(s.y) + 620]"
      )
      let before = try await browser.screenshot()
      try await browser.executeScript("window.postMessage({type: 'dialog-preview', command: 'present'}, '*')")
      try await browser.waitUntil("document.documentElement.dataset.phase === 'presented'")
      #expect(
        try await browser.executeScript(
          "const c = document.querySelector('[data-card]').getBoundingClientRect(); const [x, y] = arguments[0]; return x < c.left || x > c.right || y < c.top || y > c.bottom",
          point) == true, "the sampled pixel is outside the card")
      let after = try await browser.screenshot()
      try await browser.navigate(to: fixture.blank)
      let pixels = try await browser.executeAsyncScript(
        """
        const [images, point, done] = arguments;
        Promise.all(images.map(b64 => new Promise((resolve, reject) => {
          const image = new Image();
          image.onload = () => {
            const canvas = document.createElement('canvas');
            canvas.width = image.width; canvas.height = image.height;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            resolve(Array.from(context.getImageData(point[0], point[1], 1, 1).data));
          };
          image.onerror = reject;
          image.src = 'data:image/png;base64,' + b64;
        }))).then(done, e => done(String(e)));
        """, [.string(before.base64EncodedString()), .string(after.base64EncodedString())], point)
      let c0 = (pixels[0]?.array ?? []).prefix(3).map { ($0.double ?? .nan) / 255 }
      let c1 = (pixels[1]?.array ?? []).prefix(3).map { ($0.double ?? .nan) / 255 }
      try #require(c0.count == 3 && c1.count == 3, "\(pixels)")
      let colour = [overlay.color.red, overlay.color.green, overlay.color.blue]
      // c1 = c0 × (1 − a) + colour × a, per channel: a from the channel farthest from the colour.
      let channel = (0..<3).max { abs(c0[$0] - colour[$0]) < abs(c0[$1] - colour[$1]) }!
      let alpha = (c0[channel] - c1[channel]) / (c0[channel] - colour[channel])
      let predicted = (0..<3).map { c0[$0] * (1 - overlay.alpha) + colour[$0] * overlay.alpha }
      let colourError = (0..<3).map { abs(c1[$0] - predicted[$0]) }.max()!
      print(
        "overlay \(campaign)/\(variant): before \(c0.map { Int(($0 * 255).rounded()) }), after \(c1.map { Int(($0 * 255).rounded()) }), alpha \(String(format: "%.3f", alpha)) (definition \(overlay.alpha)), colour error \(String(format: "%.4f", colourError))"
      )
      #expect(abs(alpha - overlay.alpha) <= 0.02, "\(campaign)/\(variant)")
      #expect(colourError <= 0.02, "\(campaign)/\(variant)")
    }
  }
}
