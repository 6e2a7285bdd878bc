package lexa

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"slices"
	"testing"
)

var updateWebTable = flag.Bool("update-web-table", false, "write web/app/lib/service-types.json from the table")

// webServiceTypes is the file the web app builds the table in from: routes, names,
// units, workspaces and allowances all read it.
const webServiceTypes = "../../web/app/lib/service-types.json"

// webTable is the table as the web app reads it: every plan's allowance spelled out.
func webTable() []byte {
	kinds := make([]ServiceKind, 0, len(serviceKinds))
	for _, k := range serviceKinds {
		all := map[string]Allowance{}
		for _, plan := range PlanIDs() {
			all[plan] = k.Allowances[plan]
		}
		k.Allowances = all
		kinds = append(kinds, k)
	}
	out, err := json.MarshalIndent(map[string]any{"service_types": kinds}, "", "  ")
	if err != nil {
		panic(err)
	}
	return append(out, '\n')
}

// The web app's copy of the table is the table: a type added or changed here is changed
// there by `go test ./internal/lexa -run TestWebServiceTypes -update-web-table`.
func TestWebServiceTypesMatchTheTable(t *testing.T) {
	want := webTable()
	if *updateWebTable {
		if err := os.WriteFile(webServiceTypes, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(webServiceTypes)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the service-type table; run go test ./internal/lexa -run TestWebServiceTypes -update-web-table", webServiceTypes)
	}
}

// Every row is whole: what a type's workspace, demo, documents and links need is there,
// and no two types share a demo.
func TestServiceTypeTableIsWhole(t *testing.T) {
	demos := map[string]bool{}
	for _, k := range ServiceKinds() {
		if k.Name == "" || k.UnitOne == "" || k.UnitOther == "" || k.UnitLabel == "" || k.Workspace == "" || k.NotThisType == nil || k.MoreVerb == "" && k.Documents != "" {
			t.Errorf("%s: a field is missing: %+v", k.Type, k)
		}
		if k.Demo == "" || demos[k.Demo] {
			t.Errorf("%s: demo %q is missing or taken", k.Type, k.Demo)
		}
		demos[k.Demo] = true
		if got, ok := ServiceTypeOfDemo(k.Demo); !ok || got != k.Type {
			t.Errorf("%s: its demo %q names %q", k.Type, k.Demo, got)
		}
		if !slices.Contains([]string{"", EmbedWidget, EmbedForm}, k.PublicLink) {
			t.Errorf("%s: public link %q", k.Type, k.PublicLink)
		}
		withDocs := k.Documents != ""
		if withDocs != (len(k.Reviews) > 0) || withDocs != (k.MinutesSavedPerDocument > 0) || withDocs != (k.PastedName != "") || !withDocs && k.TakesCSV {
			t.Errorf("%s: documents %q but reviews %v, minutes %d, pasted name %q, CSV %v", k.Type, k.Documents, k.Reviews, k.MinutesSavedPerDocument, k.PastedName, k.TakesCSV)
		}
		if !k.Type.Valid() || k.Type.Kind().Name != k.Name {
			t.Errorf("%s: not found by its id", k.Type)
		}
	}
	if ServiceType("telepathy").Valid() || ServiceType("telepathy").HasDocuments() || ServiceType("telepathy").Kind().Name != "telepathy" {
		t.Error("an unknown type is a type")
	}
}

// A demo booking's service is a type's id or "general"; "content", the content
// marketing demo's old value, still reads as that type, and stored bookings keep their
// names.
func TestDemoServices(t *testing.T) {
	for in, want := range map[string]DemoService{"voice-ai": "voice-ai", "content-marketing": "content-marketing", "content": "content-marketing", "general": "general"} {
		if got, ok := ParseDemoService(in); !ok || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"callcenter", "voice_chat", "", "Voice-AI"} {
		if _, ok := ParseDemoService(in); ok {
			t.Errorf("%q is accepted", in)
		}
	}
	for s, want := range map[DemoService]string{"voice-ai": "Voice AI Receptionists", "content": "Content Marketing AI", "call-center": "Call Center & Lead Management", "general": "AI Automation Platform", "nonsense": "AI Automation Platform"} {
		if got := s.DisplayName(); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}
