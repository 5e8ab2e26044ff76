#!/usr/bin/env python3
"""`make bench`: dialog-preview side by side with nginx on loopback, against a release build. Run it
through bench/bench.sh (the toolchain on PATH, the Debian packages installed); what it measures, in
order, is the table in bench/scenarios.py.

Each scenario (a Load) runs ROUNDS times as dialog-preview, nginx, dialog-preview, nginx, … (so drift on
a shared machine hits both) and reports medians; the ratio is the median of the rounds' own ratios (each
dialog-preview run over the nginx run right after it), so a pair shares the machine's state. POST
scenarios add a third run to each round: bench/mhd204.c, libmicrohttpd alone (the same mode, a pool of
2, poll) answering 204 once the body is read (the libmicrohttpd-204 column). The C ceiling's row drives
bench/mhd-commit.c (the same mode, suspend/resume and durable group commit, nothing else per request)
in dialog-preview's place. Single-event scenarios add a row to the tail table (p50, p99, p99.9 from
wrk's latency histogram, each ratio the median of the runs' own). Then: ingest CPU per event and thread
count with 200 open campaign-event streams vs none, a graceful stop with them open, the report's latency
after bulk loads, PostgreSQL's rows, the server's peak memory (VmHWM) and acknowledged == stored.
Prints PASS/FAIL per target and writes the figures into docs/benchmarks.md (between the markers).

Knobs: BENCH_SECONDS=5 (per wrk run)  BENCH_ROUNDS=7  BENCH_TAIL_ROUNDS=3 (the 256-connection row)
       BENCH_CEILING_ROUNDS=5 (the C ceiling's row)  BENCH_POSTGRES=1 (0 skips PostgreSQL)
       BENCH_DOC=docs/benchmarks.md (empty: don't write)  BENCH_REPORT_SIZES="10000 100000"
       BENCH_REPORT_REQUESTS=7 (report requests per size)
       BENCH_BINARY=path (measure that build instead of building this tree)
"""
import os
import resource
import signal
import subprocess
import sys
import time
from types import SimpleNamespace

sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from processes import BenchError, Machine, cpu_ticks, peak_mib, thread_count, wrk  # noqa: E402
from report import Figures, generated, holds, machine, median, rate, ratio, write_doc, COLUMNS  # noqa: E402
from scenarios import PLAN, TARGETS, Load, Report, Server, Stop, Streams, Verify  # noqa: E402

KNOBS = SimpleNamespace(
    seconds=os.environ.get("BENCH_SECONDS", "5"), rounds=int(os.environ.get("BENCH_ROUNDS", "7")),
    tail=int(os.environ.get("BENCH_TAIL_ROUNDS", "3")), ceiling=int(os.environ.get("BENCH_CEILING_ROUNDS", "5")),
    postgres=os.environ.get("BENCH_POSTGRES", "1") == "1", doc=os.environ.get("BENCH_DOC", "docs/benchmarks.md"),
    report_sizes=os.environ.get("BENCH_REPORT_SIZES", "10000 100000").split(),
    report_requests=int(os.environ.get("BENCH_REPORT_REQUESTS", "7")), binary=os.environ.get("BENCH_BINARY", ""))
ROUND_KNOBS = {"BENCH_ROUNDS": KNOBS.rounds, "BENCH_TAIL_ROUNDS": KNOBS.tail, "BENCH_CEILING_ROUNDS": KNOBS.ceiling}


