# Diamond: see README.md and docs/. Every target works on a fresh Debian
# machine with Go installed; tools come from the Go module proxy.

GO          ?= go
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.0
# Fuzzing budgets are counts of inputs, not times: Go 1.26's fuzzing
# coordinator can end a timed run with a bare "context deadline exceeded"
# (golang/go#75804). Diamond's parsers are fast (about 10 s each here).
FUZZTIME    ?= 400000x
FUZZCOUNT   ?= 50000x

.PHONY: test unit fuzz lint bench

## test: everything CI checks: lint, every test, a short fuzzing run, the
## check that the build is reproducible, the end-to-end tests of the
## built site in headless Chromium, and a core of them in Chromium,
## Firefox ESR and WebKitGTK (e2e-engines), and the download's budgets
## (size).
test: lint unit fuzz reproducible e2e e2e-engines size

unit:
	$(GO) test ./...

# Each fuzz target runs alone (go test -fuzz takes one at a time).
fuzz:
	$(GO) test ./rules/diamond -run '^$$' -fuzz '^FuzzParseRecord$$' -fuzztime $(FUZZTIME)
	$(GO) test ./rules/diamond -run '^$$' -fuzz '^FuzzParseCompact$$' -fuzztime $(FUZZTIME)
	$(GO) test ./rules/record -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME)
	$(GO) test ./rules/jsonlite -run '^$$' -fuzz '^FuzzUnmarshal$$' -fuzztime $(FUZZCOUNT)
	$(GO) test ./rules/jsonlite -run '^$$' -fuzz '^FuzzMarshal$$' -fuzztime $(FUZZCOUNT)
	$(GO) test ./app/store -run '^$$' -fuzz '^FuzzEnvelope$$' -fuzztime $(FUZZCOUNT)
	$(GO) test ./app/friend -run '^$$' -fuzz '^FuzzOpen$$' -fuzztime $(FUZZCOUNT)
	$(GO) test ./app/backup -run '^$$' -fuzz '^FuzzRestore$$' -fuzztime $(FUZZCOUNT)
	for f in FuzzParseMove FuzzParseLink FuzzParseFEN FuzzParseRecord; do \
		$(GO) test ./rules/diamondback -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZCOUNT) || exit 1; \
	done
	for f in FuzzParseAction FuzzParseRecord FuzzParseCompact FuzzParsePosition; do \
		$(GO) test ./rules/pivots -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZCOUNT) || exit 1; \
	done

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

## bench: the speed benchmarks (numbers in docs/ai.md and docs/games).
bench:
	$(GO) test ./rules/... -run '^$$' -bench . -benchmem

## build: the complete static site in build/site (docs/deploy.md).
SITE      := build/site
build: build-wasm
	$(GO) run ./wasm/app -out $(SITE) -wasm $(WASMDIR) -web web

## build-wasm: the app's and the worker's wasm, in build/wasm.
WASMDIR   := build/wasm
# Reproducible: the same sources give the same bytes, and so the same
# hashed names in the site, in any folder and at any commit (make
# reproducible): -trimpath leaves out the folder's path, app.mod replaces
# go-app by a relative path, and -buildvcs=false leaves out the commit,
# its time and whether the tree was modified, which go build would
# otherwise write wherever git is (a new download for every deploy).
WASMFLAGS := -trimpath -buildvcs=false -ldflags="-s -w"
# The app's wasm is built without inlining, but for the runtime: 100 KB
# less with brotli (make size), and the page does little computing (the
# search runs in the worker, which is built as usual). The rules were
# inlined too while the page searched; without, 19 KB less (docs/perf/size.md).
APPGCFLAGS := -gcflags=all=-l -gcflags=runtime=
# ... and against go-app as patched for the browser, in build/goapp
# (scripts/goapp-browser.sh, docs/go-app.md): its HTTP server, regexp and
# the crypto stack left out (490 KB less with brotli), and its first
# render takes over the prerendered page. scripts/goapp-gains.sh builds
# with parts of the patch left out (GOAPP, GOAPP_PATCH, WASMDIR).
GOAPP       := build/goapp
GOAPP_PATCH := scripts/goapp-browser.patch
# cmd/wasmdata then joins each file's data segments (Go's linker writes up
# to 100,000): 108 KB less with brotli for the app, 49 KB for the worker;
# and drops the files and lines of Go's function table (81 KB less for the
# app, 85 KB for the worker), keeping each file with them in
# $(WASMDIR)/lines for cmd/wasmlines, which puts them back into a stack.
build-wasm:
	scripts/goapp-browser.sh $(GOAPP) $(GOAPP_PATCH)
	GOOS=js GOARCH=wasm $(GO) build $(WASMFLAGS) $(APPGCFLAGS) -modfile=$(GOAPP)/app.mod -o $(WASMDIR)/app.wasm ./wasm/app
	GOOS=js GOARCH=wasm $(GO) build $(WASMFLAGS) -o $(WASMDIR)/worker.wasm ./wasm/worker
	$(GO) run ./cmd/wasmdata $(WASMDIR)/app.wasm $(WASMDIR)/worker.wasm

