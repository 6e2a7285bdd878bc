// Package lead is the call-center demo of Lexa's built-in AI engine: it qualifies a sales
// lead without any model, deterministically and in a few milliseconds, with plain text
// processing. Every answer is what a person can
// check against the input; nothing is canned. Analyze takes the demo's input, already trimmed
// and size-checked by the caller (each text at most 20,000 characters).
package lead

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// Analyze qualifies a sales lead with BANT (budget, authority, need, timeline) plus
// engagement, from the free text a salesperson pastes: labelled lines such as
// "Budget: $25k" and notes such as "visited pricing page twice". It first reads what kind
// of message it is (kind.go): a message that is no lead (an opt-out, spam, a complaint, a
// job applicant, a vendor's pitch, anything else) gets no sales assessment, only what it
// is and what to do with it (kind_report.go). A lead answers plain text:
//
//	Lead assessment
//	Lead: <who, where>
//	Language: <what was read of a lead not in English>  (only then)
//	Missing details: <fields the text does not give>   (only when some are missing)
//	Overall: <Hot|Warm|Cold> lead — <one-sentence reason>
//
//	Budget: <strong|partial|missing> — <evidence quoted from the text, or what is unknown>
//	Authority: …
//	Need: …
//	Timeline: …
//	Engagement: …
//
//	Risks:
//	- <risk or open question>
//
//	Next steps:
//	1. <3 to 5 steps tailored to what was found>
//
// It prints no numeric score: the page computes its own with the lead score's fixed rules
// (docs/product.md, "AI demos"). The
// plans it proposes for a stated budget, and their prices, are the catalogue's. It stops
// with ctx.Err() when ctx ends first.
func Analyze(ctx context.Context, lead string, plans lexa.CatalogFigures) (string, error) {
	r, err := readAll(ctx, lead)
	if err != nil {
		return "", err
	}
	switch {
	case r.kind.kind == lexa.LeadKindOther && r.kind.evidence == "" && r.empty():
		return unreadable, nil
	case r.kind.kind != lexa.LeadKindLead:
		return kindReport(r), nil
	case !readsLanguage(r.language):
		return unreadLanguageReport(r), nil
	}
	return report(r, plans), nil
}

// Read returns what kind of message the lead is, its language, and who the lead is and
// what they said about budget, authority, need and timeline, as Analyze reads them: each
// profile field empty when the text does not give it. The API returns it beside any
// engine's analysis, so the page's kind and Lead Profile card show the same reading
// whichever engine wrote the prose. It stops with ctx.Err() when ctx ends first.
func Read(ctx context.Context, lead string) (lexa.LeadReading, error) {
	r, err := readAll(ctx, lead)
	if err != nil {
		return lexa.LeadReading{}, err
	}
	p := r.profile()
	if r.kind.kind != lexa.LeadKindLead {
		// Who sent it, never a sales reading of it: an opt-out has no budget to show.
		p = lexa.LeadProfile{Name: p.Name, Role: p.Role, Company: p.Company, CompanySize: p.CompanySize, Email: p.Email, Phone: p.Phone}
	}
	return lexa.LeadReading{Kind: r.kind.kind, Language: r.language.Code, Profile: p}, nil
}

// ReadProfile is Read's profile alone.
func ReadProfile(ctx context.Context, lead string) (lexa.LeadProfile, error) {
	r, err := Read(ctx, lead)
	return r.Profile, err
}

// reading is everything read from one lead's text.
type reading struct {
	facts    facts
	who      profile
	q        qualification
	kind     kindVerdict
	language text.Language
	foreign  foreignReading // what was read in the lead's language when it is not English
}

func readAll(ctx context.Context, lead string) (reading, error) {
	facts, err := read(ctx, lead)
	if err != nil {
		return reading{}, err
	}
	r := reading{facts: facts, language: leadLanguage(facts)}
	r.who = readProfile(facts)
	if r.q, err = qualify(ctx, facts, r.who); err != nil {
		return reading{}, err
	}
	if err := ctx.Err(); err != nil {
		return reading{}, err
	}
	if readsForeign(r.language) {
		r.foreign = readForeign(facts, r.language.Code)
		r.applyForeign()
	}
	r.kind = classify(facts, r.empty() && r.language.English())
	return r, nil
}

// snippet is one clause of the lead text: a labelled line ("Budget: $25k") or one
// sentence of the notes. Evidence is quoted snippet by snippet.
type snippet struct {
	text  string // as written, trimmed
	lower string // strings.ToLower(text)
	label string // canonical label ("budget", "position", …) or "" for free text
}

// facts is what the text says, before any judgement.
type facts struct {
	fields   map[string]string // canonical label → value
	snippets []snippet
	lines    []string // the text's non-empty lines, trimmed, less our own (see oursLine)
}

