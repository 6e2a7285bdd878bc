package invoice

import (
	"context"
	"testing"

	"lexa/internal/lexa"
)

// Invoices in the languages and formats small businesses in Europe and Japan send,
// written for these tests (not taken from the document corpus): each rule of decision
// 0058 once, read as an upload's text is.
func TestInvoicesInOtherLanguagesAndFormats(t *testing.T) {
	cases := []struct {
		name, text                       string
		vendor, number, date, due, total string // total as Fields.Total.Value
		cents                            int64  // Fields.Total.Cents, the currency's smallest unit
		currency                         string
	}{
		{"German, DIN letterhead, month name with a dot", `Holzwerk Brandt GmbH · Sägewerkstraße 4 · 79098 Freiburg
Stadtgärtnerei Lörrach
Rechnungs-Nr. 2026-118
Rechnungsdatum:  3. März 2026
Fällig am:  17.03.2026
Pos.  Bezeichnung  Menge  Einzelpreis  Gesamt
1  Eichenbohlen 40 mm  12  85,00 €  1.020,00 €
2  Lieferung  1  45,00 €  45,00 €
Nettobetrag  1.065,00 €
USt. 19 %  202,35 €
Gesamtbetrag  1.267,35 €`,
			"Holzwerk Brandt GmbH", "2026-118", "2026-03-03", "2026-03-17", "€1,267.35", 126735, "EUR"},
		{"French, spaces group thousands, balance after a deposit", `FACTURE
Numéro de facture : FC-0931
Date d'émission : 1er février 2026
Date d'échéance : 3 mars 2026
Menuiserie Roux SARL
Désignation  Qté  Prix unitaire HT  Montant HT
Escalier chêne massif  1  6 200,00 €  6 200,00 €
Pose  2  450,00 €  900,00 €
Total HT  7 100,00 €
TVA 20 %  1 420,00 €
Total TTC  8 520,00 €
Acompte versé  -2 000,00 €
Net à payer  6 520,00 €`,
			"Menuiserie Roux SARL", "FC-0931", "2026-02-01", "2026-03-03", "€6,520.00", 652000, "EUR"},
		{"Spanish, band of labels over their values", `CERÁMICAS LEVANTE S.L.
Número de factura  Fecha  Vencimiento  Total
2026/044  09/01/2026  08/02/2026  1.512,50 €
CLIENTE
Bar El Puerto
Descripción  Uds.  Precio  Importe
Azulejo 20x20 (caja)  25  50,00 €  1.250,00 €
Base imponible  1.250,00 €
IVA 21 %  262,50 €
Total factura  1.512,50 €`,
			"Cerámicas Levante S.L.", "2026/044", "2026-01-09", "2026-02-08", "€1,512.50", 151250, "EUR"},
		{"Italian", `Studio Grafico Bianchi S.r.l.
Fattura n. 58/2026
Data fattura: 12 maggio 2026
Scadenza: 11 giugno 2026
Descrizione  Quantità  Prezzo  Importo
Progetto logo  1  900,00 €  900,00 €
Imponibile  900,00 €
IVA 22 %  198,00 €
Totale  1.098,00 €`,
			"Studio Grafico Bianchi S.r.l.", "58/2026", "2026-05-12", "2026-06-11", "€1,098.00", 109800, "EUR"},
		{"Dutch, euro sign before the amount", `Bakkerij De Molen B.V.
Factuurnummer: 2026-0312
Factuurdatum: 4 maart 2026
Vervaldatum: 18 maart 2026
Omschrijving  Aantal  Prijs  Bedrag
Taart op bestelling  3  € 32,50  € 97,50
Subtotaal  € 97,50
BTW 9%  € 8,78
Totaal  € 106,28`,
			"Bakkerij De Molen B.V.", "2026-0312", "2026-03-04", "2026-03-18", "€106.28", 10628, "EUR"},
		{"Japanese, yen have no smaller unit", `請 求 書
Maruyama Shoten 御中  請求書番号: 2026-77
下記の通りご請求申し上げます。  請求日: 2026年4月10日
Aozora Print Co., Ltd.
品名  数量  単価  金額
名刺印刷  3  ¥4,500  ¥13,500
チラシ印刷  1  ¥350,600  ¥350,600
小計  ¥364,100
消費税 10%  ¥36,410
合計  ¥400,510
支払期日: 2026年5月31日`,
			"Aozora Print Co., Ltd.", "2026-77", "2026-04-10", "2026-05-31", "¥400,510", 400510, "JPY"},
		{"Spanish, balance pending after an advance", `Fontanería Oliva S.L.
Factura n.º: F-2026-311
Fecha: 15/05/2026
Vencimiento: 14/06/2026
Concepto  Uds.  Precio  Total
Instalación de caldera  1  1.800,00 €  1.800,00 €
Base imponible  1.800,00 €
IVA 21 %  378,00 €
Total  2.178,00 €
Anticipo recibido  -1.000,00 €
Pendiente de pago  1.178,00 €`,
			"Fontanería Oliva S.L.", "F-2026-311", "2026-05-15", "2026-06-14", "€1,178.00", 117800, "EUR"},
		{"Japanese, the difference billed after an advance", `御請求書
Sakura Kogyo 御中  請求書番号: 2026-0415
請求日: 2026年6月1日
Minato Design Co., Ltd.
品名  数量  単価  金額
ロゴ制作  1  ¥200,000  ¥200,000
小計  ¥200,000
消費税 10%  ¥20,000
合計  ¥220,000
前受金  -¥100,000
差引請求額  ¥120,000
お支払期限: 2026年6月30日`,
			"Minato Design Co., Ltd.", "2026-0415", "2026-06-01", "2026-06-30", "¥120,000", 120000, "JPY"},
		{"Swiss francs with apostrophes", `Alpenblick Treuhand AG
Invoice No: CH-7781
Date: 02.06.2026
Due: 02.07.2026
Description  Amount
Annual accounts  CHF 1'250.00
Total  CHF 1'250.00`,
			"Alpenblick Treuhand AG", "CH-7781", "2026-06-02", "2026-07-02", "CHF 1,250.00", 125000, "CHF"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Read(context.Background(), c.text)
			if err != nil {
				t.Fatal(err)
			}
			f := r.Fields
			if r.Kind != lexa.InvoiceKindInvoice || f.Vendor.Value != c.vendor || f.InvoiceNumber.Value != c.number ||
				f.Date.Value != c.date || f.DueDate.Value != c.due || f.Total.Value != c.total || r.Currency != c.currency {
				t.Errorf("read kind %q vendor %q number %q date %q due %q total %q currency %q",
					r.Kind, f.Vendor.Value, f.InvoiceNumber.Value, f.Date.Value, f.DueDate.Value, f.Total.Value, r.Currency)
			}
			if f.Total.Cents == nil || *f.Total.Cents != c.cents {
				t.Errorf("total cents %v, want %d", f.Total.Cents, c.cents)
			}
			if r.Sum.Status != lexa.CheckPass {
				t.Errorf("sum: %s", r.Sum.Text)
			}
		})
	}
}

