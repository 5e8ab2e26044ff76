import Analytics
import CSQLite
import Foundation
import Synchronization
import TestSupport
import Testing

/// Issue 42's done-when test of the delivery ledger: 20 event-client processes (10 installs on app
/// version 1.0, 10 on 2.0, 500 events each) log through a proxy (``LedgerProxy``) to the real server;
/// some clients are SIGKILLed at random points and started again on their queue folder, the proxy
/// swallows a few batches of 2.0 (answers 200, forwards nothing: ids never delivered) and drops the
/// answer to a few batches of both versions after the server stored them (the client retries). Then the
/// report's `delivery` (`delivery_grace=0`) must show exactly the swallowed ids as 2.0's gaps, 1.0 with
/// no gap and a loss rate of 0, every retry as a duplicate of its version, and JSON, CSV, the page and
/// the CLI the same figures. On SQLite and on PostgreSQL.
@Suite("DialogEvents: delivery ledger through a lossy proxy", .serialized)
struct DeliveryLedgerClientTests {
  @Test func sqlite() async throws {
    try await Self.run(databaseURL: nil)
  }

  @Test(.enabled(if: !TestPostgres.isSkipped, "\(TestPostgres.skipVariable)=1"))
  func postgres() async throws {
    let database = try TestDatabase()
    try await Self.run(databaseURL: database.url)
  }

  static let versions = ["1.0", "2.0"]
  static let installsPerVersion = 10
  static let eventsPerInstall = 500

  /// One simulated install: its queue folder (holding its install id), its client process and the ids
  /// the processes printed as logged.
  final class Install {
    let folder: URL
    let version: String
    let user: String
    var kills: [Int]
    var logged: [String] = []
    var client: ClientHarness?
    var launches = 0
    var finished = false
    var exitStatus: Int32 = 0
    var lastLines: [String] = []

    init(folder: URL, version: String, user: String, kills: [Int]) {
      self.folder = folder
      self.version = version
      self.user = user
      self.kills = kills
    }

    func launch(port: UInt16) throws {
      launches += 1
      client = try ClientHarness(
        port: port, queue: folder,
        arguments: [
          "--count", String(max(0, DeliveryLedgerClientTests.eventsPerInstall - logged.count)), "--drain",
          "--flush-at", "25", "--batch", "50", "--timeout", "60", "--interval", "0.2", "--retry-base", "0.05",
          "--retry-max", "0.5",
          "--app-version", version, "--user", user,
        ])
    }
  }

