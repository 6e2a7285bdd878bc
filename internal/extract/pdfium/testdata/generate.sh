#!/bin/sh
# Regenerates the test PDFs from the HTML beside them: Chromium prints them as
# Chrome users' "Save as PDF" does (Debian: apt-get install chromium qpdf).
# The password-protected copy is made with qpdf (user password "secret").
set -e
cd "$(dirname "$0")"
for f in invoice resume pages; do
	chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
		--print-to-pdf="$f.pdf" "file://$PWD/$f.html" 2>/dev/null
done
qpdf --encrypt secret secret 256 -- pages.pdf locked.pdf
