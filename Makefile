# Lexa build. `make run` and `make test` are the two commands a fresh machine needs.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := build

VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
GO_LDFLAGS := -s -w -X main.version=$(VERSION)
BIN := bin/lexa
WEB_DIST := internal/webui/dist/client
WEB_STAMP := $(WEB_DIST)/site-map.json
WEB_SOURCES := $(shell find web/app web/public -type f 2>/dev/null) \
	web/package.json web/react-router.config.ts web/vite.config.ts web/tsconfig.json web/scripts/postbuild.mjs
GO_SOURCES := $(shell find cmd internal -name '*.go' -o -name '*.sql' 2>/dev/null) go.mod go.sum
CHROMIUM ?= /usr/bin/chromium
NGINX ?= /usr/sbin/nginx

# FUZZ_TARGETS are the Go fuzz targets `make fuzz` runs, one package:FuzzName a line.
FUZZ_TARGETS := \
	./internal/lexa:FuzzSanitize \
	./internal/lexa:FuzzParseContact \
	./internal/lexa:FuzzParseAmount \
	./internal/lexa:FuzzParseDemoBooking \
	./internal/lexa:FuzzParseSignup \
	./internal/lexa:FuzzParseSignin \
	./internal/lexa:FuzzValidatePassword \
	./internal/lexa:FuzzParseProfileUpdate \
	./internal/lexa:FuzzParseNewService \
	./internal/lexa:FuzzParseServiceUpdate \
	./internal/lexa:FuzzParseUsage \
	./internal/lexa:FuzzParseDemoTexts \
	./internal/lexa:FuzzParseContentRequest \
	./internal/lexa:FuzzParseOpening \
	./internal/lexa:FuzzParseScreening \
	./internal/extract:FuzzExtractText \
	./internal/lexa:FuzzParseChat \
	./internal/audio:FuzzParseRecording \
	./internal/httpapi:FuzzDecodeJSON \
	./internal/httpapi:FuzzDuplicateName \
	./internal/billing:FuzzParseWebhook \
	./internal/ai/invoice:FuzzAnalyzeInvoice \
	./internal/ai/lead:FuzzAnalyzeLead \
	./internal/ai/resume:FuzzAnalyzeResume \
	./internal/ai/content:FuzzWriteContent
FUZZ_TIME ?= 30s
# FUZZ_MINIMIZE_TIME caps the minimising of each new input (Go's default is 60 s): minimising
# tries thousands of cuts of an input, and with the default one new input of a 1 KB resume
# held the whole 30 s of FuzzAnalyzeResume at 0 executions a second.
FUZZ_MINIMIZE_TIME ?= 5s

.PHONY: build run check test test-go test-web test-e2e test-cluster lint fuzz bench bench-load bench-documents ai-eval doc-eval web deps chromium nginx tesseract sqlite3 wrk clean

## build: the web app and the lexa binary (bin/lexa)
build: $(BIN)

## run: build and start Lexa on the embedded defaults (http://127.0.0.1:8080)
run: $(BIN)
	./$(BIN) serve

# npm ci only when the lock file changed since the last install.
web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

deps: web/node_modules/.package-lock.json

$(WEB_STAMP): web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npm run build
	rm -rf $(WEB_DIST)
	cp -r web/build/client $(WEB_DIST)

web: $(WEB_STAMP)

$(BIN): $(WEB_STAMP) $(GO_SOURCES)
	go build -trimpath -ldflags '$(GO_LDFLAGS)' -o $(BIN) ./cmd/lexa

## check: the fast loop while you work: lint, the Go tests without the race detector and on SQLite only
## (TEST_DATABASE_URL is ignored), and Vitest; Go's test cache skips packages nothing changed in.
## `make test` stays the full gate (race detector, PostgreSQL, Playwright, the cluster).
check: lint tesseract
	env -u TEST_DATABASE_URL go test -trimpath -parallel 8 ./...
	cd web && npx vitest run

## test: everything — lint, Go tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), Vitest, Playwright,
## and the three-instance cluster test when TEST_DATABASE_URL is set
test: lint test-go test-web test-e2e test-cluster

# -trimpath wherever the race detector is off: the compiled dependencies are then the ones
# lint's go vet and the binary's build use (one compile, not two).
# ENGINE_PKGS are the built-in engine's readers: pure functions of their text whose tests start
# no goroutine, so the race detector finds nothing there and only makes them 5 to 8 times
# slower. They run without it; the app's tests still call the engine from many goroutines
# under -race, and internal/ai and internal/ai/text (shared lazy expressions) keep it.
ENGINE_PKGS := ./internal/ai/lead ./internal/ai/resume ./internal/ai/receptionist ./internal/ai/content \
	./internal/ai/invoice ./internal/ai/adversarial ./internal/ai/quality