  static func run(databaseURL: String?) async throws {
    let started = Date()
    let seed =
      ProcessInfo.processInfo.environment["DELIVERY_LEDGER_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 1...UInt64.max >> 1)
    var random = SplitMix64(seed: seed)
    let store = databaseURL == nil ? "SQLite" : "PostgreSQL"
    print("delivery ledger (\(store)): seed \(seed) (DELIVERY_LEDGER_SEED=\(seed) repeats the plan)")

    let server = try EventServer(databaseURL: databaseURL)
    // Which batches the proxy swallows (2.0 only) and whose answer it drops (both versions): by
    // sequence number, for the first installs of each version to send.
    func from(_ low: Int, _ high: Int) -> Int { low + random.below(high - low) }
    let plans: [String: [LedgerProxy.InstallPlan]] = [
      "1.0": [
        .init(dropAnswer: [from(20, 200), from(250, 400)]), .init(dropAnswer: [from(20, 400)]),
        .init(dropAnswer: [from(20, 400)]),
      ],
      "2.0": [
        .init(swallow: [from(20, 180), from(220, 400)]), .init(swallow: [from(20, 400)]),
        .init(swallow: [from(20, 400)], dropAnswer: [from(20, 400)]),
        .init(swallow: [from(20, 400)]), .init(dropAnswer: [from(20, 200), from(250, 400)]),
      ],
    ]
    let loggedIDs = Mutex(Set<String>())
    let proxy = try LedgerProxy(
      upstreamPort: server.port, plans: plans, swallowBelow: 450,
      isLogged: { id in loggedIDs.withLock { $0.contains(id) } })
    defer { proxy.stop() }

    // 20 installs; 8 of them (4 per version) killed once or twice while logging, one more while it
    // drains (after its last event was written).
    let root = server.folder.appendingPathComponent("installs")
    var installs: [Install] = []
    for (versionIndex, version) in versions.enumerated() {
      for index in 0..<installsPerVersion {
        let folder = root.appendingPathComponent("v\(version)-\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        installs.append(
          Install(folder: folder, version: version, user: "user-\(versionIndex)-\(index)", kills: []))
      }
    }
    var order = Array(installs.indices)
    order.shuffle(using: &random)
    for (rank, index) in order.prefix(8).enumerated() {
      let points = (0..<(rank % 3 == 0 ? 2 : 1)).map { _ in from(10, eventsPerInstall - 10) }
      installs[index].kills = points.sorted()
    }
    installs[order[8]].kills = [eventsPerInstall]
    for install in installs { try install.launch(port: proxy.port) }

    var kills = 0
    while installs.contains(where: { !$0.finished }) {
      var newlyLogged: [String] = []
      for install in installs where !install.finished {
        guard let client = install.client else { continue }
        let lines = client.lines
        let logged = ClientHarness.ids(lines, "logged")
        newlyLogged += logged
        if let point = install.kills.first, install.logged.count + logged.count >= point,
          point < eventsPerInstall || lines.contains("written")
        {
          client.kill9()
          install.kills.removeFirst()
          install.logged += ClientHarness.ids(client.lines, "logged")
          kills += 1
          try install.launch(port: proxy.port)
        } else if !client.process.isRunning {
          install.exitStatus = client.wait()
          install.lastLines = client.lines
          install.logged += ClientHarness.ids(install.lastLines, "logged")
          install.finished = true
        }
      }
      loggedIDs.withLock { set in
        set.formUnion(newlyLogged)
        for install in installs { set.formUnion(install.logged) }
      }
      usleep(20_000)
    }
    let clientSeconds = Date().timeIntervalSince(started)

    for install in installs {
      #expect(install.exitStatus == 0, "\(install.folder.lastPathComponent): \(install.lastLines.suffix(3))")
      #expect(install.lastLines.contains("drained"), "\(install.folder.lastPathComponent)")
      #expect(install.lastLines.last?.hasPrefix("stats queued=0 ") == true, "\(install.lastLines.suffix(2))")
      #expect(install.logged.count == eventsPerInstall, "\(install.folder.lastPathComponent)")
      #expect(Set(install.logged).count == install.logged.count)
    }
    let logged = installs.flatMap(\.logged)
    #expect(logged.count == versions.count * installsPerVersion * eventsPerInstall)

    // What happened on the wire.
    let wire = proxy.figures
    #expect(wire.problems.isEmpty, "\(wire.problems.prefix(5))")
    let swallowed = wire.swallowed
    let swallowedEvents = swallowed.compactMap { wire.seen[$0] }
    // Per version: each copy the server stored beyond the first is a retry it absorbed (a dropped
    // answer, or a client killed between the server's answer and deleting the batch).
    var retries: [String: Int] = [:]
    for (id, copies) in wire.forwarded where copies > 1 {
      retries[wire.seen[id]?.version ?? "?", default: 0] += copies - 1
    }
    for version in versions {
      #expect((wire.dropAnswerEvents[version] ?? 0) > 0, "no answer of \(version) was dropped")
      #expect((retries[version] ?? 0) >= (wire.dropAnswerEvents[version] ?? 0))
    }
    // Every dropped answer's events were sent again; an install never killed sent nothing else twice.
    let killed = Set(
      try installs.filter { $0.launches > 1 }.map { install in
        let file = install.folder.appendingPathComponent("install-id")  // InstallID.fileName
        return try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      })
    #expect(killed.count == installs.filter { $0.launches > 1 }.count)
    #expect(wire.dropAnswerIDs.allSatisfy { (wire.forwarded[$0] ?? 0) >= 2 }, "a dropped answer not retried")
    let unexplained = wire.forwarded.filter { id, copies in
      copies > 1 && !killed.contains(wire.seen[id]?.install ?? "")
        && (copies > 2 || !wire.dropAnswerIDs.contains(id))
    }
    let suspects = Set(unexplained.keys.compactMap { wire.seen[$0].map { String($0.install.prefix(8)) } })
    #expect(
      unexplained.isEmpty,
      "\(unexplained.count) events sent again without a dropped answer or a kill, by \(suspects.sorted()): \(wire.trace.filter { suspects.contains(String($0.split(separator: " ")[1])) }.joined(separator: "\n"))"
    )
    let afterKills = wire.forwarded.filter { $0.value > 1 && !wire.dropAnswerIDs.contains($0.key) }.count
    #expect(wire.swallowedBatches >= 3 && !swallowed.isEmpty, "\(wire.swallowedBatches) batches swallowed")
    #expect(swallowedEvents.allSatisfy { $0.version == "2.0" })
    #expect(wire.forwarded.keys.allSatisfy { !swallowed.contains($0) }, "a swallowed id was forwarded")

    // What the store holds: every logged id but the swallowed ones, each once, and for every install
    // the sequence numbers 1…its highest but the swallowed ones.
    let rows = try storedRows(databaseURL: databaseURL, server: server)
    let storedIDs = Set(rows.map(\.id))
    #expect(storedIDs.count == rows.count, "an id stored twice")
    #expect(logged.allSatisfy { wire.seen[$0] != nil }, "a logged id never reached the proxy")
    let missing = logged.filter { !storedIDs.contains($0) }
    let missingPairs = Set(missing.compactMap { wire.seen[$0] }.map { "\($0.install)#\($0.seq)" })
    let swallowedPairs = Set(swallowedEvents.map { "\($0.install)#\($0.seq)" })
    #expect(missing.count == missingPairs.count)
    #expect(
      missingPairs == swallowedPairs,
      "never delivered but not swallowed: \(missingPairs.subtracting(swallowedPairs).sorted().prefix(5)); swallowed but stored or not logged: \(swallowedPairs.subtracting(missingPairs).sorted().prefix(5))"
    )
    var seqsByInstall: [String: Set<Int>] = [:]
    for row in rows { seqsByInstall[row.install, default: []].insert(row.seq) }
    var swallowedByInstall: [String: Set<Int>] = [:]
    for event in swallowedEvents { swallowedByInstall[event.install, default: []].insert(event.seq) }
    #expect(seqsByInstall.count == versions.count * installsPerVersion)
    for (install, seqs) in seqsByInstall {
      let lost = swallowedByInstall[install] ?? []
      let highest = seqs.max() ?? 0
      #expect(seqs.isDisjoint(with: lost) && (lost.max() ?? 0) < highest)
      #expect(seqs.union(lost) == Set(1...highest), "install \(install): a gap that nobody made")
    }
    var received: [String: Int] = [:]
    var installsOf: [String: Set<String>] = [:]
    for row in rows {
      received[row.version, default: 0] += 1
      installsOf[row.version, default: []].insert(row.install)
    }
    let pairs = Set(rows.map { "\($0.install)#\($0.seq)" })
    #expect(pairs.count == rows.count, "an (install, seq) stored under two ids")

