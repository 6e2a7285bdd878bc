package lexa

import "testing"

func TestDocumentFileName(t *testing.T) {
	cases := map[string]string{
		"invoice\u202Efdp.exe":                   "invoicefdp.exe",
		"\u2066report\u2069.pdf":                 "report.pdf",
		"a\u200Bb\u200Cc\u200Dd\u200E\u200F.txt": "abcd.txt",
		"\u202A\u202B\u202C\u202D":               "Document 3",
		`C:\Users\ana\cv "final".pdf`:            "cv final.pdf",
		"../../etc/passwd":                       "passwd",
		"café – résumé.docx":                     "café – résumé.docx", // letters and dashes stay
	}
	for raw, want := range cases {
		if got := DocumentFileName(raw, 3); got != want {
			t.Errorf("DocumentFileName(%q) = %q, want %q", raw, got, want)
		}
	}
}

func TestInvoiceKey(t *testing.T) {
	same := [][2]string{{"Acme Supplies, Inc.", "INV-1042"}, {"ACME SUPPLIES INC", "inv 1042"}, {"acme-supplies inc.", "Inv.1042"}}
	for _, s := range same[1:] {
		if a, b := InvoiceKey(same[0][0], same[0][1]), InvoiceKey(s[0], s[1]); a != b || a == "" {
			t.Errorf("%v: %q, want %q", s, b, a)
		}
	}
	if InvoiceKey("Acme", "1042") == InvoiceKey("Acme", "1043") || InvoiceKey("Acme", "") != "" || InvoiceKey(" .", "1") != "" {
		t.Error("different or missing invoices share a key")
	}
	if InvoiceKey("Ab", "c1") == InvoiceKey("A", "bc1") {
		t.Error("the vendor and the number run together")
	}
}

func TestCheckDocumentStorage(t *testing.T) {
	if err := CheckDocumentStorage("starter", 1<<30-10, 10); err != nil {
		t.Errorf("up to the allowance: %v", err)
	}
	err := CheckDocumentStorage("starter", 1<<30-10, 3<<19)
	e, ok := AsError(err)
	want := "Your Starter plan includes 1 GB of document storage; your documents take 1 GB and this upload 1.5 MB. Delete documents or upgrade your plan to store more."
	if !ok || e.Code != EPaymentRequired || e.Message != want {
		t.Errorf("past it: %v", err)
	}
	for plan, want := range map[string]int64{"starter": 1 << 30, "professional": 10 << 30, "enterprise": 50 << 30, "": 0} {
		if got := PlanStorageBytes(plan); got != want {
			t.Errorf("%q: %d, want %d", plan, got, want)
		}
	}
	for n, want := range map[int64]string{1: "1 byte", 200: "200 bytes", 512 << 10: "512 KB", 5 << 20: "5 MB", 10<<30 - 100: "10 GB", 1<<30 + 1<<29: "1.5 GB"} {
		if got := FormatBytes(n); got != want {
			t.Errorf("FormatBytes(%d) = %q, want %q", n, got, want)
		}
	}
}