class Run:
    """One bench run: the machine's processes, the figures, and what the steps recorded for TARGETS."""

    def __init__(self, machine_):
        self.m, self.fig = machine_, Figures()
        self.r = SimpleNamespace(ratio=ratio, peak=SimpleNamespace(sqlite="n/a", report="n/a", postgres=""))
        self.dp = self.dp_port = self.database = None
        self.acknowledged, self.in_flight = {}, {}  # per database
        self.mirrored, self.run_number = {}, 0
        self.nginx_port = self.m.start_nginx()
        self.mhd_port = self.m.start_c("mhd204")[1]

    def drive(self, port, connections, settings, database=None, batch=1):
        """One wrk run; counts its acknowledged events against database."""
        if database:
            self.run_number += 1
            settings = {**settings, "RUN_ID": f"run{self.run_number}"}
        result = wrk(port, connections, KNOBS.seconds, settings)
        if database:
            self.acknowledged[database] = self.acknowledged.get(database, 0) + int(result["ok"]) * batch
            self.in_flight[database] = self.in_flight.get(database, 0) + connections * batch
        return result

    def load(self, s):
        rounds = ROUND_KNOBS.get(s.rounds, s.rounds)
        batch = int(s.load.get("BATCH", "1"))
        counted = self.database if s.load.get("MODE") == "events" and not s.subject else None
        with_mhd = bool(s.baseline) and s.baseline.get("OK_STATUS") == "204"
        port, ceiling = self.dp_port, None
        if s.subject:
            ceiling, port = self.m.start_c(s.subject, self.m.path(f"{s.subject}.sqlite"))
        if "GET_PATH" in s.load and s.load["GET_PATH"] not in self.mirrored:
            self.mirrored[s.load["GET_PATH"]] = self.m.mirror(self.dp_port, s.load["GET_PATH"])
        sizes = self.mirrored.get(s.load.get("GET_PATH"))
        label = s.label.format(bytes=f"{sizes[0]} bytes, {sizes[1]} gzip" if sizes else None)
        if s.idle:
            for idle_port in (self.dp_port, self.nginx_port, self.mhd_port):
                self.m.hold_idle(idle_port, s.idle)
        sides = [("dp", port, s.load, counted, f"  ({label}: {{}} answers were not 200)")]
        if s.baseline:
            sides.append(("nginx", self.nginx_port, s.baseline, None, f"  (nginx {label}: {{}} unexpected answers)"))
        if with_mhd:
            sides.append(("mhd", self.mhd_port, s.baseline, None,
                          f"  (libmicrohttpd-204 {label}: {{}} unexpected answers)"))
        runs = {"dp": [], "nginx": [], "mhd": []}
        for _ in range(rounds):
            for side, side_port, settings, database, warning in sides:
                result = self.drive(side_port, s.connections, settings, database, batch)
                result["rate"] = rate(int(result["ok"]) * batch, result["seconds"])
                runs[side].append(result)
                if result["bad"] != "0":
                    print(warning.format(result["bad"]))
        self.m.release()
        if ceiling:
            self.m.stop(ceiling)
        self.record(s, label, rounds, runs, counted is not None and batch == 1)

    def record(self, s, label, rounds, runs, tail):
        """The row, the round line and the tail row of one Load; its figures under s.key."""
        def of(side, key):  # one figure of each run of a side, as printed
            return [run[key] for run in runs[side]]

        def pairs(a, b):  # each round's ratio of side a's rate to side b's
            return [ratio(x["rate"], y["rate"]) for x, y in zip(runs[a], runs[b])]

        def latency(side):
            return f"{median(of(side, 'p50_ms'))} / {median(of(side, 'p99_ms'))}"

        dp = SimpleNamespace(rate=median(of("dp", "rate")), p50=median(of("dp", "p50_ms")),
                             p99=median(of("dp", "p99_ms")), p999=median(of("dp", "p999_ms")),
                             tail_p99=median([ratio(r["p99_ms"], r["p50_ms"]) for r in runs["dp"]]),
                             tail_p999=median([ratio(r["p999_ms"], r["p50_ms"]) for r in runs["dp"]]),
                             nginx_rate="0", ratio="0", mhd_rate="0", mhd_ratio="0")
        setattr(self.r, s.key, dp)
        mhd_cells, mhd_rounds = ("–", "–", "–"), ""
        if runs["mhd"]:
            dp.mhd_rate, dp.mhd_ratio = median(of("mhd", "rate")), median(pairs("dp", "mhd"))
            mhd_cells = (f"{dp.mhd_rate} {s.unit}", latency("mhd"),
                         f"{dp.mhd_ratio}× (it: {median(pairs('mhd', 'nginx'))}× nginx)")
            mhd_rounds = (f"libmicrohttpd-204 {' '.join(of('mhd', 'rate'))}; "
                          f"ratios to it {' '.join(pairs('dp', 'mhd'))}; libmicrohttpd-204 / nginx {' '.join(pairs('mhd', 'nginx'))}")
        nginx_cells = ("–", "–", "–")
        if runs["nginx"]:
            dp.nginx_rate, dp.ratio = median(of("nginx", "rate")), median(pairs("dp", "nginx"))
            nginx_cells = (f"{dp.nginx_rate} {s.unit}", latency("nginx"), f"{dp.ratio}×")
        self.fig.row(label, s.connections, f"{dp.rate} {s.unit}", f"{dp.p50} / {dp.p99}", *nginx_cells, *mhd_cells)
        if runs["nginx"] and rounds > 1:
            subject = f"{s.subject or 'dialog-preview'} {' '.join(of('dp', 'rate'))}"
            nginx, ratios = f"nginx {' '.join(of('nginx', 'rate'))}", f"ratios {' '.join(pairs('dp', 'nginx'))}"
            self.fig.round_lines.append(f"- {label}, {s.connections} connections: {subject}; {nginx}; {ratios}"
                                        + (f"; {mhd_rounds}" if mhd_rounds else ""))
            print(f"  (rounds: {subject} | {nginx} | {ratios}" + (f" | {mhd_rounds})" if mhd_rounds else ")"))
        if tail:
            store = "PostgreSQL" if self.database.startswith("postgres:") else "SQLite"
            self.fig.tail_row(label, store, s.connections, rounds, dp.p50, dp.p99, dp.p999, f"{dp.tail_p99}×",
                              f"{dp.tail_p999}×")
            print(f"  (tail: p50 {dp.p50} ms, p99 {dp.p99} ms, p99.9 {dp.p999} ms; p99/p50 {dp.tail_p99}×, "
                  f"p99.9/p50 {dp.tail_p999}×)")

    def server(self, s):
        self.database = s.database
        url = self.m.database(s.database, create=s.database.startswith("postgres:"))
        self.dp, self.dp_port = self.m.start_dp(s.name, url, s.args)

    def stop(self, s):
        if s.streams:
            self.m.hold_streams(self.dp_port, s.streams)
        if s.peak:
            setattr(self.r.peak, s.peak, peak_mib(self.dp.pid))
        started = time.monotonic()
        status = self.m.stop(self.dp)
        seconds = "%.2f" % (time.monotonic() - started)
        self.m.release()
        if s.streams:
            self.fig.check(f"graceful stop with {s.streams} streams open", status == 0 and float(seconds) <= s.limit_s,
                           f"{seconds} s, exit {status}")

    def streams(self, s):
        cpu, threads, tick = {False: [], True: []}, {False: [], True: []}, os.sysconf("SC_CLK_TCK")
        for round_ in range(1, s.rounds + 1):
            for with_streams in (False, True):
                if with_streams:
                    self.m.hold_streams(self.dp_port, s.count)
                before = cpu_ticks(self.dp.pid)
                ok = int(self.drive(self.dp_port, s.connections, {"MODE": "events", "BATCH": "1"}, self.database)["ok"])
                us = "%.2f" % ((cpu_ticks(self.dp.pid) - before) * 1e6 / tick / max(ok, 1))
                cpu[with_streams].append(us)
                threads[with_streams].append(str(thread_count(self.dp.pid)))
                if with_streams:
                    self.m.release()
                    time.sleep(16)  # a released stream is found gone at the next heartbeat (15 s)
                kind = f"with {s.count} streams" if with_streams else "no streams"
                print(f"streams round {round_}: {kind}: {us} µs CPU/event, {ok} events, "
                      f"{threads[with_streams][-1]} threads")
        plain, streams = median(cpu[False]), median(cpu[True])
        share = ratio(streams, plain)
        self.fig.row(f"single event, CPU µs/event, none vs {s.count} streams", s.connections,
                     f"{plain} vs {streams} µs", f"ratio {share}",
                     f"threads {' '.join(threads[False])} vs {' '.join(threads[True])}", *["–"] * 5)
        self.fig.check(f"{s.count} streams: ingest CPU per event within {round((s.cpu_limit - 1) * 100)} %",
                       holds(share, "<=", s.cpu_limit),
                       f"{streams} vs {plain} µs/event (median of {s.rounds} alternating runs each)")
        # Dispatch may add a worker now and then in either kind of run: the most with streams <= the most without.
        self.fig.check(f"{s.count} streams: thread count unchanged",
                       max(map(int, threads[True])) <= max(map(int, threads[False])),
                       f"threads without: {' '.join(threads[False])}; with: {' '.join(threads[True])}")

    def verify(self, s):
        acknowledged, in_flight = self.acknowledged.get(s.database, 0), self.in_flight.get(s.database, 0)
        stored = self.m.count_events(s.database)
        self.fig.check(f"acknowledged == stored ({s.name})", acknowledged <= stored <= acknowledged + in_flight,
                       f"acknowledged={acknowledged} stored={stored} (stored unacknowledged, cut in flight: "
                       f"{stored - acknowledged}, at most {in_flight})")

    def report(self, s):
        """Loads BENCH_REPORT_SIZES events step by step (bench/ReportBench: the store's bulk path) and at each
        size times the report in process and through the server, one request at a time (median, slowest)."""
        url = self.m.database(s.database, create=s.database.startswith("postgres:"))
        dp, port = self.m.start_dp(f"report-{s.store}", url)
        loaded = "0"
        for size in KNOBS.report_sizes:
            line = subprocess.run([".build/release/report-bench", url, size, loaded], check=True,
                                  capture_output=True, text=True).stdout.strip()
            loaded, in_process = size, line.split("report_ms=")[1].split()[0]
            times = ["%.1f" % (float(subprocess.run(["curl", "-fsS", "-o", "/dev/null", "-w", "%{time_total}",
                                                      f"http://127.0.0.1:{port}/api/report/bench"], check=True,
                                                     capture_output=True, text=True).stdout) * 1000)
                     for _ in range(KNOBS.report_requests)]
            setattr(self.r, s.key, SimpleNamespace(p50=median(times)))
            self.fig.row(f"report at {size} events, {s.store} (in process {in_process} ms; {line})", 1,
                         f"{KNOBS.report_requests} requests", f"{median(times)} / {max(times, key=float)} (max)",
                         *["–"] * 6)
        if s.peak:
            setattr(self.r.peak, s.peak, peak_mib(dp.pid))
        self.m.stop(dp)

    def targets(self):
        print()
        single, ceiling = getattr(self.r, "single", None), getattr(self.r, "ceiling", None)
        if single is not None:  # the single-event rate over the C ceiling's, measured in the same run
            single.ceiling_ratio = ratio(single.rate, ceiling.rate) if ceiling is not None else "n/a"
        for t in TARGETS:
            if t.postgres and not KNOBS.postgres:
                continue
            values = [getattr(getattr(self.r, v.split(".")[0]), v.split(".")[1]) for v in t.values]
            self.fig.check(t.name.format(report_size=KNOBS.report_sizes[-1]),
                           all(holds(v, t.op, t.limit) for v in values), t.detail(self.r))


