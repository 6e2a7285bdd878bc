// Package archtest checks the import rules of docs/architecture.md against the code:
// `go list` reads every package's imports (its tests' too, and the cluster-tagged
// files), every package must belong to a layer, and each rule below names the imports it
// forbids and why.
package archtest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "lexa/"

// The layers, by import path. A family is a package with its sub-packages. Every package
// of the module belongs to one of them (layerOf), so that the rules below see it.
var (
	domain = "lexa/internal/lexa"
	// domainLibraries are the only packages outside the standard library the domain uses.
	domainLibraries = []string{"github.com/google/uuid"} // lexa.NewID
	// adapters each translate between the domain and one outside thing (HTTP, SQL, Stripe,
	// SMTP, the AI engine, audio containers, the environment, the embedded web app…). Each is a family for
	// the adapters rule; as a layer, it holds the package itself.
	adapters = []string{
		"lexa/internal/ai",
		"lexa/internal/audio",
		"lexa/internal/auth",
		"lexa/internal/billing",
		"lexa/internal/config",
		"lexa/internal/httpapi",
		"lexa/internal/mail",
		"lexa/internal/metrics",
		"lexa/internal/retention",
		"lexa/internal/secrets",
		"lexa/internal/twilio",
		"lexa/internal/extract",
		"lexa/internal/extract/pdfium",
		"lexa/internal/store",
		"lexa/internal/webui",
		"lexa/internal/weeklysummary",
		"lexa/internal/callsummary",
	}
	// engine is the built-in AI engine's sub-packages of internal/ai (its adapter family):
	// the demos' readers and writers, their shared text tools, the hostile and quality
	// corpora.
	engine = []string{
		"lexa/internal/ai/adversarial",
		"lexa/internal/ai/content",
		"lexa/internal/ai/invoice",
		"lexa/internal/ai/lead",
		"lexa/internal/ai/quality",
		"lexa/internal/ai/receptionist",
		"lexa/internal/ai/resume",
		"lexa/internal/ai/text",
	}
	// background is the machinery of background work and the jobs that run on it; each
	// declares the store and engine it needs, and internal/app plugs them in.
	background = []string{
		"lexa/internal/analysis",
		"lexa/internal/leadscore",
		"lexa/internal/poll",
		"lexa/internal/queue",
	}
	wiring = "lexa/internal/app"
	binary = "lexa/cmd/lexa"
	// harnesses start lexa, or a stand-in it talks to, as processes for tests and
	// benchmarks (tools/twiliostand serves Twilio's stand-in to the end-to-end tests).
	harnesses = []string{"lexa/tools/cluster", "lexa/tools/process", "lexa/tools/twiliostand"}
	bench     = "lexa/tools/bench"
	// corpus writes the document corpus make doc-eval reads: a benchmark's tool, in the
	// benchmarks' layer.
	corpus = "lexa/tools/corpus"
	// checks are packages of tests only, about the code and the documents as a whole.
	checks = []string{"lexa/internal/archtest", "lexa/internal/docscheck"}
)

// layerOf names the layer pkg belongs to, or "" when it belongs to none. A benchmark
// (tools/bench/...) or a test helper (*test) belongs by its path; every other package is
// listed by name, so that a new one is placed, and its rules chosen, on purpose.
func layerOf(pkg string) string {
	switch {
	case pkg == domain:
		return "domain"
	case slices.Contains(adapters, pkg):
		return "adapters"
	case slices.Contains(engine, pkg):
		return "engine"
	case slices.Contains(background, pkg):
		return "background"
	case pkg == wiring:
		return "wiring"
	case pkg == binary:
		return "binary"
	case slices.Contains(harnesses, pkg):
		return "harnesses"
	case in(pkg, bench) || pkg == corpus:
		return "benchmarks"
	case slices.Contains(checks, pkg):
		return "checks"
	case testHelper(pkg):
		return "test helpers"
	}
	return ""
}

// edge is one import: from imports to, in its code or, when test is set, in its tests.
type edge struct {
	from, to string
	test     bool
}

func (e edge) String() string {
	where := ""
	if e.test {
		where = " (in its tests)"
	}
	return fmt.Sprintf("%s imports %s%s", e.from, e.to, where)
}

// rule forbids the edges breaks reports.
type rule struct {
	name, why string
	breaks    func(e edge) bool
}