## reproducible: the wasm files built in a copy of the project in another
## folder are the same bytes, with the same hashed names, as build's, and
## so is the site written from them (scripts/reproducible.sh; a few
## seconds after make build).
reproducible: build
	scripts/reproducible.sh $(SITE)

.PHONY: build-wasm reproducible

## serve: build, then serve the site on localhost and, on a second
## origin, the embedding demo (demo/); print both addresses.
ADDR      ?= localhost:8080
DEMO_ADDR ?= 127.0.0.1:8081
serve: compress
	$(GO) run ./cmd/serve -dir $(SITE) -addr $(ADDR) -demo demo -demo-addr $(DEMO_ADDR)

## compress: brotli (.br) and gzip (.gz) copies of the site's files, which
## cmd/serve sends as a production host would (docs/perf/first-paint.md);
## build/compressed keeps them for rebuilds of unchanged files. Not part of
## make build: Netlify compresses by itself.
compress: build
	$(GO) run ./cmd/precompress -cache build/compressed $(SITE)

## firstpaint: first paint, board visible and board interactive, cold and
## warm, phone and desktop, in headless Chromium (docs/perf/first-paint.md);
## make firstpaint RUNS=10 for more runs (default 5).
RUNS ?= 5
firstpaint: compress chromium
	$(GO) run ./cmd/firstpaint -site $(SITE) -runs $(RUNS)

## lighthouse: Lighthouse's mobile performance score of the compressed
## site, three runs in a row (docs/perf/first-paint.md); make lighthouse
## LH_RUNS=5 for more.
LH_RUNS ?= 3
lighthouse: compress chromium
	scripts/lighthouse.sh $(SITE) $(LH_RUNS)
.PHONY: lighthouse

## e2e: the end-to-end tests: the built site in headless Chromium, with a
## short run of the monkey (TestMonkey: 3 seeds of 100 actions, long tasks
## reported, not enforced; docs/testing.md).
# The tags e2e and measure cover every file in e2e/ (measure_test.go is
# run by make longtask only).
e2e: build build-panic chromium axe
	$(GO) vet -tags 'e2e measure' ./e2e
	$(GO) run $(STATICCHECK) -tags 'e2e measure' ./e2e
	DIAMOND_SITE=$(CURDIR)/$(SITE) DIAMOND_PANIC_SITE=$(CURDIR)/$(PANICSITE) DIAMOND_AXE=$(CURDIR)/$(AXE) $(GO) test -tags e2e -count=1 -timeout 45m -v ./e2e

## build-panic: the site with the app built with the tag panictest, whose
## page panics on the address #panic (app/ui/provoke_on.go), for the test
## of the panic net (e2e/crash_test.go); in build/site-panic.
PANICSITE := build/site-panic
build-panic: build-wasm
	mkdir -p build/wasm-panic
	GOOS=js GOARCH=wasm $(GO) build $(WASMFLAGS) $(APPGCFLAGS) -tags panictest -modfile=$(GOAPP)/app.mod -o build/wasm-panic/app.wasm ./wasm/app
	$(GO) run ./cmd/wasmdata build/wasm-panic/app.wasm
	cp $(WASMDIR)/worker.wasm build/wasm-panic/worker.wasm
	$(GO) run ./wasm/app -out $(PANICSITE) -wasm build/wasm-panic -web web

.PHONY: build-panic

# axe: axe-core, which the e2e tests inject to check accessibility, from
# npm when missing (a pinned version, into build/axe).
AXE_VERSION := 4.11.1
AXE := build/axe/node_modules/axe-core/axe.min.js
.PHONY: axe
axe:
	test -f $(AXE) || command -v npm >/dev/null || (apt-get update && apt-get install -y npm)
	test -f $(AXE) || npm install --prefix build/axe --no-save --no-audit --no-fund axe-core@$(AXE_VERSION)

## e2e-engines: one list of end-to-end scenarios (e2e/engines_scenarios_test.go)
## run in each engine Debian serves: Chromium (chromedp), Firefox ESR
## (WebDriver BiDi) and WebKitGTK (WebKitWebDriver on Xvfb); each run
## prints the engines' versions (docs/testing.md). make e2e-engines
## ENGINES=webkit runs one engine; SCENARIOS=computer,offline some
## scenarios (prefixes of their names).
ENGINES   ?= chromium,firefox,webkit
SCENARIOS ?=
# Chromium always: e2e/'s TestMain wants it, whatever ENGINES says.
e2e-engines: build chromium engines
	$(GO) vet -tags 'e2e measure' ./e2e
	DIAMOND_SITE=$(CURDIR)/$(SITE) DIAMOND_ENGINES=$(ENGINES) DIAMOND_SCENARIOS=$(SCENARIOS) $(GO) test -tags e2e -count=1 -timeout 25m -run '^TestEngines$$' -v ./e2e

