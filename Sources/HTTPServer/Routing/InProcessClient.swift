import Dispatch
import Synchronization

extension HTTPHandler {
  /// Answers a request in process, without a socket: the test harness beside the live server.
  /// Waits up to `timeout` seconds for a deferred reply; nil when none came.
  public func response(to request: Request, timeout: Double = 5) -> Response? {
    let result = Mutex<Response?>(nil)
    let done = DispatchSemaphore(value: 0)
    handle(request) { response in
      result.withLock { $0 = response }
      done.signal()
    }
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return result.withLock { $0 }
  }
}
