"""What `make bench` measures, in the order it runs: the one table bench/bench.py reads.

PLAN is a list of steps. A Load is one scenario of alternating rounds (dialog-preview, then nginx, then
libmicrohttpd-204 when the nginx side expects a 204); the other steps start and stop the server, measure
the campaign-event streams, check acknowledged == stored and time the report. TARGETS are the PASS/FAIL
lines printed at the end (issue 31's targets), each a threshold on figures the steps recorded.
"""
from dataclasses import dataclass, field
from typing import Callable, Optional

# bench.lua settings (environment variables of the wrk script)
EVENT = {"MODE": "events", "BATCH": "1"}
EVENT_204 = {**EVENT, "OK_STATUS": "204"}  # what nginx and libmicrohttpd-204 answer
BATCH = {"MODE": "events", "BATCH": "100"}
BATCH_204 = {**BATCH, "OK_STATUS": "204"}
# nginx serves the same bytes as a static file, gzip-compressed as dialog-preview's (gzip_static), to a
# client that takes gzip, as a browser on http:// does.
EMBED = {"MODE": "get", "GET_PATH": "/embed/bench", "ACCEPT_ENCODING": "gzip"}

IDLE = 900  # connections that never send a byte: below the server's 1,024 with the 64 busy ones
STREAMS = 200  # open campaign-event streams, what 200 open pages hold


@dataclass
class Load:
    """ROUNDS alternating runs of one scenario. rounds: a knob's name (BENCH_ROUNDS, …) or a number."""
    key: str  # the name TARGETS use for its figures
    label: str  # the table's scenario column ({bytes}: the mirrored page's size)
    connections: int
    load: dict  # bench.lua settings for the subject (dialog-preview unless subject is set)
    baseline: Optional[dict]  # bench.lua settings for nginx (and libmicrohttpd-204 if OK_STATUS=204)
    rounds: object = "BENCH_ROUNDS"
    unit: str = "events/s"
    subject: Optional[str] = None  # "mhd-commit": the C ceiling in dialog-preview's place
    idle: int = 0  # idle connections held open to every server during the runs
    postgres: bool = False


@dataclass
class Server:
    """Starts dialog-preview on database ("sqlite:NAME" in the work folder or "postgres:NAME")."""
    name: str
    database: str
    args: tuple = ()
    postgres: bool = False


@dataclass
class Stop:
    """Stops the server (SIGTERM); peak records its VmHWM first. streams: a graceful stop with that many
    streams open, which must end within limit_s with exit status 0."""
    peak: Optional[str] = None
    streams: int = 0
    limit_s: float = 2.0
    postgres: bool = False


@dataclass
class Streams:
    """Ingest CPU per event and thread count, alternating runs without and with streams open."""
    count: int = STREAMS
    rounds: int = 3
    connections: int = 64
    cpu_limit: float = 1.10


@dataclass
class Verify:
    """acknowledged <= stored <= acknowledged + in flight, for every Load on database so far."""
    name: str
    database: str
    postgres: bool = False


@dataclass
class Report:
    """Loads BENCH_REPORT_SIZES events through the store's bulk path and times GET /api/report/bench."""
    key: str
    store: str
    database: str
    peak: Optional[str] = None
    postgres: bool = False


PLAN = [
    Server("sqlite", "sqlite:events.sqlite"),
    Load("single", "single event, SQLite FULL", 64, EVENT, EVENT_204),
    Load("ceiling", "C ceiling (bench/mhd-commit.c), SQLite FULL", 64, EVENT_204, EVENT_204,
         rounds="BENCH_CEILING_ROUNDS", subject="mhd-commit"),
    Load("batch", "batch of 100, SQLite FULL", 16, BATCH, BATCH_204),
    Load("embed", "embed page ({bytes})", 64, EMBED, EMBED, unit="req/s"),
    Load("sqlite1", "single event, SQLite FULL", 1, EVENT, EVENT_204, rounds=1),
    Load("sqlite16", "single event, SQLite FULL", 16, EVENT, EVENT_204, rounds=1),
    Load("sqlite64", "single event, SQLite FULL", 64, EVENT, EVENT_204, rounds=1),
    # 256 carries a tail target: judged, like the 64 row's, by the median of several rounds' own ratios
    # (one 5-s round's p99.9 is its slowest ~200 requests, which a single stall of the machine sets).
    Load("sqlite256", "single event, SQLite FULL", 256, EVENT, EVENT_204, rounds="BENCH_TAIL_ROUNDS"),
    # Many idle keep-alive clients beside the busy ones: poll's loop is linear in open connections.
    Load("idle", f"single event, SQLite FULL, +{IDLE} idle connections", 64, EVENT, EVENT_204, rounds=1,
         idle=IDLE),
    Streams(),
    Stop(peak="sqlite", streams=STREAMS),
    Server("sqlite-poll-again", "sqlite:events.sqlite"),
    Stop(),
    Server("sqlite-epoll", "sqlite:events.sqlite", ("--event-loop", "epoll")),
    Load("epoll", "the same with --event-loop epoll", 64, EVENT, EVENT_204, rounds=1, idle=IDLE),
    Stop(),
    Verify("sqlite", "sqlite:events.sqlite"),
    Report("report_sqlite", "SQLite", "sqlite:report.sqlite", peak="report"),
    # PostgreSQL (BENCH_POSTGRES=0 skips these): a throwaway cluster, started here.
    Server("postgres", "postgres:bench", postgres=True),
    Load("postgres", "single event, PostgreSQL", 64, EVENT, EVENT_204, postgres=True),
    Load("postgres_batch", "batch of 100, PostgreSQL", 16, BATCH, BATCH_204, postgres=True),
    Stop(peak="postgres", postgres=True),
    Verify("postgres", "postgres:bench", postgres=True),
    Report("report_postgres", "PostgreSQL", "postgres:report", postgres=True),
]


