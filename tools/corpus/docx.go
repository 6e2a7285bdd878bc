package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"html"
	"strings"
	"time"
)

// wordDoc builds word/document.xml the way Word writes it: paragraphs of runs, with
// bold, size and alignment as run and paragraph properties, and tables of cells that
// hold paragraphs.
type wordDoc struct{ body strings.Builder }

// para is a paragraph; text may hold "\t", written as Word's tab element.
func (d *wordDoc) para(text string, bold bool, halfPoints int, align string) {
	d.body.WriteString(paraXML(text, bold, halfPoints, align))
}

func paraXML(text string, bold bool, halfPoints int, align string) string {
	var b strings.Builder
	b.WriteString("<w:p>")
	if align != "" {
		fmt.Fprintf(&b, `<w:pPr><w:jc w:val="%s"/></w:pPr>`, align)
	}
	b.WriteString("<w:r>")
	if bold || halfPoints > 0 {
		b.WriteString("<w:rPr>")
		if bold {
			b.WriteString("<w:b/>")
		}
		if halfPoints > 0 {
			fmt.Fprintf(&b, `<w:sz w:val="%d"/>`, halfPoints)
		}
		b.WriteString("</w:rPr>")
	}
	for i, part := range strings.Split(text, "\t") {
		if i > 0 {
			b.WriteString("<w:tab/>")
		}
		fmt.Fprintf(&b, `<w:t xml:space="preserve">%s</w:t>`, html.EscapeString(part))
	}
	b.WriteString("</w:r></w:p>")
	return b.String()
}

// table writes rows of cells, each cell its lines as paragraphs (a cell needs at least one).
func (d *wordDoc) table(rows [][][]string, bordered bool) {
	d.body.WriteString("<w:tbl><w:tblPr><w:tblW w:w=\"5000\" w:type=\"pct\"/>")
	if bordered {
		d.body.WriteString(`<w:tblBorders><w:insideH w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/></w:tblBorders>`)
	}
	d.body.WriteString("</w:tblPr>")
	for _, row := range rows {
		d.body.WriteString("<w:tr>")
		for _, cell := range row {
			d.body.WriteString("<w:tc>")
			if len(cell) == 0 {
				cell = []string{""}
			}
			for _, l := range cell {
				d.body.WriteString(paraXML(l, false, 0, ""))
			}
			d.body.WriteString("</w:tc>")
		}
		d.body.WriteString("</w:tr>")
	}
	d.body.WriteString("</w:tbl>")
}

// docxEpoch is every archive member's time, so the same document gives the same bytes.
var docxEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// bytes is the .docx: the three parts Word needs to open a document.
func (d *wordDoc) bytes() []byte {
	parts := [][2]string{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + d.body.String() +
			`<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/></w:sectPr></w:body></w:document>`},
	}
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, p := range parts {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: p[0], Method: zip.Deflate, Modified: docxEpoch})
		if err != nil {
			panic(err)
		}
		w.Write([]byte(p[1]))
	}
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// invoiceDOCX lays the invoice out as Word templates do: either a two-cell header
// table (vendor | title and details) or plain paragraphs with tabs, then the lines as a
// table and the totals.
func invoiceDOCX(inv invoice, headerTable bool) []byte {
	var d wordDoc
	vendor := append([]string{inv.Vendor.Name}, inv.Vendor.Address...)
	vendor = append(vendor, inv.Vendor.Phone, inv.Vendor.Email)
	details := []string{inv.L.Title, inv.L.Number + ": " + inv.Number, inv.L.Date + ": " + inv.Date, inv.L.Due + ": " + inv.Due}
	if headerTable {
		d.table([][][]string{{vendor, details}}, false)
	} else {
		d.para(inv.Vendor.Name, true, 32, "")
		for _, l := range vendor[1:] {
			d.para(l, false, 0, "")
		}
		d.para("", false, 0, "")
		d.para(inv.L.Title, true, 40, "right")
		for _, l := range details[1:] {
			d.para(l, false, 0, "right")
		}
	}
	d.para("", false, 0, "")
	d.para(inv.L.BillTo+":", true, 0, "")
	d.para(inv.Customer.Name, false, 0, "")
	for _, l := range inv.Customer.Address {
		d.para(l, false, 0, "")
	}
	rows := [][][]string{{{inv.L.Desc}, {inv.L.Qty}, {inv.L.Unit}, {inv.L.Amount}}}
	for _, l := range inv.Lines {
		rows = append(rows, [][]string{{l.Desc}, {l.Qty}, {l.Unit}, {l.Amount}})
	}
	d.table(rows, true)
	for _, t := range totalLines(inv) {
		d.para(t[0]+"\t"+t[1], t[0] == inv.L.Total || t[0] == inv.L.Balance, 0, "right")
	}
	d.para("", false, 0, "")
	d.para(inv.Thanks, false, 0, "")
	return d.bytes()
}

