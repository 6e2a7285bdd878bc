package app

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"lexa/internal/extract/extracttest"
	"lexa/internal/store/storetest"
)

// The accounting exports (decision 0064): QuickBooks Online's and Xero's bill imports.

var (
	quickBooksHeader = "Bill No.|Vendor|Bill Date|Due Date|Memo|Account|Line Description|Line Amount|Currency"
	xeroHeader       = "*ContactName|EmailAddress|POAddressLine1|POAddressLine2|POAddressLine3|POAddressLine4|POCity|PORegion|" +
		"POPostalCode|POCountry|*InvoiceNumber|*InvoiceDate|*DueDate|InventoryItemCode|*Description|*Quantity|*UnitAmount|" +
		"*AccountCode|*TaxType|TrackingName1|TrackingOption1|TrackingName2|TrackingOption2|Currency"
)

// A yen invoice: no decimals anywhere.
var yenInvoice = `請 求 書
Maruyama Shoten 御中  請求書番号: 2026-77
下記の通りご請求申し上げます。  請求日: 2026年4月10日
Aozora Print Co., Ltd.
品名  数量  単価  金額
名刺印刷  3  ¥4,500  ¥13,500
チラシ印刷  1  ¥350,600  ¥350,600
小計  ¥364,100
消費税 10%  ¥36,410
合計  ¥400,510
支払期日: 2026年5月31日`

// An invoice without line items, whose total a person corrects.
var courierInvoice = strings.Join([]string{
	"Harbor Courier LLC",
	"INVOICE",
	"Invoice Number: HC-88",
	"Invoice Date: 2026-11-10",
	"Due Date: 2026-11-24",
	"Courier services for November",
	"Total: $120.00",
}, "\n")

