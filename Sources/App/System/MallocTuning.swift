#if canImport(Glibc)
  import Glibc
#endif

/// glibc malloc settings for `serve`.
///
/// Under ingest load, each commit cycle freed the top of the writer's and workers' malloc arenas, glibc
/// gave those pages back (`madvise`) and the next cycle faulted them in again: page faults and TLB
/// shootdowns were a tenth of the writer thread's profile. Keeping up to 8 MiB of free space per arena
/// instead costs at most that much memory and stops the churn.
enum MallocTuning {
  /// `M_TRIM_THRESHOLD` and `M_TOP_PAD` from `<malloc.h>` (which Swift's Glibc module doesn't import).
  private static let trimThreshold: Int32 = -1
  private static let topPad: Int32 = -2

  static func apply() {
    #if canImport(Glibc)
      // Looked up at run time: `mallopt` is glibc's, absent from other C libraries.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(trimThreshold, 8 << 20)
      _ = mallopt(topPad, 1 << 20)
    #endif
  }
}