var rules = []rule{
	{
		name: "domain",
		why:  "internal/lexa holds the product's rules; it imports the standard library (and uuid for ids) only, so every package can use it and it never changes for a database, a protocol or a vendor",
		breaks: func(e edge) bool {
			return e.from == domain && !e.test && !standard(e.to) && !slices.Contains(domainLibraries, e.to)
		},
	},
	{
		name:   "commands",
		why:    "a command is the top of the graph: what it does lives in a package it imports",
		breaks: func(e edge) bool { return in(e.to, "lexa/cmd") },
	},
	{
		name:   "app",
		why:    "internal/app wires every adapter together; only cmd/lexa starts it, and a package importing it would depend on all of them",
		breaks: func(e edge) bool { return e.to == wiring && e.from != binary },
	},
	{
		name:   "adapters",
		why:    "an adapter depends on the domain, not on another adapter (httpapi reaches the store through interfaces it declares; internal/app wires them), so each can change or be replaced alone",
		breaks: func(e edge) bool { return !e.test && crossesAdapters(e.from, e.to) },
	},
	{
		name:   "benchmarks",
		why:    "a benchmark is a leaf: it may import anything, and nothing outside tools/bench imports it (or tools/corpus)",
		breaks: func(e edge) bool { return (in(e.to, bench) || e.to == corpus) && !in(e.from, bench) },
	},
	{
		name: "harnesses",
		why:  "tools/cluster and tools/process start lexa as processes for tests and benchmarks (tools/twiliostand a stand-in for them); the product never does",
		breaks: func(e edge) bool {
			return slices.ContainsFunc(harnesses, func(h string) bool { return e.to == h }) &&
				!in(e.from, bench) && !slices.Contains(harnesses, e.from)
		},
	},
	{
		name: "test helpers",
		why:  "packages named *test (storetest, mailtest, stripetest, ssetest, demotest, waittest) hold fakes, fixtures and waits; tests, other test helpers and the harnesses import them, and they never reach the binary",
		breaks: func(e edge) bool {
			return testHelper(e.to) && !e.test && !testHelper(e.from) && !in(e.from, bench) && !slices.Contains(harnesses, e.from)
		},
	},
}

// in reports whether pkg is root or one of its sub-packages.
func in(pkg, root string) bool { return pkg == root || strings.HasPrefix(pkg, root+"/") }

// standard reports whether pkg is in the standard library: its first element has no dot
// (and it is not this module's).
func standard(pkg string) bool {
	first, _, _ := strings.Cut(pkg, "/")
	return !strings.Contains(first, ".") && !in(pkg, "lexa")
}

func testHelper(pkg string) bool {
	return strings.HasPrefix(pkg, module) && strings.HasSuffix(pkg, "test")
}

// family is the adapter that pkg belongs to, or "".
func family(pkg string) string {
	for _, a := range adapters {
		if in(pkg, a) {
			return a
		}
	}
	return ""
}

func crossesAdapters(from, to string) bool {
	f, t := family(from), family(to)
	return f != "" && t != "" && f != t
}

// violations lists every edge that breaks a rule, with the rule's name and why.
func violations(edges []edge, rules []rule) []string {
	var out []string
	for _, e := range edges {
		if e.from == e.to { // a package's external tests import it
			continue
		}
		for _, r := range rules {
			if r.breaks(e) {
				out = append(out, fmt.Sprintf("%v: breaks the rule %q: %s", e, r.name, r.why))
			}
		}
	}
	return out
}

// listed is what `go list -json` says of one package.
type listed struct {
	ImportPath                         string
	Imports, TestImports, XTestImports []string
}

// moduleGraph is every package of this module and every import of them and their tests,
// as `go list` sees them with and without the cluster tag (tools/cluster's tests).
func moduleGraph(t *testing.T) (pkgs []string, edges []edge) {
	t.Helper()
	seen := map[edge]bool{}
	for _, tags := range [][]string{nil, {"-tags", "cluster"}} {
		cmd := exec.Command("go", slices.Concat([]string{"list", "-json"}, tags, []string{"./..."})...)
		cmd.Dir = "../.." // the module root
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list %v: %v\n%s", tags, err, stderr.String())
		}
		dec := json.NewDecoder(bytes.NewReader(out))
		for {
			var p listed
			if err := dec.Decode(&p); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				t.Fatalf("read go list: %v", err)
			}
			if !slices.Contains(pkgs, p.ImportPath) {
				pkgs = append(pkgs, p.ImportPath)
			}
			add := func(e edge) {
				if !seen[e] {
					seen[e] = true
					edges = append(edges, e)
				}
			}
			for _, to := range p.Imports {
				add(edge{from: p.ImportPath, to: to})
			}
			for _, to := range slices.Concat(p.TestImports, p.XTestImports) {
				add(edge{from: p.ImportPath, to: to, test: true})
			}
		}
	}
	return pkgs, edges
}

func TestImportsKeepTheLayers(t *testing.T) {
	pkgs, edges := moduleGraph(t)
	if len(pkgs) < 10 || !slices.Contains(pkgs, binary) {
		t.Fatalf("go list found %d packages, without %s: not run from the module root?", len(pkgs), binary)
	}
	// A rule about a package that no longer exists would pass for nothing.
	for _, p := range slices.Concat([]string{domain, wiring, binary, bench + "/load", corpus}, adapters, engine, background, harnesses, checks) {
		if !slices.Contains(pkgs, p) {
			t.Errorf("%s is named by the import rules but is no package: update internal/archtest and docs/architecture.md", p)
		}
	}
	// A package in no layer would escape the rules that are about its layer.
	for _, p := range pkgs {
		if layerOf(p) == "" {
			t.Errorf("%s belongs to no layer: add it to one of the lists at the top of internal/archtest/imports_test.go (domain, adapters, engine, background, harnesses, checks…) and to docs/architecture.md, so that the import rules see it", p)
		}
	}
	for _, v := range violations(edges, rules) {
		t.Error(v)
	}
}