# engines: the browsers ENGINES names, from Debian when missing, and
# nothing else (make engines ENGINES=firefox for one): engine-firefox,
# Firefox ESR; engine-webkit, WebKitGTK's WebDriver (with its MiniBrowser)
# and Xvfb for WebKit's window.
comma := ,
engines: $(addprefix engine-,$(subst $(comma), ,$(ENGINES)))

engine-chromium: chromium

engine-firefox:
	command -v firefox-esr >/dev/null || (apt-get update && apt-get install -y firefox-esr)

engine-webkit:
	command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null || \
		(apt-get update && apt-get install -y webkit2gtk-driver xvfb)

.PHONY: e2e-engines engines engine-chromium engine-firefox engine-webkit

# chromium: Debian's Chromium for the end-to-end tests, when missing.
chromium:
	command -v chromium >/dev/null || (apt-get update && apt-get install -y chromium)

## size: both wasm files' download size, raw, gzip and brotli, checked
## against the budgets, and no search code in the app (docs/perf/size.md).
size: build
	command -v brotli >/dev/null || (apt-get update && apt-get install -y brotli)
	scripts/size.sh $(SITE)

## wasmsize: where the app's wasm code goes, package by package
## (cmd/wasmsize; the app built once more with its function names).
wasmsize: build
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(APPGCFLAGS) -modfile=$(GOAPP)/app.mod -o build/app-named.wasm ./wasm/app
	$(GO) run ./cmd/wasmsize build/app-named.wasm
.PHONY: wasmsize

## longtask: the page's main-thread tasks and the computer's timing at the
## strongest level in headless Chromium (docs/perf/longtask.md); not part of
## make test: the numbers depend on the machine's load.
## make longtask MOVES=20 measures more moves (default 8).
MOVES ?= 8
longtask: build chromium
	LONGTASK_MOVES=$(MOVES) scripts/longtask.sh $(SITE)

## reviewbench: game review's time in headless Chromium, through the
## built site's worker: a 60-move game of each kind, and an analysis round
## by round (docs/review.md); not part of make test.
reviewbench: build chromium
	scripts/reviewbench.sh $(SITE)

## monkey: the monkey (docs/testing.md): seeded random use of the built site
## in headless Chromium, every invariant enforced, long tasks included.
## make monkey SEEDS=10 ACTIONS=2000 (the defaults); SEEDS is a count
## (seeds FIRST, FIRST+1, …) or a list (3,17,42); SEED=s ACTIONS=n replays
## a failure as the monkey prints it; MARGIN is the computer's time beyond
## three times its level's budget; WEIGHTS changes the actions' weights
## (WEIGHTS=puzzles=0,tab=0: past a known bug to the next); LONGTASK=0
## reports the long tasks instead of failing on the first; NOTE=100 logs
## every task over 100 ms (by default, those over the limit of 200 ms).
SEEDS   ?= 10
FIRST   ?= 1
ACTIONS ?= 2000
MARGIN  ?= 5s
SEED    ?=
WEIGHTS ?=
LONGTASK ?= 1
NOTE    ?=
monkey: build chromium
	DIAMOND_SITE=$(CURDIR)/$(SITE) MONKEY_SEEDS='$(SEEDS)' MONKEY_FIRST='$(FIRST)' MONKEY_SEED='$(SEED)' MONKEY_WEIGHTS='$(WEIGHTS)' \
		MONKEY_ACTIONS=$(ACTIONS) MONKEY_ENFORCE_LONGTASK=$(LONGTASK) MONKEY_NOTE_TASKS='$(NOTE)' \
		$(GO) test -tags e2e -count=1 -timeout 24h -run '^TestMonkey$$' -v ./e2e -args -monkey.margin=$(MARGIN)

.PHONY: build serve compress firstpaint e2e chromium size longtask reviewbench monkey

## wasm-bench: the AI's search speed natively and as WebAssembly under Node.
wasm-bench:
	scripts/wasm-bench.sh

## arena: a match between two AI configurations, e.g.
## make arena ARENA='-a level:5 -b uct -games 200 -movetime 100ms -parallel 2'
ARENA ?= -a level:5 -b uct -games 20 -movetime 100ms
arena:
	$(GO) run ./cmd/arena $(ARENA)

.PHONY: wasm-bench arena