// totalLines are the label and amount of each line under the items.
func totalLines(inv invoice) [][2]string {
	t := [][2]string{{inv.L.Subtotal, inv.Subtotal}, {inv.TaxLabel, inv.Tax}}
	if inv.Shipping != "" {
		t = append(t, [2]string{"Shipping", inv.Shipping})
	}
	t = append(t, [2]string{inv.L.Total, inv.Total})
	if inv.Paid != "" {
		t = append(t, [2]string{inv.L.Paid, inv.Paid}, [2]string{inv.L.Balance, inv.Balance})
	}
	return t
}

// resumeDOCX is a resume as people write one in Word: the name large, a contact line
// (or a contact table), then headings and bullet paragraphs.
func resumeDOCX(cv resume, contactTable bool) []byte {
	var d wordDoc
	d.para(cv.Name, true, 40, "center")
	d.para(cv.Headline, false, 24, "center")
	if contactTable {
		d.table([][][]string{{{"Email"}, {cv.Email}}, {{"Phone"}, {cv.Phone}}, {{"Location"}, {cv.City}}}, false)
	} else {
		d.para(cv.Email+" | "+cv.Phone+" | "+cv.City, false, 0, "center")
	}
	d.para("PROFILE", true, 0, "")
	d.para(cv.Summary, false, 0, "")
	d.para("EXPERIENCE", true, 0, "")
	for _, j := range cv.Jobs {
		d.para(j.Title+", "+j.Employer+"\t"+j.Years, true, 0, "")
		for _, b := range j.Bullets {
			d.para("•\t"+b, false, 0, "")
		}
	}
	d.para("EDUCATION", true, 0, "")
	d.para(cv.School, false, 0, "")
	d.para("SKILLS", true, 0, "")
	d.para(strings.Join(cv.Skills, ", "), false, 0, "")
	return d.bytes()
}

// invoiceText is an invoice pasted into an email or saved from a terminal program:
// columns lined up with spaces.
func invoiceText(inv invoice) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n%s\n\n", inv.Vendor.Name, strings.Join(inv.Vendor.Address, "\n"), inv.Vendor.Email)
	fmt.Fprintf(&b, "%s\n%s: %s\n%s: %s\n%s: %s\n\n", inv.L.Title, inv.L.Number, inv.Number, inv.L.Date, inv.Date, inv.L.Due, inv.Due)
	fmt.Fprintf(&b, "%s:\n%s\n%s\n\n", inv.L.BillTo, inv.Customer.Name, strings.Join(inv.Customer.Address, "\n"))
	fmt.Fprintf(&b, "%-40s %5s %12s %12s\n", inv.L.Desc, inv.L.Qty, inv.L.Unit, inv.L.Amount)
	for _, l := range inv.Lines {
		fmt.Fprintf(&b, "%-40s %5s %12s %12s\n", l.Desc, l.Qty, l.Unit, l.Amount)
	}
	b.WriteString("\n")
	for _, t := range totalLines(inv) {
		fmt.Fprintf(&b, "%58s %12s\n", t[0]+":", t[1])
	}
	fmt.Fprintf(&b, "\n%s\n", inv.Thanks)
	return b.String()
}

// resumeText is a resume saved as plain text.
func resumeText(cv resume) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n%s · %s · %s\n\nPROFILE\n%s\n\nEXPERIENCE\n", cv.Name, cv.Headline, cv.Email, cv.Phone, cv.City, cv.Summary)
	for _, j := range cv.Jobs {
		fmt.Fprintf(&b, "%s, %s (%s)\n", j.Title, j.Employer, j.Years)
		for _, x := range j.Bullets {
			fmt.Fprintf(&b, "  - %s\n", x)
		}
	}
	fmt.Fprintf(&b, "\nEDUCATION\n%s\n\nSKILLS\n%s\n", cv.School, strings.Join(cv.Skills, ", "))
	return b.String()
}
