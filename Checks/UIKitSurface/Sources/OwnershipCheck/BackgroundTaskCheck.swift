// The event client's background task, asked for on the main thread (as UIKit posts
// didEnterBackground): begun before the call returns, not a main-actor turn later (iOS may suspend
// the app as soon as the notification's handlers return); ended once the work has.
import Foundation
import UIKit

@testable import DialogEvents

/// The checks; returns what was checked, for the summary line.
@MainActor func checkBackgroundTask() -> String {
  let application = UIApplication.shared
  let before = application.surfaceTasksBegun.count
  let done = DispatchSemaphore(value: 0)
  UIKitBackgroundTasks().run(named: "DialogEvents flush", { done.signal() }, expired: {})
  check(
    application.surfaceTasksBegun.count == before + 1,
    "background task: not begun when run(named:) returned on the main thread (begun: \(application.surfaceTasksBegun))"
  )
  // The main thread turns (a task begun late would run then), until the work is done or 2 s passed.
  let deadline = Date().addingTimeInterval(2)
  while done.wait(timeout: .now()) == .timedOut && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
  }
  RunLoop.main.run(until: Date().addingTimeInterval(0.2))
  check(
    application.surfaceTasksEnded == [UIBackgroundTaskIdentifier(rawValue: before + 1)],
    "background task: ended \(application.surfaceTasksEnded) after its work")
  return "background task: begun before run(named:) returns on the main thread, ended after its work"
}