@dataclass
class Target:
    """PASS when every figure named in values (KEY.FIELD) is op limit; detail(r) explains the verdict."""
    name: str  # {report_size}: the largest of BENCH_REPORT_SIZES
    values: tuple
    op: str  # ">=" or "<="
    limit: float
    detail: Callable = field(repr=False)
    postgres: bool = False


TARGETS = [
    Target("single-event ingest ≥ 0.5× nginx 204 (SQLite FULL)", ("single.ratio",), ">=", 0.5,
           lambda r: f"{r.single.rate} vs {r.single.nginx_rate} events/s = {r.single.ratio}× "
                     f"({r.single.mhd_ratio}× libmicrohttpd-204; the C ceiling of this design in the same run: "
                     f"{r.ceiling.rate} events/s = {r.ceiling.ratio}× nginx, {r.ceiling.mhd_ratio}× "
                     f"libmicrohttpd-204; dialog-preview {r.ratio(r.single.rate, r.ceiling.rate)}× of it)"),
    Target("single-event ingest ≥ 0.85× bench/mhd-commit.c (the C ceiling, same run)", ("single.ceiling_ratio",),
           ">=", 0.85, lambda r: f"{r.single.rate} vs {r.ceiling.rate} events/s = {r.single.ceiling_ratio}×"),
    Target("batch ingest ≥ 200000 events/s (SQLite)", ("batch.rate",), ">=", 200000,
           lambda r: f"{r.batch.rate} events/s"),
    Target("embed page ≥ 1.1× nginx static", ("embed.ratio",), ">=", 1.1,
           lambda r: f"{r.embed.rate} vs {r.embed.nginx_rate} req/s = {r.embed.ratio}×"),
    Target("peak memory ≤ 64 MiB", ("peak.sqlite",), "<=", 64,
           lambda r: f"VmHWM {r.peak.sqlite} MiB under ingest/embed load (report server {r.peak.report} MiB"
                     + (f", PostgreSQL {r.peak.postgres} MiB)" if r.peak.postgres else ")")),
    Target("p99 ≤ 3× p50, SQLite, 64 connections", ("single.tail_p99",), "<=", 3,
           lambda r: f"p99/p50 {r.single.tail_p99}×"),
    Target("p99 ≤ 3× p50, SQLite, 256 connections", ("sqlite256.tail_p99",), "<=", 3,
           lambda r: f"p99/p50 {r.sqlite256.tail_p99}×"),
    Target("p99.9 ≤ 5× p50, SQLite, 64 and 256 connections", ("single.tail_p999", "sqlite256.tail_p999"), "<=", 5,
           lambda r: f"p99.9/p50 {r.single.tail_p999}× and {r.sqlite256.tail_p999}×"),
    Target("p99 ≤ 3× p50, PostgreSQL, 64 connections", ("postgres.tail_p99",), "<=", 3,
           lambda r: f"p99/p50 {r.postgres.tail_p99}×", postgres=True),
    Target("report of {report_size} events answers within 2 s (SQLite)", ("report_sqlite.p50",), "<=", 2000,
           lambda r: f"p50 {r.report_sqlite.p50} ms over HTTP"),
    Target("report of {report_size} events answers within 2 s (PostgreSQL)", ("report_postgres.p50",), "<=", 2000,
           lambda r: f"p50 {r.report_postgres.p50} ms over HTTP", postgres=True),
]