# The Go tests run in two passes (decisions 0052 and 0062):
# - without the race detector: internal/app's integration tests, all of them, the engine's
#   readers and the document sandbox (SANDBOX_PKGS);
# - under -race: every package but the engine's readers and the sandbox. internal/app's
#   race-built test binary runs only its raceTests (internal/app/race_test.go), the tests
#   where the server's goroutines meet: the detector made each test 5 times slower.
# GOGC=400: under the race detector the garbage collector took about a third of the CPU.
# SLOW_PKGS are named first: go test starts packages in the order given, two at a time.
# The timeout: Go's default 10 minutes could fail a busy machine.
SLOW_PKGS := ./internal/store/storetest ./internal/app

# SANDBOX_PKGS test the document reader's limits in child processes of the test binary: a
# race-built program cannot run under a data limit (the detector's shadow memory), so
# they run without the detector, as the product does (decision 0054).
SANDBOX_PKGS := ./internal/extract

# tesseract: the OCR tests read real scans with it, and fail (never skip) without it.
test-go: $(WEB_STAMP) tesseract
	go test -trimpath -count=1 -parallel 8 -timeout 25m ./internal/app $(ENGINE_PKGS) $(SANDBOX_PKGS)
	GOGC=400 go test -race -count=1 -parallel 8 -timeout 25m $(SLOW_PKGS) \
		$$(go list ./... | grep -v -x -F $(foreach p,$(ENGINE_PKGS) $(SANDBOX_PKGS) $(SLOW_PKGS),-e lexa/$(p:./%=%)))

# The claims register test reads the prerendered pages, so the web app is built first.
test-web: $(WEB_STAMP)
	cd web && npx vitest run

test-e2e: $(BIN) chromium tesseract sqlite3
	go build -trimpath -o bin/twiliostand ./tools/twiliostand
	cd web && LEXA_BIN=$(CURDIR)/$(BIN) TWILIO_STAND=$(CURDIR)/bin/twiliostand CHROMIUM_PATH=$(CHROMIUM) npx playwright test

## test-cluster: three `lexa serve` on one PostgreSQL (TEST_DATABASE_URL) behind nginx, checked through
## nginx: concurrent migrations, spread requests, shared sessions, limits, slots, webhooks, outbox, live updates,
## documents analyzed once;
## skipped (and green) when TEST_DATABASE_URL is not set
test-cluster:
	@if [ -z "$${TEST_DATABASE_URL:-}" ]; then \
		echo "test-cluster: skipped, TEST_DATABASE_URL is not set (the cluster needs PostgreSQL)"; \
	else \
		$(MAKE) --no-print-directory $(BIN) nginx && \
		LEXA_BIN=$(CURDIR)/$(BIN) NGINX=$(NGINX) go test -trimpath -tags cluster -count=1 -v -timeout 5m ./tools/cluster/; \
	fi

## sqlite3: install Debian's sqlite3 when it is missing (the appointment calendar's Playwright spec seeds the run's
## database with it)
sqlite3:
	@$(call apt_install,$$(command -v sqlite3 || echo /usr/bin/sqlite3),sqlite3)

## chromium: install Debian's Chromium when it is missing (never a downloaded browser)
chromium:
	@$(call apt_install,$(CHROMIUM),chromium)

## lint: go vet, gofmt, TypeScript
# go vet compiles every dependency; with -trimpath, as the binary is built, those compiled
# packages are the ones `go build` and cmd/lexa's build test then take from the cache.
lint: $(WEB_STAMP)
	go vet -trimpath ./...
	@unformatted=$$(gofmt -l cmd internal tools); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	cd web && npm run typecheck
	cd web && npm run lint

## fuzz: each of FUZZ_TARGETS for FUZZ_TIME (30 s), one at a time, stopping at the first failure,
## each new input minimised for at most FUZZ_MINIMIZE_TIME (5 s);
## Go writes the failing input to the package's testdata/fuzz, where `make test` replays it.
## Fails too when a Fuzz function in the code is missing from FUZZ_TARGETS.
fuzz:
	@missing=$$(grep -rhoP --include='*_test.go' '^func \KFuzz\w+' cmd internal tools | while read -r name; do \
		case " $(FUZZ_TARGETS) " in *":$$name "*) ;; *) echo "$$name" ;; esac; done); \
	if [ -n "$$missing" ]; then echo "add to FUZZ_TARGETS in the Makefile:" $$missing; exit 1; fi
	@for target in $(FUZZ_TARGETS); do \
		echo "== $$target"; \
		go test -run '^$$' -fuzz "^$${target#*:}\$$" -fuzztime $(FUZZ_TIME) -fuzzminimizetime $(FUZZ_MINIMIZE_TIME) "$${target%%:*}"; \
	done