// The thousands of "8 670,41 €" are grouped with a space: one amount, not 8 and 670.41;
// an item's quantity and price in cells of their own stay two numbers.
func TestSpaceGroupedThousands(t *testing.T) {
	lines := splitLines("Total TTC 8 670,41 €\nPose  3  501,25 €  1 503,75 €\nTotal\u00a0: 12\u202f500,00\u00a0€")
	if got := lines[0].text; got != "Total TTC 8670,41 €" {
		t.Errorf("one cell: %q", got)
	}
	if got := lines[1].cells; len(got) != 4 || got[1] != "3" || got[3] != "1503,75 €" {
		t.Errorf("item cells: %q", got)
	}
	if got := lines[2].text; got != "Total : 12500,00 €" {
		t.Errorf("no-break spaces: %q", got)
	}
	// A quantity and a price in one cell are not joined: "3 501,25" is not 3,501.25.
	if got := splitLines("Pose 3 501,25 € 1 503,75 €")[0].text; got != "Pose 3 501,25 € 1 503,75 €" {
		t.Errorf("two numbers in a cell: %q", got)
	}
}

// A logo's initials are not the vendor, and a name set in capitals that wraps around the
// document's title is read whole.
func TestVendorBesideLogoAndTitle(t *testing.T) {
	for text, want := range map[string]string{
		"BP\nBright Pixel Studio  Billed to\n12 Main St  Acme Corp\nInvoice #: 7\nTotal  $10.00":        "Bright Pixel Studio",
		"TULIP LOGISTICS\nT A X\nB.V.\nINVOICE\nInvoice Number  Date\nSO-1  2026-01-02\nTotal  € 10,00": "Tulip Logistics B.V.",
		// The second half carries the company suffix; the name is still the whole.
		"HARBOUR LIGHT BAKERY &\nI N V O I C E\nCAFE LTD\nInvoice No.  Date\nHL-9  2026-02-03\nTotal  £ 12.00":           "Harbour Light Bakery & Cafe Ltd",
		"WEISS & KLEIN\nRECHNUNG\nSCHREINEREI GMBH\nRechnung Nr. 77\nRechnungsbetrag  10,00 €":                           "Weiss & Klein Schreinerei GmbH",
		"Weber Gartenbau  Rechnungsempfänger\nAm Feldrain 7  Hofladen Sommer\nRechnung Nr. 12\nRechnungsbetrag  10,00 €": "Weber Gartenbau",
	} {
		r, _ := Read(context.Background(), text)
		if r.Fields.Vendor.Value != want {
			t.Errorf("vendor %q, want %q in\n%s", r.Fields.Vendor.Value, want, text)
		}
	}
}