// canonicalLabels maps the labels people write to the canonical ones.
var canonicalLabels = map[string]string{
	"name": "name", "contact": "name", "contact name": "name", "full name": "name", "lead name": "name",
	"first name": "first name", "firstname": "first name", "last name": "last name", "lastname": "last name", "surname": "last name",
	"company": "company", "company name": "company", "organization": "company", "organisation": "company", "business": "company",
	"position": "position", "title": "position", "job title": "position", "role": "position",
	"email": "email", "e-mail": "email", "email address": "email",
	"phone": "phone", "phone number": "phone", "tel": "phone", "telephone": "phone", "mobile": "phone", "cell": "phone",
	"budget": "budget", "estimated budget": "budget", "budget range": "budget",
	"timeline": "timeline", "timeframe": "timeline", "time frame": "timeline", "timing": "timeline", "decision timeline": "timeline",
	"company size": "size", "size": "size", "employees": "size", "team size": "size", "headcount": "size", "number of employees": "size",
	"industry": "industry", "sector": "industry",
	"role in purchase": "purchase role", "purchase role": "purchase role", "buying role": "purchase role",
	"attendees": "attendees", "participants": "attendees",
	"pain": "pain", "pains": "pain", "pain point": "pain", "pain points": "pain", "problem": "pain", "challenge": "pain",
	"from":  "from",
	"notes": "notes", "note": "notes", "comments": "notes", "source": "notes", "activity": "notes", "interest": "notes",
	"message": "notes", "rep note": "notes", "rep notes": "notes", "visitor": "notes", "caller": "notes", "customer": "notes", "prospect": "notes",
	// Our side of a conversation and a record's own header: never the lead's words.
	"bot": "ours", "agent": "ours", "lexa": "ours", "sales": "ours", "rep": "ours", "assistant": "ours",
	"to": "header", "cc": "header", "date": "header", "sent": "header", "submitted": "header", "scanned": "header", "received": "header",
	// The same labels in Spanish, German and French (foreign.go reads what they hold).
	"nombre": "name", "nombre completo": "name", "apellido": "last name", "apellidos": "last name", "empresa": "company",
	"compañía": "company", "negocio": "company", "cargo": "position", "puesto": "position", "correo": "email",
	"correo electrónico": "email", "teléfono": "phone", "telefono": "phone", "móvil": "phone", "celular": "phone",
	"presupuesto": "budget", "plazo": "timeline", "fecha de inicio": "timeline", "mensaje": "notes", "comentarios": "notes",
	"consulta": "notes", "empleados": "size",
	"vorname": "first name", "nachname": "last name", "firma": "company", "unternehmen": "company", "funktion": "position",
	"telefon": "phone", "handy": "phone", "mobil": "phone", "zeitraum": "timeline", "zeitrahmen": "timeline",
	"zeitplan": "timeline", "starttermin": "timeline", "nachricht": "notes", "anfrage": "notes", "anmerkungen": "notes",
	"kommentar": "notes", "mitarbeiter": "size", "branche": "industry",
	"nom": "name", "prénom": "first name", "nom de famille": "last name", "entreprise": "company", "société": "company",
	"poste": "position", "fonction": "position", "courriel": "email", "téléphone": "phone", "portable": "phone",
	"délai": "timeline", "calendrier": "timeline", "date de début": "timeline", "échéance": "timeline",
	"commentaire": "notes", "demande": "notes", "effectif": "size", "salariés": "size", "secteur": "industry",
}

// wholeLineLabels are quoted as one snippet; other labels' values are split into sentences.
var wholeLineLabels = map[string]bool{
	"name": true, "first name": true, "last name": true, "company": true, "position": true, "email": true, "phone": true,
	"budget": true, "timeline": true, "size": true, "industry": true, "purchase role": true, "attendees": true,
	"from": true, "ours": true, "header": true, "pain": true,
}

// labelHit is a known label that starts a segment of a line, at the line's start or
// after a separator, so "Name: Jo, Company: Acme" splits into two fields.
type labelHit struct {
	start      int    // where the label starts
	valueStart int    // just after its colon
	label      string // canonical
}

// findLabels finds the labelled segments of a line: each colon whose text back to the
// previous separator (",", ";", "|", "•") is a known label. It reads the line once, keeping
// where the current segment starts and where its text does (after any " \t-*"), so a line
// of colons costs no more than a line of letters.
func findLabels(line string) []labelHit {
	var hits []labelHit
	segStart, textStart := 0, -1 // textStart: the segment's first byte not in " \t-*", if any yet
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == ',' || c == ';' || c == '|':
			segStart, textStart = i+1, -1
		case strings.HasPrefix(line[i:], "•"):
			i += len("•") - 1
			segStart, textStart = i+1, -1
		case c == ':':
			if textStart < 0 {
				textStart = i // an empty label; this colon starts the text of the next
				continue
			}
			// The label is the segment's text up to the colon, less the spaces before it.
			end := i
			for line[end-1] == ' ' || line[end-1] == '\t' {
				end-- // line[textStart] is neither, so end stays past it
			}
			if end-textStart > 20 {
				continue // longer than any label
			}
			if label, ok := canonicalLabels[strings.ToLower(line[textStart:end])]; ok {
				hits = append(hits, labelHit{start: segStart, valueStart: i + 1, label: label})
			}
		case textStart < 0 && c != ' ' && c != '\t' && c != '-' && c != '*':
			textStart = i
		}
	}
	return hits
}