// Each rule catches the import it is about, and lets through the ones it is not.
func TestRulesCatchPlantedViolations(t *testing.T) {
	for _, c := range []struct {
		edge edge
		rule string // "" when the edge breaks no rule
	}{
		{edge{from: "lexa/internal/lexa", to: "database/sql"}, ""},
		{edge{from: "lexa/internal/lexa", to: "github.com/google/uuid"}, ""},
		{edge{from: "lexa/internal/lexa", to: "github.com/jackc/pgx/v5"}, "domain"},
		{edge{from: "lexa/internal/lexa", to: "lexa/internal/store"}, "domain"},
		{edge{from: "lexa/internal/lexa", to: "lexa/internal/audio"}, "domain"},
		{edge{from: "lexa/internal/httpapi", to: "lexa/internal/audio"}, "adapters"},
		{edge{from: "lexa/internal/app", to: "lexa/internal/audio"}, ""},
		{edge{from: "lexa/internal/lexa", to: "lexa/internal/store/storetest", test: true}, ""},
		{edge{from: "lexa/tools/bench/api", to: "lexa/cmd/lexa"}, "commands"},
		{edge{from: "lexa/cmd/lexa", to: "lexa/internal/app"}, ""},
		{edge{from: "lexa/internal/httpapi", to: "lexa/internal/app", test: true}, "app"},
		{edge{from: "lexa/internal/httpapi", to: "lexa/internal/store"}, "adapters"},
		{edge{from: "lexa/internal/httpapi", to: "lexa/internal/store", test: true}, ""},
		{edge{from: "lexa/internal/store", to: "lexa/internal/billing"}, "adapters"},
		{edge{from: "lexa/internal/ai/lead", to: "lexa/internal/httpapi"}, "adapters"},
		{edge{from: "lexa/internal/ai/quality", to: "lexa/internal/ai"}, ""},
		{edge{from: "lexa/internal/billing", to: "lexa/internal/poll"}, ""},
		{edge{from: "lexa/internal/app", to: "lexa/internal/store"}, ""},
		{edge{from: "lexa/tools/cluster", to: "lexa/tools/bench/load"}, "benchmarks"},
		{edge{from: "lexa/tools/bench/cluster", to: "lexa/tools/cluster"}, ""},
		{edge{from: "lexa/tools/cluster", to: "lexa/tools/process"}, ""},
		{edge{from: "lexa/internal/app", to: "lexa/tools/process"}, "harnesses"},
		{edge{from: "lexa/internal/app", to: "lexa/internal/store/storetest"}, "test helpers"},
		{edge{from: "lexa/internal/app", to: "lexa/internal/store/storetest", test: true}, ""},
		{edge{from: "lexa/tools/cluster", to: "lexa/internal/store/storetest"}, ""},
		{edge{from: "lexa/internal/mail", to: "lexa/internal/waittest"}, "test helpers"},
		{edge{from: "lexa/internal/mail", to: "lexa/internal/waittest", test: true}, ""},
		{edge{from: "lexa/internal/ai/demotest", to: "lexa/internal/ai/adversarial"}, ""},
	} {
		got := violations([]edge{c.edge}, rules)
		if c.rule == "" {
			if len(got) > 0 {
				t.Errorf("%v is allowed, but: %v", c.edge, got)
			}
			continue
		}
		if len(got) != 1 {
			t.Errorf("%v: want one violation of %q, got %v", c.edge, c.rule, got)
			continue
		}
		if !strings.Contains(got[0], c.edge.from+" imports "+c.edge.to) || !strings.Contains(got[0], fmt.Sprintf("rule %q", c.rule)) {
			t.Errorf("%v: the message names not both the import and the rule %q: %s", c.edge, c.rule, got[0])
		}
	}
}

// A listed package is in its layer, a benchmark or a test helper by its path, and any
// other new package in none.
func TestLayerOfPlacesOnlyWhatIsListed(t *testing.T) {
	for pkg, want := range map[string]string{
		"lexa/internal/lexa":            "domain",
		"lexa/internal/store":           "adapters",
		"lexa/internal/ai":              "adapters",
		"lexa/internal/ai/lead":         "engine",
		"lexa/internal/queue":           "background",
		"lexa/internal/app":             "wiring",
		"lexa/cmd/lexa":                 "binary",
		"lexa/tools/process":            "harnesses",
		"lexa/tools/bench/anything":     "benchmarks",
		"lexa/tools/corpus":             "benchmarks",
		"lexa/internal/store/storetest": "test helpers",
		"lexa/internal/docscheck":       "checks",
		"lexa/internal/scratch":         "",
		"lexa/internal/ai/newdemo":      "",
		"lexa/internal/store/cache":     "",
		"lexa/tools/other":              "",
	} {
		if got := layerOf(pkg); got != want {
			t.Errorf("layerOf(%s) = %q, want %q", pkg, got, want)
		}
	}
}