## bench: home page throughput next to nginx and a minimal Go static server (wrk), idle memory, the customer API
## (services list, usage reports) next to a minimal JSON server, the AI proxy's added time to the
## first token, the built-in engine's time per 10 KB input and its slowest answer per demo on the
## adversarial corpus (internal/ai/adversarial), sign-in latency, session lookup cost (SQLite, and
## PostgreSQL when TEST_DATABASE_URL is set), Lighthouse (tables written into docs/performance.md)
bench: $(BIN) chromium nginx wrk
	go run ./tools/bench/homepage -lexa $(BIN)
	go run ./tools/bench/api -lexa $(BIN)
	if [ -n "$${TEST_DATABASE_URL:-}" ]; then go run ./tools/bench/api -lexa $(BIN) -postgres "$$TEST_DATABASE_URL"; fi
	go run ./tools/bench/ai -lexa $(BIN)
	go test -run '^$$' -bench . -benchtime 2s ./internal/ai/resume ./internal/ai/invoice ./internal/ai/lead ./internal/ai/content ./internal/ai/receptionist
	go run ./tools/bench/engine
	go test -run '^$$' -bench 'BenchmarkSignIn|BenchmarkSessionLookup' -benchtime 3s ./internal/app ./internal/store/storetest
	cd web && CHROMIUM_PATH=$(CHROMIUM) node scripts/lighthouse.mjs $(CURDIR)/$(BIN) $(CURDIR)/docs/performance.md

## bench-load: k6 (pinned as a Go tool in tools/k6/go.mod, a module of its own) for 60 s through nginx in front of
## three instances on PostgreSQL (TEST_DATABASE_URL): pages, demo slots and bookings, contacts, sign-ins, dashboard
## reads, usage reports; an instance killed and restarted and PostgreSQL restarted during the run; every acknowledged
## write looked up in the database afterwards (the table of docs/reliability.md). BENCH_LOAD_FLAGS passes flags, e.g. -faults=false
bench-load:
	@if [ -z "$${TEST_DATABASE_URL:-}" ]; then \
		echo "bench-load: TEST_DATABASE_URL is not set; the cluster needs PostgreSQL, e.g."; \
		echo "  TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable' make bench-load"; \
		exit 1; \
	fi
	@$(MAKE) --no-print-directory $(BIN) nginx
	go run ./tools/bench/cluster -lexa $(BIN) -nginx $(NGINX) $(BENCH_LOAD_FLAGS)

## bench-documents: what reading documents costs: PDFium's compile into an empty cache, a browser PDF, and each of
## the review's hostile files, read in the sandbox as uploads are (wall, CPU, peak memory of the process tree)
bench-documents:
	go run ./tools/bench/docmem

## ai-eval: the AI quality corpus (testdata/ai-quality: realistic small-business documents, each with the facts a good
## answer must or must not contain) answered by the built-in engine and, when AI_BASE_URL and AI_MODEL are set (AI_API_KEY
## if the server wants one), by that model: the facts met per demo, side by side. AI_EVAL_FLAGS=-v lists the missed facts
ai-eval:
	go run ./tools/bench/aieval $(AI_EVAL_FLAGS)

## doc-eval: the document corpus (testdata/documents, written by tools/corpus: invoices and resumes printed to PDF by
## Chromium, Word files, plain text) read as uploads are (extract.Text, then the invoice reader or the resume's name):
## the fields read right per source and split (tune, and the holdout no change is tuned against).
## DOC_EVAL_FLAGS=-v lists the misses
doc-eval:
	go run ./tools/bench/doceval $(DOC_EVAL_FLAGS)

## wrk: install Debian's wrk when it is missing (make bench's load generator for pages and the API)
wrk:
	@$(call apt_install,$$(command -v wrk || echo /usr/bin/wrk),wrk)

## tesseract: install Debian's Tesseract and its English, German, French, Spanish and Japanese models when missing
## (OCR of scans and photos, decisions 0055 and 0058; the Go tests read real scans with it). The Japanese model is
## the one looked for, so a machine with an older set gets it too.
TESSERACT_JPN = $(or $(wildcard /usr/share/tesseract-ocr/*/tessdata/jpn.traineddata),/usr/share/tesseract-ocr/jpn-missing)
tesseract:
	@$(call apt_install,$(TESSERACT_JPN),tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-fra tesseract-ocr-spa tesseract-ocr-jpn)

## nginx: install Debian's nginx when it is missing (test-cluster's load balancer; the test starts its own)
nginx:
	@$(call apt_install,$(NGINX),nginx)

# apt_install(path,package): install a Debian package when path does not exist. One
# install at a time under a lock (.ci/run starts the end-to-end stages' packages in the
# background while the Go stages run), and the check is made again under the lock.
APT_LOCK ?= /tmp/lexa-apt.lock
define apt_install
	flock $(APT_LOCK) bash -c 'if [ ! -e "$(1)" ]; then \
		echo "installing $(2) from the Debian packages"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(2); \
	fi'
endef

clean:
	rm -rf bin web/build $(WEB_DIST)
