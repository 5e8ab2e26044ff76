import Foundation

/// SIGINT and SIGTERM, armed at creation (before the ready line is printed, so a signal sent right
/// after it is never lost) and awaited with `wait()`.
///
/// A plain `sigaction` handler that posts a POSIX semaphore (async-signal-safe), not a Dispatch signal
/// source: on Linux a source sees a signal only if every thread blocks it, and threads started earlier
/// (Foundation's, libmicrohttpd's) don't, so with `SIG_IGN` a SIGTERM was sometimes discarded. Must be
/// created on the thread that calls ``wait()`` (it unblocks the two signals on it).
final class TerminationSignals: Sendable {
  init() {
    sem_init(receivedSemaphore, 0, 0)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      if receivedSignal == 0 { receivedSignal = number }
      sem_post(receivedSemaphore)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    // A parent may have started us with them blocked (Foundation's Process passes on the mask of the
    // Dispatch thread that spawned it): unblock them here, so this thread at least receives them.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Blocks until a signal arrives; returns its name.
  func wait() -> String {
    while sem_wait(receivedSemaphore) != 0, errno == EINTR {}
    return receivedSignal == SIGINT ? "SIGINT" : "SIGTERM"
  }
}

// Written by the signal handler, which can capture nothing; one instance per process.
nonisolated(unsafe) private let receivedSemaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
nonisolated(unsafe) private var receivedSignal: Int32 = 0
