/**
 * What 'Load sample' fills in: an invoice as a vendor would e-mail it, with every field the
 * page extracts, line items that add up, tax, and payment terms.
 */
export const sampleInvoice = `INVOICE #INV-2024-0042

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
Summit Office Supplies LLC. Thank you for your business!`;