    // The report: the ledger as the test measured it.
    let base = server.server.baseURL
    let json = try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?delivery_grace=0")!)
    #expect(json.status == 200)
    let body = try JSONDecoder().decode(Body.self, from: json.body)
    #expect(body.deliveryGrace == 0)
    #expect(body.delivery.map(\.appVersion) == versions)
    #expect(body.deliveryUnsequenced == Unsequenced(received: 0, duplicates: 0))
    var expectedRows: [Row] = []
    for version in versions {
      let gaps = version == "2.0" ? swallowed.count : 0
      let got = received[version] ?? 0
      expectedRows.append(
        Row(
          appVersion: version, installs: installsOf[version]?.count ?? 0, received: got, gaps: gaps,
          duplicates: retries[version] ?? 0, lossRate: Double(gaps) / Double(got + gaps)))
    }
    #expect(expectedRows.map(\.installs) == [installsPerVersion, installsPerVersion])
    #expect(expectedRows[0].gaps == 0 && expectedRows[0].lossRate == 0)
    #expect(body.delivery == expectedRows)

    // CSV, the page and the CLI show the same.
    let csv = try await HTTPClient.request(
      URL(string: "\(base)/api/report/ab-test?format=csv&delivery_grace=0")!)
    let csvRows = DeliveryReportText.csv(csv.text)
    #expect(csvRows.first == DeliveryLedger.csvColumns)
    #expect(csvRows.count == body.delivery.count + 2)
    for (record, row) in zip(csvRows.dropFirst(), body.delivery) {
      #expect(
        record.count == 8 && record[0] == "sequenced" && record[1] == row.appVersion && record[7] == "0")
      #expect(record.count == 8 && record[2...5].map { Int($0) } == row.counts)
      #expect(record.count == 8 && Double(record[6]) == row.lossRate)
    }
    #expect(csvRows.last == ["unsequenced", "", "", "0", "", "0", "", "0"])
    let page = try await HTTPClient.request(URL(string: "\(base)/report/ab-test?delivery_grace=0")!)
    #expect(page.status == 200)
    let pageRows = DeliveryReportText.pageRows(page.text)
    #expect(pageRows.count == versions.count)
    for row in body.delivery {
      let cells = pageRows[row.appVersion ?? ""] ?? []
      #expect(cells == DeliveryLedger.cells(row.ledgerRow))
      #expect(cells.dropFirst().prefix(4).map { Int($0.filter(\.isNumber)) } == row.counts)
    }
    #expect(server.server.stop() == 0)

    let arguments = [
      "--database", server.databaseURL, "--campaigns", server.folder.appendingPathComponent("campaigns").path,
      "--delivery-grace", "0",
    ]
    let cliJSON = try ServerProcess.run(["report", "ab-test", "--format", "json"] + arguments)
    #expect(cliJSON.code == 0, "\(cliJSON.stderr)")
    let cliBody = try JSONDecoder().decode(Body.self, from: Data(cliJSON.stdout.utf8))
    #expect(cliBody.delivery == body.delivery && cliBody.deliveryGrace == 0)
    #expect(cliBody.deliveryUnsequenced == body.deliveryUnsequenced)
    let cliCSV = try ServerProcess.run(["report", "ab-test", "--format", "csv"] + arguments)
    #expect(DeliveryReportText.csv(cliCSV.stdout) == csvRows)
    let table = try ServerProcess.run(["report", "ab-test"] + arguments)
    let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "Delivery (every campaign)"))
    for (offset, row) in body.delivery.enumerated() {
      let shown = lines[start + 3 + offset].components(separatedBy: "  ")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      #expect(shown == DeliveryLedger.cells(row.ledgerRow))
    }

    let seconds = Date().timeIntervalSince(started)
    let summary = body.delivery.map {
      "\($0.appVersion ?? "-"): installs \($0.installs) received \($0.received) gaps \($0.gaps) "
        + "duplicates \($0.duplicates) (answers dropped: \(wire.dropAnswerEvents[$0.appVersion ?? ""] ?? 0) "
        + "events) loss_rate \($0.lossRate.map { String(format: "%.5f", $0) } ?? "null")"
    }
    print(
      "delivery ledger (\(store)): \(logged.count) events logged by \(installs.count) installs, "
        + "\(installs.map(\.launches).reduce(0, +)) launches, \(kills) SIGKILLs; proxy: \(wire.requests) requests, "
        + "\(wire.swallowedBatches) batches (\(swallowed.count) events) swallowed, \(wire.dropAnswerBatches) answers "
        + "dropped, \(afterKills) events sent again after a kill; \(rows.count) stored; \(summary.joined(separator: "; ")); clients \(String(format: "%.1f", clientSeconds)) s, "
        + "total \(String(format: "%.1f", seconds)) s")
  }

  // MARK: - The store, read directly

  struct StoredRow {
    let id: String
    let install: String
    let seq: Int
    let version: String
  }

  static let storedQuery =
    "SELECT id, install_id, install_seq, coalesce(app_version, '') FROM events WHERE install_seq IS NOT NULL"

  static func storedRows(databaseURL: String?, server: EventServer) throws -> [StoredRow] {
    if let databaseURL {
      let text = try TestPostgres.psql(databaseURL, storedQuery)
      return text.split(separator: "\n").map { line in
        let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        return StoredRow(id: fields[0], install: fields[1], seq: Int(fields[2]) ?? 0, version: fields[3])
      }
    }
    var database: OpaquePointer?
    guard sqlite3_open_v2(server.databasePath, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
      throw TestFailure("could not open \(server.databasePath)")
    }
    defer { sqlite3_close(database) }
    sqlite3_busy_timeout(database, 5_000)
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(database, storedQuery, -1, &statement, nil) == SQLITE_OK else {
      throw TestFailure(String(cString: sqlite3_errmsg(database)))
    }
    defer { sqlite3_finalize(statement) }
    var rows: [StoredRow] = []
    func text(_ column: Int32) -> String {
      sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
    }
    while sqlite3_step(statement) == SQLITE_ROW {
      rows.append(
        StoredRow(
          id: text(0), install: text(1), seq: Int(sqlite3_column_int64(statement, 2)), version: text(3)))
    }
    return rows
  }

  // MARK: - The report's delivery, as JSON, CSV and HTML (TestSupport's DeliveryReportText)

  typealias Row = DeliveryReportText.Row
  typealias Unsequenced = DeliveryReportText.Unsequenced
  typealias Body = DeliveryReportText.Body
}