func TestAccountingExports(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ines@example.com", "correct horse", true)
		ines := s.visitor("203.0.113.120")
		ines.signIn("ines@example.com", "correct horse")
		ines.subscribeTo("enterprise")
		books := ines.activeService("payroll", "Books")
		if res, resp := ines.upload(books, "",
			upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)},
			upload{"aozora.txt", []byte(yenInvoice)},
			upload{"courier.txt", []byte(courierInvoice)}); res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		byName := map[string]map[string]any{}
		for _, d := range ines.analyzed(books, "") {
			if d["state"] != "done" {
				t.Fatalf("not read: %v", d)
			}
			byName[d["name"].(string)] = d
		}
		// A person corrects the courier's total and writes its vendor as a formula.
		courier := "/api/services/" + books + "/documents/" + byName["courier.txt"]["id"].(string)
		if res, resp := ines.do("PATCH", courier, map[string]any{"corrections": map[string]string{"total": "125.50",
			"vendor": `=HYPERLINK("http://evil.example","Harbor")`}, "note": "+1 fuel surcharge agreed"}); res.StatusCode != 200 {
			t.Fatalf("correct: %d %v", res.StatusCode, resp)
		}

		export := func(query string) (int, [][]string, map[string]any) {
			t.Helper()
			res, raw := ines.send("GET", "/api/services/"+books+"/documents/export.csv"+query, nil)
			if res.StatusCode != 200 {
				var out map[string]any
				_ = json.Unmarshal(raw, &out)
				return res.StatusCode, nil, out
			}
			rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
			if err != nil {
				t.Fatalf("%s: not CSV: %v %q", query, err, raw)
			}
			if cd := res.Header.Get("Content-Disposition"); query != "" && !strings.Contains(cd, "invoices") {
				t.Errorf("%s: %s", query, cd)
			}
			return res.StatusCode, rows, nil
		}
		rowsOf := func(rows [][]string, col int, value string) [][]string {
			var out [][]string
			for _, r := range rows[1:] {
				if r[col] == value {
					out = append(out, r)
				}
			}
			return out
		}
		joined := func(rows [][]string) string {
			var out []string
			for _, r := range rows {
				out = append(out, strings.Join(r, "|"))
			}
			return strings.Join(out, "\n")
		}

		// QuickBooks Online: one row per line, the tax a line of its own, the default account.
		code, rows, _ := export("?format=quickbooks")
		if code != 200 || strings.Join(rows[0], "|") != quickBooksHeader {
			t.Fatalf("QuickBooks: %d %q", code, rows)
		}
		if got, want := joined(rowsOf(rows, 0, "NW-1042")), strings.Join([]string{
			"NW-1042|Northwind Office Supply|2026-11-02|2026-12-02||Uncategorized Expense|Printer paper, A4 box|240.00|USD",
			"NW-1042|Northwind Office Supply|2026-11-02|2026-12-02||Uncategorized Expense|Toner cartridge|179.00|USD",
			"NW-1042|Northwind Office Supply|2026-11-02|2026-12-02||Uncategorized Expense|Tax|33.52|USD",
		}, "\n"); got != want {
			t.Errorf("QuickBooks, a bill of two lines:\n%s\nwant\n%s", got, want)
		}
		// No line items: one row with the total as a person corrected it; the formulas
		// (the vendor, the note) neutralised.
		if got, want := joined(rowsOf(rows, 0, "HC-88")),
			`HC-88|'=HYPERLINK("http://evil.example","Harbor")|2026-11-10|2026-11-24|'+1 fuel surcharge agreed|Uncategorized Expense|Invoice total|125.50|USD`; got != want {
			t.Errorf("QuickBooks, the corrected total:\n%s\nwant\n%s", got, want)
		}
		// Yen have no decimals.
		if got := rowsOf(rows, 0, "2026-77"); len(got) != 3 || got[0][7] != "13500" || got[1][7] != "350600" || got[2][7] != "36410" ||
			got[0][8] != "JPY" || got[0][2] != "2026-04-10" {
			t.Errorf("QuickBooks, yen: %q", got)
		}
		if len(rows) != 1+3+1+3 {
			t.Errorf("QuickBooks: %d rows: %q", len(rows), rows)
		}

		// Xero: the template's columns; quantity × unit as written; the codes the owner gives.
		code, rows, _ = export("?format=xero&account_code=6100&tax_type=" + url.QueryEscape("GST Free Expenses"))
		if code != 200 || strings.Join(rows[0], "|") != xeroHeader {
			t.Fatalf("Xero: %d %q", code, rows)
		}
		nw := rowsOf(rows, 10, "NW-1042")
		if len(nw) != 3 {
			t.Fatalf("Xero, a bill of two lines: %q", nw)
		}
		pick := func(r []string) string { // ContactName, dates, Description…TaxType, Currency
			return strings.Join(append(append([]string{r[0], r[11], r[12]}, r[14:19]...), r[23]), "|")
		}
		for i, want := range []string{
			"Northwind Office Supply|2026-11-02|2026-12-02|Printer paper, A4 box|10|24.00|6100|GST Free Expenses|USD",
			"Northwind Office Supply|2026-11-02|2026-12-02|Toner cartridge|2|89.50|6100|GST Free Expenses|USD",
			"Northwind Office Supply|2026-11-02|2026-12-02|Tax|1|33.52|6100|GST Free Expenses|USD",
		} {
			if got := pick(nw[i]); got != want {
				t.Errorf("Xero line %d: %s, want %s", i, got, want)
			}
		}
		if got := rowsOf(rows, 10, "HC-88"); len(got) != 1 || got[0][0] != `'=HYPERLINK("http://evil.example","Harbor")` ||
			got[0][14] != "Invoice total" || got[0][15] != "1" || got[0][16] != "125.50" {
			t.Errorf("Xero, the corrected total: %q", got)
		}
		if got := rowsOf(rows, 10, "2026-77"); len(got) != 3 || got[0][15] != "3" || got[0][16] != "4500" || got[1][16] != "350600" ||
			got[2][16] != "36410" || got[0][23] != "JPY" {
			t.Errorf("Xero, yen: %q", got)
		}
		// Xero's defaults.
		if _, rows, _ = export("?format=XERO"); len(rows) < 2 || rows[1][17] != "429" || rows[1][18] != "Tax Exempt" {
			t.Errorf("Xero defaults: %q", rows)
		}

		// A month: the bills dated in it; an empty month or filter is the header only.
		if _, rows, _ = export("?format=xero&month=2026-04"); len(rows) != 4 || len(rowsOf(rows, 10, "2026-77")) != 3 {
			t.Errorf("April: %q", rows)
		}
		for _, q := range []string{"?format=quickbooks&month=2025-01", "?format=xero&vendor=nobody", "?month=2025-01"} {
			if code, rows, _ := export(q); code != 200 || len(rows) != 1 {
				t.Errorf("%s: %d %q", q, code, rows)
			}
		}
		// Without a format: today's columns, the corrected total.
		if _, rows, _ = export("?vendor=harbor"); len(rows) != 2 || rows[0][0] != "vendor" || rows[1][7] != "125.50" {
			t.Errorf("Lexa's columns: %q", rows)
		}

		// Refused queries name their fields.
		for q, field := range map[string]string{
			"?format=sage":                                     "format",
			"?format=xero&account_code=%3Dcmd":                 "account_code",
			"?format=xero&tax_type=" + strings.Repeat("x", 61): "tax_type",
			"?format=quickbooks&month=2026-13":                 "month",
		} {
			code, _, resp := export(q)
			if code != 400 || fieldsOf(resp)[field] == nil {
				t.Errorf("%s: %d %v", q, code, resp)
			}
		}
		if _, _, resp := export("?format=sage"); fieldsOf(resp)["format"] != "Choose one of: quickbooks, xero (or no format for Lexa's own columns)." {
			t.Errorf("unknown format: %v", resp)
		}
		hiring := ines.activeService("recruitment", "Hiring")
		res, raw := ines.send("GET", "/api/services/"+hiring+"/documents/export.csv?format=xero", nil)
		if res.StatusCode != 400 || !strings.Contains(string(raw), "QuickBooks and Xero exports are for invoices.") {
			t.Errorf("a shortlist in Xero's columns: %d %s", res.StatusCode, raw)
		}
	})
}
