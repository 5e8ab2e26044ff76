import Dispatch
import Synchronization

/// Reloads a campaign folder while the server runs. It polls the folder's stamp (file names,
/// sizes, times, file numbers and a hash of each file's bytes: ``FolderStamp``) every `interval`
/// seconds on a background queue; once a change has
/// held still for one poll (so a half-written file is not read), it reloads. A valid folder
/// replaces the store's catalog; an invalid one leaves the last valid catalog in place. Either
/// way `onEvent` hears about it, once per change.
///
/// ```swift
/// let watcher = CampaignWatcher(loader: loader, store: store, after: load) { event in log(event) }
/// watcher.start()
/// defer { watcher.stop() }
/// ```
public final class CampaignWatcher: Sendable {
  /// What a reload did.
  public enum Event: Sendable, Equatable {
    /// The folder changed and is valid: this catalog is now current.
    case reloaded(CampaignCatalog)
    /// The folder changed and is invalid: the last valid catalog stays; these are the problems.
    case rejected([CampaignProblem])
  }

  private struct State {
    var loaded: FolderStamp  // the stamp of the last load, valid or not
    var pending: FolderStamp?  // a change seen once, reloaded when seen again unchanged
    var timer: (any DispatchSourceTimer)?
  }

  private let loader: CampaignLoader
  private let store: CampaignStore
  private let interval: Double
  private let onEvent: @Sendable (Event) -> Void
  private let queue = DispatchQueue(label: "dialog-preview.campaign-watcher")
  private let state: Mutex<State>

  /// A watcher of `loader`'s folder feeding `store`. `initial` is the load the store's catalog
  /// came from (changes since are picked up); without it the folder's state now is the baseline.
  public init(
    loader: CampaignLoader, store: CampaignStore, after initial: CampaignLoad? = nil, interval: Double = 0.25,
    onEvent: @escaping @Sendable (Event) -> Void
  ) {
    self.loader = loader
    self.store = store
    self.interval = interval
    self.onEvent = onEvent
    state = Mutex(State(loaded: initial?.stamp ?? FolderStamp.read(loader.directory)))
  }

  /// Starts polling (once; later calls do nothing).
  public func start() {
    state.withLock { state in
      guard state.timer == nil else { return }
      let timer = DispatchSource.makeTimerSource(queue: queue)
      timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
      timer.setEventHandler { [weak self] in self?.poll() }
      timer.resume()
      state.timer = timer
    }
  }

  /// Stops polling; when it returns, no reload is running and `onEvent` will not be called again.
  public func stop() {
    let timer = state.withLock { state in
      defer { state.timer = nil }
      return state.timer
    }
    timer?.cancel()
    queue.sync {}
  }

  deinit {
    state.withLock { $0.timer?.cancel() }
  }

  /// One poll, on `queue`.
  private func poll() {
    let now = FolderStamp.read(loader.directory)
    let shouldLoad = state.withLock { state -> Bool in
      if now == state.loaded {
        state.pending = nil
        return false
      }
      if now != state.pending {
        state.pending = now
        return false
      }
      return true
    }
    guard shouldLoad else { return }
    let load = loader.load()
    state.withLock { state in
      state.loaded = load.stamp
      state.pending = nil
    }
    if load.isValid {
      store.replace(with: load.catalog)
      onEvent(.reloaded(load.catalog))
    } else {
      onEvent(.rejected(load.problems))
    }
  }
}
