// `.campaignDialog`'s controller, driven as SwiftUI drives it (its `follow()` is what each view update
// calls): a campaign set before the view is in a window is presented once it is, from the scene's
// top-most controller; the binding holds it until the dialog is gone; nil closes it (`programmatic`);
// another campaign replaces it once the first is gone; a banner no decoder reads is refused with a
// sentence and lets the binding go; the view leaving the screen closes the dialog.
import DialogCampaigns
import DialogMotion
import Foundation
import SwiftUI
import UIKit

@testable import DialogMotionUIKit

@MainActor func loadedCampaign(_ id: String, banner: Data = Data([1])) -> LoadedCampaign {
  let variant = RemoteCampaign.Variant(
    id: "A", style: DialogStyle(preset: "pop-grow"), weight: 1, banner: "b.png", actionURL: "")
  return LoadedCampaign(
    campaign: RemoteCampaign(id: id, title: id, banner: "b.png", actionURL: "", variants: [variant]),
    variant: variant, definition: .popGrow, user: "u1",
    bannerURL: URL(string: "https://preview.example.com/banners/\(id).png")!, banner: banner, source: .network
  )
}

/// What UIKit does once the present transition ends (the surface loads no views itself).
@MainActor func presentEnded(_ controller: UIViewController?) {
  guard let controller else { return }
  if controller.viewIfLoaded == nil { controller.view = UIView() }
  controller.viewDidAppear(true)
}

/// The checks, in order; returns what was checked, for the summary line.
@MainActor func checkSwiftUIAnchor() -> String {
  let scene = CheckScene()
  let window = CheckWindow()
  window.windowScene = scene
  scene.sceneWindows = [window]
  let root = windowed(window)
  window.rootViewController = root
  var value: LoadedCampaign?
  let binding = Binding(get: { value }, set: { value = $0 })
  var events: [String] = []
  var failed: [CampaignDialogPresentationError] = []
  let anchor = CampaignDialogAnchorController(nibName: nil, bundle: nil)
  anchor.campaign = binding
  anchor.onEvent = { event, loaded in events.append("\(loaded.campaign.id) \(event.type)") }
  anchor.onFailure = { failed.append($0) }

  // Set while the view is in no window: nothing yet; presented once it appears.
  value = loadedCampaign("sale")
  anchor.view = UIView()
  anchor.follow()
  check(root.presentedViewController == nil, "SwiftUI: presented from a view in no window")
  let anchorView = WindowedView()
  anchorView.host = window
  anchor.view = anchorView
  anchor.viewDidAppear(true)
  guard let first = root.presentedViewController as? CampaignDialogViewController else {
    check(false, "SwiftUI: not presented once the view is in a window")
    return ""
  }
  presentEnded(first)
  check(events == ["sale impression"], "SwiftUI: events \(events) after the present")
  check(value?.campaign.id == "sale", "SwiftUI: the binding let go while the dialog is up")

  // The app sets nil: a programmatic close, the dialog gone, the binding stays nil.
  value = nil
  anchor.follow()
  check(events == ["sale impression", "sale close"], "SwiftUI: events \(events) after nil")
  check(root.presentedViewController == nil && anchor.dialog == nil, "SwiftUI: nil did not close the dialog")

  // The user closes it (here close(), the path every close takes): the binding goes back to nil.
  value = loadedCampaign("sale")
  anchor.follow()
  presentEnded(root.presentedViewController)
  (root.presentedViewController as? CampaignDialogViewController)?.close()
  check(value == nil, "SwiftUI: the binding still holds a closed dialog's campaign")

  // Another campaign while one is up: the first closes, the second comes once the first is gone.
  value = loadedCampaign("sale")
  anchor.follow()
  presentEnded(root.presentedViewController)
  value = loadedCampaign("flash")
  anchor.follow()
  check(root.presentedViewController == nil, "SwiftUI: the first dialog stayed up under the second campaign")
  RunLoop.main.run(until: Date().addingTimeInterval(0.1))
  let second = root.presentedViewController as? CampaignDialogViewController
  check(
    second != nil && anchor.shown?.campaign.id == "flash", "SwiftUI: the second campaign was not presented")
  check(value?.campaign.id == "flash", "SwiftUI: the binding lost the second campaign")

  // The view leaves the screen: its dialog closes.
  presentEnded(second)
  CampaignDialogAnchor.dismantleUIViewController(anchor, coordinator: ())
  check(root.presentedViewController == nil, "SwiftUI: the dialog outlived its view")
  check(events.suffix(2) == ["flash impression", "flash close"], "SwiftUI: events \(events) at the end")

  // A banner no decoder reads: refused with a sentence (after the view update), the binding let go.
  let refusing = CampaignDialogAnchorController(nibName: nil, bundle: nil)
  refusing.campaign = binding
  refusing.onFailure = { failed.append($0) }
  refusing.view = anchorView
  value = loadedCampaign("broken", banner: Data())
  refusing.follow()
  check(failed.isEmpty, "SwiftUI: the failure was reported during the view update")
  RunLoop.main.run(until: Date().addingTimeInterval(0.2))
  check(
    failed.count == 1 && "\(failed[0])".contains("broken.png is not a PNG or JPEG"),
    "SwiftUI: the unreadable banner: \(failed)")
  check(value == nil && root.presentedViewController == nil, "SwiftUI: the unreadable banner stayed")
  return "SwiftUI: presented once in a window, nil closes it, a close lets the binding go, "
    + "a second campaign after the first, closed with its view, an unreadable banner refused"
}
