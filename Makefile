# The two commands of the README: `make run` serves on http://127.0.0.1:8080, `make test` runs every suite.
.PHONY: run test build clean
run:
	bash scripts/run.sh

test:
	bash scripts/test.sh

build:
	bash -c 'source scripts/env.sh && swift build'

clean:
	rm -rf .build

# Benchmarks (not a test): dialog-preview side by side with nginx, ratios and PASS/FAIL per target,
# figures written to docs/benchmarks.md (a FAIL still runs the event-client bench, then fails make).
# The driver is bench/bench.py (bench/bench.sh installs what it needs and runs it); the scenarios and
# targets are the table in bench/scenarios.py. Knobs: BENCH_SECONDS=5 BENCH_ROUNDS=7 BENCH_TAIL_ROUNDS=3
# BENCH_CEILING_ROUNDS=5 BENCH_POSTGRES=1 (0 skips PostgreSQL), more in bench/bench.py's header.
.PHONY: bench
bench:
	bash bench/bench.sh; status=$$?; bash bench/event-client.sh && bash bench/rollup-bench.sh && exit $$status

# Motion fidelity figures (runs the browser tests): each preset's largest error vs. the Swift curves.
# Instructions per single-event request by stage (valgrind's callgrind on the release server, a fixed
# number of requests): `make callgrind`, or `bash bench/callgrind.sh OTHER_BINARY` for a before/after.
.PHONY: callgrind
callgrind:
	bash bench/callgrind.sh

.PHONY: motion-report
motion-report:
	bash scripts/motion-report.sh

# Layout parity: the browser's boxes against the plan's in every container (docs/layout.md).
.PHONY: layout-report
layout-report:
	bash scripts/layout-report.sh

# libFuzzer + AddressSanitizer on event bodies and campaign files (Fuzz/, its own package):
# `make fuzz` runs each target 300 s, `make fuzz FUZZ_SECONDS=60` for a shorter run.
FUZZ_SECONDS ?= 300
.PHONY: fuzz
fuzz:
	bash scripts/fuzz.sh $(FUZZ_SECONDS)