def check_table():
    """Fails before any build when a target names a figure no step records (a typo in the table)."""
    keys = {step.key for step in PLAN if isinstance(step, (Load, Report))} | {"peak"}
    unknown = [v for t in TARGETS for v in t.values if v.split(".")[0] not in keys]
    if unknown:
        raise BenchError(f"bench/scenarios.py: TARGETS name figures no step records: {', '.join(unknown)}")


def main():
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]  # 3 × 900 idle connections are held in this process
    resource.setrlimit(resource.RLIMIT_NOFILE, (8192 if hard == resource.RLIM_INFINITY else min(8192, hard), hard))
    sys.stdout.reconfigure(line_buffering=True)  # in order with the tools' own output
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    m = None
    try:
        check_table()
        print("building the report loader (bench/ReportBench)…")
        subprocess.run(["swift", "build", "-c", "release", "--product", "report-bench"], check=True,
                       stdout=subprocess.DEVNULL)
        binary = KNOBS.binary  # e.g. an older build, for before/after figures
        if not binary:
            print("building the release binary…")
            subprocess.run(["swift", "build", "-c", "release", "--product", "dialog-preview"], check=True,
                           stdout=subprocess.DEVNULL)
            binary = ".build/release/dialog-preview"
        m = Machine(os.path.abspath(binary))
        m.compile("mhd204", "-lmicrohttpd")
        m.compile("mhd-commit", "-lmicrohttpd", "-lsqlite3", "-lpthread")
        started, (cores, model, start_load) = time.monotonic(), machine()
        print(f"machine: {cores} cores, {model}, load {start_load}")
        print(f"rounds: {KNOBS.rounds} × {KNOBS.seconds}s per side and scenario, alternating dialog-preview and nginx")
        run = Run(m)
        print(COLUMNS)
        steps = {Load: run.load, Server: run.server, Stop: run.stop, Streams: run.streams, Verify: run.verify,
                 Report: run.report}
        for step in PLAN:
            if not getattr(step, "postgres", False) or KNOBS.postgres:
                steps[type(step)](step)
        run.targets()
        print(f"took {round(time.monotonic() - started)}s")
        if KNOBS.doc:
            version = m.postgres_version() if m.postgres else ""
            write_doc(KNOBS.doc, generated(run.fig, KNOBS, start_load, run.r.peak, version))
            print(f"wrote {KNOBS.doc}")
        return 1 if run.fig.failed else 0
    except KeyboardInterrupt:
        print("interrupted")
        return 130
    except (BenchError, subprocess.CalledProcessError) as error:
        print(error, file=sys.stderr)
        return 1
    finally:
        if m:
            m.close()


if __name__ == "__main__":
    sys.exit(main())
