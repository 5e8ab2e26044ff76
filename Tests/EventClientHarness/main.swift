// event-client-harness: an app's event client in a process of its own, for DialogEventsTests and
// `make bench`. Logs `--count` events (every `--invalid-every`th one for an unknown campaign, which the
// server rejects), printing `logged ID` or `invalid ID` once the event is on disk (`sync`: a kill
// after the line loses nothing), then prints `written`, waits `--hold` seconds (a process that keeps
// its logger, for the suspension test) and (with `--drain`) flushes until the queue is empty and
// prints `drained` and a `stats` line (with the process's CPU seconds). `--app-version V` and
// `--install-folder DIR` (`default`: the configuration's own) set the ledger's fields; `--no-sync` prints the line as soon as `log()`
// returned. `--measure N` (make bench) times N
// log() calls on the calling thread and prints a `measure` line instead.
import DialogCampaigns
import DialogEvents
import Foundation

let options: [String: String] = {
  var options: [String: String] = [:]
  var arguments = CommandLine.arguments.dropFirst()
  while let name = arguments.popFirst() {
    if name == "--drain" || name == "--no-sync" {
      options[String(name.dropFirst(2))] = "1"
    } else {
      options[String(name.dropFirst(2))] = arguments.popFirst()
    }
  }
  return options
}()
@MainActor func number(_ name: String, _ fallback: Double) -> Double {
  options[name].flatMap(Double.init) ?? fallback
}
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
/// The CPU time (user and system) this process has used so far.
func cpuSeconds() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let time = [usage.ru_utime, usage.ru_stime]
  return time.reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
}

guard let url = options["url"].flatMap(URL.init(string:)), let folder = options["queue"] else {
  say("usage: event-client-harness --url URL --queue DIR [--count N] [--invalid-every K] [--drain]")
  exit(2)
}
var configuration = EventLoggerConfiguration(
  baseURL: url, folder: URL(fileURLWithPath: folder), userID: options["user"] ?? "harness-user")
configuration.flushAt = Int(number("flush-at", 20))
configuration.flushInterval = number("interval", 0.5)
configuration.retryBaseDelay = number("retry-base", 0.1)
configuration.retryMaxDelay = number("retry-max", 2)
configuration.requestTimeout = number("timeout", 10)
configuration.maxBatchCount = Int(number("batch", 500))
configuration.appVersion = options["app-version"]
// `--install-folder default`: the configuration's default (nil).
let installFolder = options["install-folder"] ?? folder
configuration.installFolder = installFolder == "default" ? nil : URL(fileURLWithPath: installFolder)
let logger: EventLogger
do {
  logger = try EventLogger(configuration: configuration)
} catch {
  say("error \(error)")  // e.g. the queue folder in use by another logger
  exit(1)
}
if let measured = options["measure"].flatMap(Int.init) {
  // The caller's side of log(): each call timed, beside the floor (an id and a timestamp, made the
  // same way, with no queue) in the same process; then how fast the writer put them on disk.
  func percentiles(_ samples: [Double]) -> (Double, Double) {
    let sorted = samples.sorted()
    return (sorted[sorted.count / 2] * 1e6, sorted[min(sorted.count - 1, sorted.count * 99 / 100)] * 1e6)
  }
  var floor: [Double] = []
  for _ in 0..<measured {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = (UUID().uuidString.lowercased(), Int64(Date().timeIntervalSince1970 * 1000))
    floor.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  var calls: [Double] = []
  let began = Date()
  for index in 0..<measured {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try logger.impression(campaign: "ab-test", variant: index % 2 == 0 ? "A" : "B")
    calls.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    if index % 100 == 99 { Thread.sleep(forTimeInterval: 0.001) }  // bursts, as a screen logs them
  }
  let synced = logger.sync(timeout: 120)
  let written = Date().timeIntervalSince(began)
  let (p50, p99) = percentiles(calls)
  let (floor50, floor99) = percentiles(floor)
  say(
    "measure calls=\(measured) p50_us=\(p50) p99_us=\(p99) floor_p50_us=\(floor50) floor_p99_us=\(floor99) "
      + "written_per_s=\(Double(measured) / written) synced=\(synced)")
  exit(synced ? 0 : 1)
}
let count = Int(number("count", 0))
let invalidEvery = Int(number("invalid-every", 0))
let delay = number("delay-ms", 0) / 1000
let started = Date()
for index in 0..<count {
  let invalid = invalidEvery > 0 && index % invalidEvery == invalidEvery - 1
  let campaign = invalid ? "no-such-campaign" : "ab-test"
  let variant = index % 2 == 0 ? "A" : "B"
  let id: String?
  switch index % 3 {
  case 0: id = try logger.impression(campaign: campaign, variant: variant)
  case 1: id = try logger.tap(campaign: campaign, variant: variant)
  default: id = try logger.close(campaign: campaign, variant: variant, trigger: .closeButton)
  }
  guard let id else { continue }
  if options["no-sync"] == nil, !logger.sync(timeout: 60) { say("error \(id) not written in 60 s") }
  say((invalid ? "invalid " : "logged ") + id)
  if delay > 0 { Thread.sleep(forTimeInterval: delay) }
}
let loggedIn = Date().timeIntervalSince(started)
if logger.sync(timeout: 60) { say("written") }
Thread.sleep(forTimeInterval: number("hold", 0))
if options["drain"] != nil {
  let bytes = logger.currentStatistics.queueFileBytes
  let drained = logger.flush(timeout: number("drain-timeout", 300))
  let elapsed = Date().timeIntervalSince(started)
  let stats = logger.currentStatistics
  say(drained ? "drained" : "not drained: \(stats.state)")
  say(
    "stats queued=\(stats.queued) accepted=\(stats.accepted) duplicates=\(stats.duplicates) "
      + "deadLettered=\(stats.deadLettered) dropped=\(stats.dropped) retries=\(stats.retries) "
      + "logSeconds=\(loggedIn) totalSeconds=\(elapsed) queueBytesBeforeDrain=\(bytes) cpuSeconds=\(cpuSeconds())"
  )
  exit(drained ? 0 : 1)
}
