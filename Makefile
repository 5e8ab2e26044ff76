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
