package lexa

import (
	"fmt"
	"path"
	"strings"
)

// DocumentFileName is an upload's name as shown and downloaded: its base name, cleaned
// (Sanitize), without control characters, double quotes or the invisible format
// characters that reorder or hide text (bidi overrides and isolates, zero-width marks:
// "invoice\u202Efdp.exe" would show as "invoiceexe.pdf"), at most 120 characters; "Document
// n" when nothing is left.
func DocumentFileName(raw string, n int) string {
	name := Sanitize(path.Base(strings.ReplaceAll(raw, `\`, "/")))
	name = strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '"' || isHiddenFormatChar(r) {
			return -1
		}
		return r
	}, name))
	if runes := []rune(name); len(runes) > 120 {
		name = string(runes[len(runes)-120:])
	}
	if name == "" || name == "." || name == "/" {
		return fmt.Sprintf("Document %d", n)
	}
	return name
}

// isHiddenFormatChar tells the format characters a file name loses: zero-width space,
// non-joiner and joiner, the left-to-right and right-to-left marks (U+200B–U+200F), the
// bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
func isHiddenFormatChar(r rune) bool {
	return r >= 0x200B && r <= 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069
}
