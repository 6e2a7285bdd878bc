package main

import (
	"html/template"
	"strings"
)

// The HTML layouts, written as invoicing and resume tools lay pages out: flex and grid
// columns, tables, letter-spaced headings, right-aligned totals. Each is a template of
// its own name; "page" wraps one in the document and its shared style.
var pages = template.Must(template.New("").Funcs(template.FuncMap{"join": strings.Join}).Parse(`
{{define "page"}}<!DOCTYPE html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><title>{{.Title}}</title>
<style>
@page { size: {{.Paper}}; margin: 16mm 15mm; }
body { font-family: {{.Font}}; font-size: 10pt; color: #222; margin: 0; }
.row { display: flex; justify-content: space-between; align-items: flex-start; gap: 12mm; }
.spaced { letter-spacing: 0.3em; text-transform: uppercase; }
.muted { color: #666; font-size: 8.5pt; }
.right { text-align: right; }
table.items { width: 100%; border-collapse: collapse; margin: 8mm 0 4mm; }
table.items th { text-align: left; font-size: 8.5pt; border-bottom: 2px solid {{.Accent}}; padding: 2mm 1mm; }
table.items td { border-bottom: 1px solid #ddd; padding: 2mm 1mm; }
table.items th.num, table.items td.num { text-align: right; white-space: nowrap; }
table.totals { margin-left: auto; border-collapse: collapse; min-width: 70mm; }
table.totals td { padding: 1mm 2mm; }
table.totals td:last-child { text-align: right; white-space: nowrap; }
table.totals tr.grand td { font-weight: bold; font-size: 12pt; border-top: 2px solid {{.Accent}}; }
.logo { width: 16mm; height: 16mm; background: {{.Accent}}; color: #fff; font-weight: bold; font-size: 16pt;
        display: flex; align-items: center; justify-content: center; border-radius: 3mm; }
.mark { width: 14mm; height: 14mm; border: 3px solid {{.Accent}}; border-radius: 50%; position: relative; }
.mark::after { content: ""; position: absolute; left: 3mm; top: 5mm; width: 8mm; height: 3px; background: {{.Accent}}; }
.wordmark { font-weight: bold; font-size: 15pt; letter-spacing: 0.15em; color: {{.Accent}}; text-transform: uppercase; }
h1 { font-weight: normal; font-size: 22pt; margin: 0; color: {{.Accent}}; }
h2 { font-size: 9pt; margin: 5mm 0 1.5mm; color: {{.Accent}}; }
p { margin: 0 0 1mm; }
</style></head><body>{{.Body}}</body></html>
{{end}}

{{define "logo"}}{{if eq .Logo "wordmark"}}<div class="wordmark">{{.Vendor.Name}}</div>{{else if .Logo}}<div class="logo">{{.Logo}}</div>{{else}}<div class="mark"></div>{{end}}{{end}}

{{define "lines"}}<table class="items"><thead><tr><th>{{.L.Desc}}</th><th class="num">{{.L.Qty}}</th><th class="num">{{.L.Unit}}</th><th class="num">{{.L.Amount}}</th></tr></thead>
<tbody>{{range .Lines}}<tr><td>{{.Desc}}</td><td class="num">{{.Qty}}</td><td class="num">{{.Unit}}</td><td class="num">{{.Amount}}</td></tr>{{end}}</tbody></table>{{end}}

{{define "totals"}}<table class="totals">
<tr><td>{{.L.Subtotal}}</td><td>{{.Subtotal}}</td></tr>
<tr><td>{{.TaxLabel}}</td><td>{{.Tax}}</td></tr>
{{if .Shipping}}<tr><td>Shipping</td><td>{{.Shipping}}</td></tr>{{end}}
<tr class="grand"><td>{{.L.Total}}</td><td>{{.Total}}</td></tr>
{{if .Paid}}<tr><td>{{.L.Paid}}</td><td>{{.Paid}}</td></tr><tr class="grand"><td>{{.L.Balance}}</td><td>{{.Balance}}</td></tr>{{end}}
</table>{{end}}

{{define "party"}}<p><b>{{.Name}}</b></p>{{range .Address}}<p>{{.}}</p>{{end}}{{end}}

{{define "classic"}}
<div class="row">
  <div>{{template "logo" .}}<div style="margin-top:3mm">{{template "party" .Vendor}}<p class="muted">{{.Vendor.Email}} · {{.Vendor.Phone}}</p>{{if .Vendor.TaxID}}<p class="muted">{{.Vendor.TaxID}}</p>{{end}}</div></div>
  <div class="right"><h1 class="spaced">{{.L.Title}}</h1>
    <table style="margin-left:auto;margin-top:3mm"><tr><td>{{.L.Number}}</td><td class="right"><b>{{.Number}}</b></td></tr>
    <tr><td>{{.L.Date}}</td><td class="right">{{.Date}}</td></tr><tr><td>{{.L.Due}}</td><td class="right">{{.Due}}</td></tr></table></div>
</div>
<h2 class="spaced">{{.L.BillTo}}</h2>{{template "party" .Customer}}
{{template "lines" .}}{{template "totals" .}}
<p class="muted" style="margin-top:10mm">{{.Thanks}}</p>
{{end}}

{{define "band"}}
<div style="background:{{.Accent}};color:#fff;padding:6mm;margin:-2mm -2mm 6mm" class="row">
  <div style="font-size:16pt;font-weight:bold" class="spaced">{{.Vendor.Name}}</div><div style="font-size:22pt" class="spaced">{{.L.Title}}</div>
</div>
<div style="display:grid;grid-template-columns:1fr 1fr 1fr 1fr;gap:4mm">
  <div><div class="muted">{{.L.Number}}</div><b>{{.Number}}</b></div>
  <div><div class="muted">{{.L.Date}}</div>{{.Date}}</div>
  <div><div class="muted">{{.L.Due}}</div>{{.Due}}</div>
  <div class="right"><div class="muted">{{.L.Total}}</div><b>{{if .Balance}}{{.Balance}}{{else}}{{.Total}}{{end}}</b></div>
</div>
<div class="row" style="margin-top:6mm">
  <div><h2 class="spaced">{{.L.BillTo}}</h2>{{template "party" .Customer}}</div>
  <div class="right muted">{{range .Vendor.Address}}<p>{{.}}</p>{{end}}<p>{{.Vendor.Email}}</p><p>{{.Vendor.Phone}}</p></div>
</div>
{{template "lines" .}}{{template "totals" .}}
<p class="muted" style="margin-top:10mm">{{.Thanks}} {{.Vendor.TaxID}}</p>
{{end}}

{{define "minimal"}}
<div class="row"><div>{{template "logo" .}}</div>
  <div class="right muted"><p><b>{{.Vendor.Name}}</b></p>{{range .Vendor.Address}}<p>{{.}}</p>{{end}}<p>{{.Vendor.Phone}}</p></div></div>
<h1 style="margin-top:10mm">{{.L.Title}} {{.Number}}</h1>
<div class="row" style="margin-top:4mm">
  <div><div class="muted spaced">{{.L.BillTo}}</div>{{template "party" .Customer}}</div>
  <dl style="margin:0;display:grid;grid-template-columns:auto auto;gap:1mm 6mm"><dt class="muted">{{.L.Date}}</dt><dd style="margin:0">{{.Date}}</dd><dt class="muted">{{.L.Due}}</dt><dd style="margin:0">{{.Due}}</dd></dl>
</div>
{{template "lines" .}}{{template "totals" .}}
<p class="muted" style="margin-top:10mm">{{.Thanks}}</p>
{{end}}

{{define "summary"}}
<div class="row"><h1>{{.L.Title}}</h1>{{template "logo" .}}</div>
<table style="margin-top:4mm"><tr><td class="muted">{{.L.Number}}</td><td>{{.Number}}</td></tr><tr><td class="muted">{{.L.Date}}</td><td>{{.Date}}</td></tr><tr><td class="muted">{{.L.Due}}</td><td>{{.Due}}</td></tr></table>
<div class="row" style="margin-top:6mm">
  <div>{{template "party" .Vendor}}<p>{{.Vendor.Email}}</p></div>
  <div><p class="muted">{{.L.BillTo}}</p>{{template "party" .Customer}}</div><div></div>
</div>
<p style="font-size:15pt;margin-top:6mm"><b>{{if .Balance}}{{.Balance}}{{else}}{{.Total}}{{end}}</b> · {{.L.Due}} {{.Due}}</p>
{{template "lines" .}}{{template "totals" .}}
<p class="muted" style="margin-top:10mm">{{.Thanks}}</p>
{{end}}

{{define "din"}}
<div class="row"><div></div><div class="right">{{template "logo" .}}</div></div>
<div class="row" style="margin-top:8mm">
  <div style="width:85mm"><p class="muted" style="text-decoration:underline">{{.Vendor.Name}} · {{join .Vendor.Address " · "}}</p>
    <div style="margin-top:3mm">{{template "party" .Customer}}</div></div>
  <table class="muted"><tr><td>{{.L.Number}}:</td><td>{{.Number}}</td></tr><tr><td>{{.L.Date}}:</td><td>{{.Date}}</td></tr><tr><td>{{.L.Due}}:</td><td>{{.Due}}</td></tr></table>
</div>
<h1 style="margin-top:10mm;font-size:16pt">{{.L.Title}} {{.Number}}</h1>
{{template "lines" .}}{{template "totals" .}}
<p style="margin-top:6mm">{{.Thanks}}</p>
<div class="row muted" style="margin-top:14mm;border-top:1px solid #ccc;padding-top:2mm">
  <div>{{template "party" .Vendor}}</div><div><p>{{.Vendor.Phone}}</p><p>{{.Vendor.Email}}</p></div><div><p>{{.Vendor.TaxID}}</p><p>IBAN DE89 3704 0044 0532 0130 00</p></div></div>
{{end}}

{{define "japanese"}}
<h1 class="spaced" style="text-align:center;color:#222">{{.L.Title}}</h1>
<div class="row" style="margin-top:8mm">
  <div><p style="font-size:13pt;border-bottom:1px solid #222">{{.Customer.Name}} {{.L.BillTo}}</p><p>{{.L.Thanks}}</p>
    <p style="font-size:14pt;margin-top:4mm;border:2px solid {{.Accent}};padding:2mm">{{.L.Total}} <b>{{if .Balance}}{{.Balance}}{{else}}{{.Total}}{{end}}</b></p></div>
  <div class="right"><p>{{.L.Number}}: {{.Number}}</p><p>{{.L.Date}}: {{.Date}}</p>
    <div style="margin-top:4mm">{{template "party" .Vendor}}<p>TEL {{.Vendor.Phone}}</p><p>登録番号 {{.Vendor.TaxID}}</p></div></div>
</div>
{{template "lines" .}}{{template "totals" .}}
<p class="muted">{{.L.Due}}: {{.Due}}</p>
{{end}}
`))

// trustedHTML marks a layout's output, already escaped by its template, as HTML for the page.
func trustedHTML(s string) template.HTML { return template.HTML(s) }
