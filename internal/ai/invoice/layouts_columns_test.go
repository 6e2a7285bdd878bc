package invoice

// Layouts that put labels and values in columns rather than "Label: value" lines.
const (
	// testQuickBooks is a bookkeeping-software layout: the invoice fields in a right
	// column beside the customer block, upper-case labels without colons, a date column in
	// the item table and bare amounts.
	testQuickBooks = `Acme Plumbing Inc.
INVOICE
BILL TO                     INVOICE #   1043
John Smith                  DATE        03/05/2026
12 Oak St                   DUE DATE    04/04/2026
                            TERMS       Net 30

DATE        ACTIVITY              QTY    RATE      AMOUNT
03/01/2026  Service call           1     95.00     95.00
03/01/2026  Labor                  3     75.00    225.00

SUBTOTAL                                          320.00
TAX (8%)                                           25.60
TOTAL                                             345.60
BALANCE DUE                                    $345.60`

	// testPaymentService is a payment-service layout: labels and values two spaces
	// apart, the vendor block under the invoice fields, a service-period line under the item.
	testPaymentService = `Invoice
Invoice number  ABCD1234-0001
Date of issue   March 5, 2026
Date due        April 4, 2026

Stripe Demo Inc.
354 Oyster Point Blvd
South San Francisco, California 94080
United States
billing@example.com

Bill to
Jane Customer
jane@example.com

$99.00 USD due April 4, 2026

Description          Qty    Unit price    Amount
Pro plan             1      $99.00        $99.00
Mar 5 – Apr 5, 2026

Subtotal                                   $99.00
Total                                      $99.00
Amount due                                 $99.00 USD`
)