// read splits the text into labelled fields and quotable snippets. Our own side of
// the record (a chat bot's lines, a quoted reply) is kept apart: it is not what the lead
// said. A spreadsheet row pasted under its header line is read as labelled fields.
func read(ctx context.Context, leadText string) (facts, error) {
	facts := facts{fields: map[string]string{}}
	var header []string // the labels of a spreadsheet header line, while its rows follow
	for n, line := range strings.Split(leadText, "\n") {
		if err := text.Stopped(ctx, n); err != nil {
			return facts, err
		}
		line = strings.TrimSpace(line)
		if line == "" {
			header = nil
			continue
		}
		if oursLine(line) {
			facts.add(line, "ours")
			continue
		}
		facts.lines = append(facts.lines, line)
		if labels := csvHeader(line); labels != nil {
			header = labels
			continue
		}
		if header != nil {
			facts.addRow(header, csvCells(line))
			continue
		}
		facts.addLine(line)
	}
	return facts, nil
}

// addLine adds one line: its labelled segments as fields, the rest as sentences.
func (f *facts) addLine(line string) {
	hits := findLabels(line)
	if len(hits) == 0 {
		f.addSentences(line, "")
		return
	}
	if hits[0].start > 0 {
		f.addSentences(line[:hits[0].start], "")
	}
	for i, h := range hits {
		end := len(line)
		if i+1 < len(hits) {
			end = hits[i+1].start
		}
		value := strings.Trim(strings.TrimSpace(line[h.valueStart:end]), ",;|• ")
		segment := strings.Trim(strings.TrimSpace(line[h.start:end]), ",;|•-* ")
		f.setField(h.label, value)
		if wholeLineLabels[h.label] {
			f.add(segment, h.label)
		} else {
			f.addSentences(value, "")
		}
	}
}

// setField keeps the first non-empty value of a label.
func (f *facts) setField(label, value string) {
	if _, seen := f.fields[label]; !seen && value != "" && label != "ours" && label != "header" {
		f.fields[label] = value
	}
}

// oursLine reports a line that is not the lead's: a quoted e-mail reply ("> …", "On
// Mon, … wrote:") or a line said by our side of a chat ("Bot: …").
func oursLine(line string) bool {
	if strings.HasPrefix(line, ">") {
		return true
	}
	lower := strings.ToLower(line)
	if strings.HasPrefix(lower, "on ") && strings.HasSuffix(lower, "wrote:") {
		return true
	}
	if hits := findLabels(line); len(hits) > 0 && hits[0].start == 0 && hits[0].label == "ours" {
		return true
	}
	return false
}

// addSentences adds free text one sentence at a time.
func (f *facts) addSentences(text, label string) {
	start := 0
	for i, r := range text {
		if r != '.' && r != '!' && r != '?' && r != ';' {
			continue
		}
		next := i + 1
		if next < len(text) && text[next] != ' ' && text[next] != '\t' {
			continue // "$10.5k", "e.g.x": not a sentence end
		}
		if r == '.' && abbreviationBefore(text[start:i]) {
			continue // "Dr. Raj Patel", "J. Alvarez", "Park & Co. Bookkeeping"
		}
		f.add(text[start:next], label)
		start = next
	}
	f.add(text[start:], label)
}

// abbreviations end with a full stop that does not end the sentence.
var abbreviations = map[string]bool{
	"dr": true, "mr": true, "mrs": true, "ms": true, "mx": true, "prof": true, "st": true, "jr": true, "sr": true,
	"co": true, "inc": true, "corp": true, "ltd": true, "vs": true, "approx": true, "e.g": true, "i.e": true,
}

// abbreviationBefore reports whether text ends with an abbreviation or an initial
// (a single capital letter), which the full stop after it belongs to.
func abbreviationBefore(text string) bool {
	word := text[strings.LastIndexAny(text, " \t(")+1:]
	if r, size := utf8.DecodeRuneInString(word); size == len(word) && unicode.IsUpper(r) {
		return true
	}
	return abbreviations[strings.ToLower(word)]
}

func (f *facts) add(text, label string) {
	text = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(text), "-*•·>"))
	text = strings.TrimRight(text, ";, ")
	if text == "" {
		return
	}
	f.snippets = append(f.snippets, snippet{text: text, lower: strings.ToLower(text), label: label})
}
