package lead

import "strings"

// A lead pasted from a spreadsheet or a CRM export comes as a header line of column names
// and a row of values under it ("first_name,last_name,company,…" then "DeShawn,Miller,…").
// The header's names are the same labels a labelled line uses, so a row reads as if each
// value had been written "Label: value".

// csvHeader returns the canonical labels of a header line: three or more cells
// separated by commas, every one a known label ("first_name" reads as "first name"). It
// returns nil for any other line.
func csvHeader(line string) []string {
	if strings.Count(line, ",") < 2 || strings.ContainsAny(line, ":\"") {
		return nil
	}
	cells := strings.Split(line, ",")
	labels := make([]string, len(cells))
	for i, c := range cells {
		name := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(c, "_", " ")), " "))
		label, ok := canonicalLabels[name]
		if !ok || label == "ours" || label == "header" {
			return nil
		}
		labels[i] = label
	}
	return labels
}

// csvCells splits a row at its commas, keeping commas inside double quotes ("$3,000/mo")
// and reading "" inside quotes as one quote mark. It reads the line once.
func csvCells(line string) []string {
	var cells []string
	var cell strings.Builder
	quoted := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '"' && quoted && i+1 < len(line) && line[i+1] == '"':
			cell.WriteByte('"')
			i++
		case c == '"':
			quoted = !quoted
		case c == ',' && !quoted:
			cells = append(cells, strings.TrimSpace(cell.String()))
			cell.Reset()
		default:
			cell.WriteByte(c)
		}
	}
	return append(cells, strings.TrimSpace(cell.String()))
}

// addRow adds a spreadsheet row's values under its header's labels; a first and a last
// name make the name.
func (f *facts) addRow(labels, cells []string) {
	var first, last string
	for i, value := range cells {
		if i >= len(labels) || value == "" {
			continue
		}
		switch label := labels[i]; {
		case label == "first name":
			first = value
		case label == "last name":
			last = value
		case wholeLineLabels[label]:
			f.setField(label, value)
			f.add(value, label)
		default:
			f.addSentences(value, "")
		}
	}
	if name := strings.TrimSpace(first + " " + last); name != "" {
		f.setField("name", name)
		f.add(name, "name")
	}
}
