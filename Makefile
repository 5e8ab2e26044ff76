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

# Ingest benchmark (not a test): events/s for single events and batches of 100, p50/p99, acknowledged == stored.
.PHONY: bench-ingest
bench-ingest:
	bash bench/ingest.sh

# Motion fidelity figures (runs the browser tests): each preset's largest error vs. the Swift curves.
.PHONY: motion-report
motion-report:
	bash scripts/motion-report.sh

# libFuzzer + AddressSanitizer on event bodies and campaign files (Fuzz/, its own package):
# `make fuzz` runs each target 300 s, `make fuzz FUZZ_SECONDS=60` for a shorter run.
FUZZ_SECONDS ?= 300
.PHONY: fuzz
fuzz:
	bash scripts/fuzz.sh $(FUZZ_SECONDS)
