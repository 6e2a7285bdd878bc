package invoice

// Invoices as people paste them, one per layout the reader must handle.
const (
	// testClassic is a classic US invoice: company block, "Bill To", a space-aligned table, sales tax, Net 30 and a due date that agrees.
	testClassic = `ACME DESIGN STUDIO LLC
123 Market Street, Suite 400
San Francisco, CA 94103
billing@acmedesign.example | (415) 555-0134

INVOICE

Invoice #: INV-2026-0042
Invoice Date: March 5, 2026
Due Date: April 4, 2026

Bill To:
Globex Corporation
500 Oak Avenue
Springfield, IL 62704

Description                      Qty      Unit Price       Amount
Website redesign                   1       $2,500.00    $2,500.00
Logo refresh                       1         $750.00      $750.00
Content writing (pages)            8         $120.00      $960.00
Hosting setup                      2          $95.00      $190.00

Subtotal                                                $4,400.00
Sales Tax (8.25%)                                         $363.00
Total Due                                               $4,763.00

Payment terms: Net 30
Thank you for your business!`

	// testPipe is a pipe table with a row-number column and the totals inside the table.
	testPipe = `| Northwind Traders Inc. | |
| Invoice No: NW-88123 | Date: 2026-02-14 |
| Bill To: Contoso Ltd | Due: 2026-03-16 |

| # | Item | Qty | Rate | Amount |
|---|------|-----|------|--------|
| 1 | Ergonomic chair | 4 | $289.00 | $1,156.00 |
| 2 | Standing desk | 2 | $540.50 | $1,081.00 |
| 3 | Monitor arm | 6 | $45.99 | $275.94 |
| | | | Subtotal | $2,512.94 |
| | | | Shipping | $75.00 |
| | | | Tax (7%) | $175.91 |
| | | | Grand Total | $2,763.85 |`

	// testEuropean is a European invoice: "Invoice No.", a day-first date, tab-separated columns, 1.234,56 € amounts and VAT.
	testEuropean = `Müller Webdesign GmbH
Hauptstraße 12
10115 Berlin
USt-IdNr: DE123456789

Rechnung / Invoice
Invoice No. 2026-017
Date: 05/03/2026
Customer: Dupont SARL, 8 Rue de Rivoli, 75001 Paris

Description	Qty	Unit price	Amount
UX workshop (days)	2	950,00 €	1.900,00 €
Prototype development	1	2.400,00 €	2.400,00 €
Usability testing	3	350,00 €	1.050,00 €

Net amount: 5.350,00 €
VAT 19%: 1.016,50 €
Total: 6.366,50 €

Payment due: 04/04/2026
IBAN: DE89 3704 0044 0532 0130 00`

	// testFreelancer is a terse freelancer invoice: prose items, a total, Net 30 and no due date.
	testFreelancer = `Invoice 2026-014
Jane Doe Design
jane@janedoe.example

Bill to: Initech LLC
Date: Jan 15, 2026

Logo design - $1,200.00
Brand guidelines (2 rounds) - $800.00
Website banner x3 @ $150.00 = $450.00

Total: $2,450.00
Terms: Net 30`

	// testMismatch is an invoice whose items do not add up: two lines do not multiply out, the items miss the subtotal and the total is off.
	testMismatch = `Vendor: Blue Ridge Plumbing Co.
Invoice Number: A-77
Issued: 5 Mar 2026
Payment Due: 20 Mar 2026

Item                     Hours    Rate       Amount
Emergency call-out        1      $150.00     $150.00
Pipe replacement          3.5    $95.00      $332.50
Parts (copper fittings)   1      $86.40      $96.40
Water heater flush        2      $60.00      $100.00

Subtotal: $668.90
Discount (10%): -$66.89
Tax (6%): $36.12
Total Due: $650.00`

	// testTwoColumn is two columns ("From:" beside "Bill To:"), "Bill #", the quantity column first, "Amount Due".
	testTwoColumn = `From:                          Bill To:
Sunrise Bakery Supplies        Corner Cafe
42 Flour Lane                  9 Elm St

Bill #1187                     Date: 02/10/2026
Payment terms: Net 15

Qty  Description            Unit      Total
10   Flour sack 25kg        $32.00    $320.00
5    Sugar 10kg             $14.50    $72.50

Amount Due: $392.50`

	// testPaid is a deposit already paid: total, deposit and balance due, the vendor after "Seller:" with its address.
	testPaid = `INVOICE NO: INV-2024-001
Seller: Brightline Electric, 77 Volt Road, Austin TX
Invoice Date: 2024-11-02
Due: 2024-11-16

Panel upgrade  1  $1,850.00  $1,850.00
Outlet install  6  $85.00  $510.00
Permit fee  $120.00

Subtotal $2,480.00
Tax 8.25% $204.60
Total $2,684.60
Deposit received ($1,000.00)
Balance Due $1,684.60`

	// testReceipt is an Australian tax invoice in A$, due on receipt, GST.
	testReceipt = `TAX INVOICE
Koala Web Pty Ltd
ABN 12 345 678 901

Invoice Number: KW-5521
Date: 14/02/2026
Terms: Due on receipt

Website maintenance (Feb)    A$450.00
Domain renewal               A$35.00
GST (10%)                    A$48.50
Total (AUD)                  A$533.50`

	// testTerse is no invoice date, so Net 15 cannot give a due date.
	testTerse = `Invoice #123
Bill From: Sam Carter Photography
Wedding shoot, 8 hours @ $200/hr = $1,600.00
Travel: $85.00
Prints 20 x $4.50 = $90.00
Amount due: $1,775.00
Payment terms: Net 15`

	// testPageSample is the invoice the demo page's "Load sample" fills in
	// (web/app/features/demos/payroll/sample-invoice.ts).
	testPageSample = `INVOICE #INV-2024-0042

Summit Office Supplies LLC
1450 Market Street, Suite 300
Denver, CO 80202
billing@summitoffice.example · (303) 555-0199

Bill To:
Brightside Dental Group
Attn: Accounts Payable
88 Maple Avenue
Boulder, CO 80301

Invoice Date: March 1, 2024
Due Date: March 31, 2024
Payment Terms: Net 30
PO Number: PO-7731

Description                          Qty    Unit Price      Amount
Ergonomic office chair                 4       $249.00     $996.00
Standing desk converter                2       $179.50     $359.00
Printer paper, case of 10 reams        3        $42.00     $126.00
Wireless keyboard and mouse set        5        $38.99     $194.95

Subtotal:                                                $1,675.95
Sales Tax (8.81%):                                         $147.65
Shipping:                                                   $25.00
Total Due:                                               $1,848.60

Please pay by bank transfer to account 0042-118-553 or by check payable to
Summit Office Supplies LLC. Thank you for your business!`

	// testItemsMissTotal has no subtotal, and its items fall $100.00 short of the total.
	testItemsMissTotal = `Invoice # 3391
From: Lakeside Catering
Date: 2026-05-02
Due Date: 2026-05-16

Buffet lunch for 40 - $1,400.00
Coffee service - $160.00
Delivery and setup - $90.00

Total: $1,750.00`
)
