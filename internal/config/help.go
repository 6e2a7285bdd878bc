package config

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// PrintVars writes the table of configuration variables that `lexa help` shows.
func PrintVars(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "VARIABLE\tDEFAULT\tMEANING")
	for _, v := range vars {
		def := v.Default
		if def == "" {
			def = "(empty)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", v.Name, def, v.Help)
	}
	return tw.Flush()
}
