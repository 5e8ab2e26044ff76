/// The five presets' plans on the three devices, both directions, for a 600 × 300 banner and no
/// source frame (the app screen's standard source button: 44 pt, centred, 140 pt above the bottom).
///
/// Worked from the seeds: 000 `scaled(v) = v × W / 375`, the banner centred on `self.view.center`,
/// the ✕ trailing −8, top +8; 001/002 the storyboards' cards (12 and 16 pt from the sides, 150 pt
/// high or banner + 44 pt OK); 003 `(W − 30) × (H − 220)` at (15, 110); 004 `(W/4, H/4, W/2, H/2)`.
enum ExpectedPlans {
  static func campaignFade(_ device: Device, present: Bool) -> ExpectedPlan {
    let (presented, card, close, centre): ([Double], [Double], [Double], [Double])
    switch device {
    case .iphoneSE:
      (presented, card, close, centre) = (
        [0, 0, 375, 667], [37.5, 258.5, 300, 150], [264, 8, 28, 28], [187.5, 333.5]
      )
    case .iphone15:
      (presented, card, close, centre) = (
        [0, 0, 393, 852], [39.3, 347.4, 314.4, 157.2], [277.056, 8, 29.344, 29.344], [196.5, 426]
      )
    case .iphone15ProMax:
      (presented, card, close, centre) = (
        [0, 0, 430, 932], [43, 380, 344, 172],
        [303.893333333333333, 8, 32.106666666666667, 32.106666666666667], [215, 466]
      )
    }
    let hidden = [0, 1] + centre
    let shown = [1, 1] + centre
    return ExpectedPlan(
      structure: ("overFullScreen", false, true), duration: 0.25, presented: presented, card: card,
      cornerRadius: 8, background: nil, banner: [0, 0, card[2], card[3]], close: close,
      from: present ? hidden : shown, to: present ? shown : hidden,
      overlay: ("presentedViewBackground", [0, 0, 0], 0.6, 0.6, presented),
      triggers: ["close_button"], outsideTap: "none",
      animation: "UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut])")
  }

  static func popGrow(_ device: Device, present: Bool) -> ExpectedPlan {
    let (screen, card, centre): ([Double], [Double], [Double])
    switch device {
    case .iphoneSE: (screen, card, centre) = ([0, 0, 375, 667], [12, 258.5, 351, 150], [187.5, 333.5])
    case .iphone15: (screen, card, centre) = ([0, 0, 393, 852], [12, 351, 369, 150], [196.5, 426])
    case .iphone15ProMax: (screen, card, centre) = ([0, 0, 430, 932], [12, 391, 406, 150], [215, 466])
    }
    return ExpectedPlan(
      structure: ("custom", true, true), duration: 0.2, presented: screen, card: card, cornerRadius: 22,
      background: [1, 1, 1], banner: [0, 0, card[2], 150],
      from: present ? [0, 0.8] + centre : [1, 1] + centre,
      to: present ? [1, 1] + centre : [0, 1] + centre,
      overlay: ("presentationController", [0, 0, 0], present ? 0 : 0.5, present ? 0.5 : 0, screen),
      triggers: ["overlay"], outsideTap: "behindCard",
      animation: "UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut])")
  }

  static func popShrink(_ device: Device, present: Bool) -> ExpectedPlan {
    let (screen, card, bannerHeight, centre): ([Double], [Double], Double, [Double])
    switch device {
    case .iphoneSE:
      (screen, card, bannerHeight, centre) = (
        [0, 0, 375, 667], [16, 225.75, 343, 215.5], 171.5, [187.5, 333.5]
      )
    case .iphone15:
      (screen, card, bannerHeight, centre) = (
        [0, 0, 393, 852], [16, 313.75, 361, 224.5], 180.5, [196.5, 426]
      )
    case .iphone15ProMax:
      (screen, card, bannerHeight, centre) = ([0, 0, 430, 932], [16, 344.5, 398, 243], 199, [215, 466])
    }
    return ExpectedPlan(
      structure: ("custom", true, true), duration: 0.2, presented: screen, card: card, cornerRadius: 8,
      background: [1, 1, 1], banner: [0, 0, card[2], bannerHeight],
      button: ("OK", [0, bannerHeight, card[2], 44]),
      from: present ? [0, 1.1] + centre : [1, 1] + centre,
      to: present ? [1, 1] + centre : [0, 1] + centre,
      overlay: ("presentationController", [0, 0, 0], present ? 0 : 0.5, present ? 0.5 : 0, screen),
      triggers: ["overlay", "button"], outsideTap: "behindCard",
      animation: present
        ? "UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut])"
        : "UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut])")
  }

  static func springFromSource(_ device: Device, present: Bool) -> ExpectedPlan {
    let (screen, frame, centre, source): ([Double], [Double], [Double], [Double])
    switch device {
    case .iphoneSE:
      (screen, frame, centre, source) = (
        [0, 0, 375, 667], [15, 110, 345, 447], [187.5, 333.5], [187.5, 527]
      )
    case .iphone15:
      (screen, frame, centre, source) = (
        [0, 0, 393, 852], [15, 110, 363, 632], [196.5, 426], [196.5, 712]
      )
    case .iphone15ProMax:
      (screen, frame, centre, source) = ([0, 0, 430, 932], [15, 110, 400, 712], [215, 466], [215, 792])
    }
    let bounds = [0, 0, frame[2], frame[3]]
    return ExpectedPlan(
      structure: ("custom", true, true), duration: 0.5, presented: frame, card: bounds, cornerRadius: 4,
      background: nil, banner: bounds,
      from: present ? [0, 0.01] + source : [1, 1] + centre,
      to: present ? [1, 1] + centre : [0, 0.01] + source,
      overlay: ("presentationController", [0, 0, 0], present ? 0 : 0.7, present ? 0.7 : 0, screen),
      triggers: ["overlay"], outsideTap: "overlay",
      animation:
        "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.6, options: [])"
    )
  }

  static func halfScreenSlide(_ device: Device, present: Bool) -> ExpectedPlan {
    let (screen, frame, centre, below): ([Double], [Double], [Double], [Double])
    switch device {
    case .iphoneSE:
      (screen, frame, centre, below) = (
        [0, 0, 375, 667], [93.75, 166.75, 187.5, 333.5], [187.5, 333.5], [187.5, 1000.5]
      )
    case .iphone15:
      (screen, frame, centre, below) = (
        [0, 0, 393, 852], [98.25, 213, 196.5, 426], [196.5, 426], [196.5, 1278]
      )
    case .iphone15ProMax:
      (screen, frame, centre, below) = ([0, 0, 430, 932], [107.5, 233, 215, 466], [215, 466], [215, 1398])
    }
    let bounds = [0, 0, frame[2], frame[3]]
    return ExpectedPlan(
      structure: ("custom", true, false), duration: 0.5, presented: frame, card: bounds, cornerRadius: 0,
      background: nil, banner: bounds,
      from: present ? [1, 1] + below : [1, 1] + centre,
      to: present ? [1, 1] + centre : [1, 1] + below,
      overlay: ("presentationController", [0.5, 0.5, 0.5], present ? 0 : 0.5, present ? 0.5 : 0.01, screen),
      triggers: ["overlay"], outsideTap: "overlay",
      animation: "none: UIKit's own slide")
  }
}
