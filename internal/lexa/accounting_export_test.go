package lexa

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"testing"
)

// The export's codes against the vectors the browser's form is tested with.
func TestExportCodeVectors(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/validation/export-codes.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Vectors []struct {
			Name   string            `json:"name"`
			Input  map[string]string `json:"input"`
			Fields map[string]string `json:"fields"`
		} `json:"vectors"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil || len(doc.Vectors) < 2 {
		t.Fatalf("vectors: %v", err)
	}
	for _, v := range doc.Vectors {
		got := map[string]string{}
		ex, err := ParseAccountingExport("xero", "", v.Input["account_code"], v.Input["tax_type"], true)
		var e *Error
		if errors.As(err, &e) {
			got = e.Fields
		} else if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		if !reflect.DeepEqual(got, v.Fields) {
			t.Errorf("%s: %v, want %v", v.Name, got, v.Fields)
		}
		if err == nil && v.Input["account_code"] == "" && (ex.Account != DefaultXeroAccount || ex.TaxType != DefaultXeroTaxType) {
			t.Errorf("%s: defaults %+v", v.Name, ex)
		}
	}
}

func TestParseAccountingExport(t *testing.T) {
	for _, tc := range []struct {
		format, month string
		invoices      bool
		fields        []string
		account       string
	}{
		{"", "", false, nil, ""},
		{"QuickBooks", "", true, nil, DefaultQuickBooksAccount},
		{"xero", "2026-11", true, nil, DefaultXeroAccount},
		{"sage", "", true, []string{"format"}, ""},
		{"xero", "", false, []string{"format"}, DefaultXeroAccount},
		{"quickbooks", "2026-13", true, []string{"month"}, DefaultQuickBooksAccount},
	} {
		ex, err := ParseAccountingExport(tc.format, tc.month, "", "", tc.invoices)
		var got []string
		var e *Error
		if errors.As(err, &e) {
			for f := range e.Fields {
				got = append(got, f)
			}
		}
		if !reflect.DeepEqual(got, tc.fields) || ex.Account != tc.account {
			t.Errorf("%+v: fields %v account %q", tc, got, ex.Account)
		}
	}
	ex, _ := ParseAccountingExport("xero", "2026-11", "", "", true)
	for date, in := range map[string]bool{"2026-11-01": true, "2026-11-30": true, "2026-12-01": false, "2026-10-31": false, "": false} {
		if ex.InMonth(date) != in {
			t.Errorf("InMonth(%q) = %v", date, !in)
		}
	}
	if all, _ := ParseAccountingExport("", "", "", "", true); !all.InMonth("") {
		t.Error("without a month, a bill without a date is exported")
	}
}
