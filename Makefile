# Diamond: see README.md. Every target works on a fresh Debian machine with
# Go installed; tools come from the Go module proxy.

GO          ?= go
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.0
FUZZTIME    ?= 10s

.PHONY: test unit fuzz lint bench

## test: everything CI checks: lint, every test, and a short fuzzing run.
test: lint unit fuzz

unit:
	$(GO) test ./...

# Each fuzz target runs alone (go test -fuzz takes one at a time).
fuzz:
	$(GO) test ./rules/diamond -run '^$$' -fuzz '^FuzzParseRecord$$' -fuzztime $(FUZZTIME)
	$(GO) test ./rules/diamond -run '^$$' -fuzz '^FuzzParseCompact$$' -fuzztime $(FUZZTIME)
	$(GO) test ./rules/record -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME)

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

## bench: the speed benchmarks (numbers in README.md).
bench:
	$(GO) test ./rules/... -run '^$$' -bench . -benchmem

## wasm-bench: the AI's search speed natively and as WebAssembly under Node.
wasm-bench:
	scripts/wasm-bench.sh

## arena: a match between two AI configurations, e.g.
## make arena ARENA='-a level:4 -b uct -games 200 -movetime 100ms -parallel 2'
ARENA ?= -a level:4 -b uct -games 20 -movetime 100ms
arena:
	$(GO) run ./cmd/arena $(ARENA)

.PHONY: wasm-bench arena
