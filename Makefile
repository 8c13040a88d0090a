# Documented go commands; `make help` lists them.
GO ?= go

.PHONY: help build release test race lint bench fuzz demo

help:
	@echo "make build   build ./cmd/rung into bin/rung"
	@echo "make release build bin/rung without symbols, DWARF or local paths (smaller)"
	@echo "make test    run the tests (the README's test command)"
	@echo "make race    run the tests with the race detector"
	@echo "make lint    gofmt check and go vet"
	@echo "make bench   run the benchmarks (use benchstat to compare runs)"
	@echo "make fuzz    run every fuzz target for FUZZTIME (default 20s)"
	@echo "make demo    run the README's main command"

build:
	$(GO) build -o bin/rung ./cmd/rung

# -s -w drop the symbol table and DWARF (about a third of the file; panics
# still print symbolized stacks); -trimpath keeps local paths out.
release:
	$(GO) build -trimpath -ldflags='-s -w' -o bin/rung ./cmd/rung

test:
	$(GO) test -race ./...

race: test

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 6 ./... | tee bench.txt

FUZZTIME ?= 20s
fuzz:
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "$$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

demo:
	$(GO) run ./cmd/rung run examples/plans/vendor-export/plan.yaml
	$(GO) run ./cmd/rung sim examples/scenarios/invoice-0341-converging.yaml
	$(GO) run ./cmd/rung triage < examples/triage/failures.jsonl
