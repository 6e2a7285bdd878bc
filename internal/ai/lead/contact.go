package lead

import (
	"strconv"
	"strings"

	"lexa/internal/ai/text"
)

// How to reach the lead and how big the company is, for the profile.

var (
	emailPattern = text.MustSparse(`[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+`)
	// A North American number in its usual shapes: "(555) 201-4433", "555 404 7781",
	// "+1 555-010-0000". Dates ("2026-05-03") and record ids do not match.
	phonePattern = text.MustSparse(`(?:\+\d{1,3}[ .-]?)?(?:\(\d{3}\)|\b\d{3})[ .-]?\d{3}[ .-]\d{4}\b`)
	// "~40 staff", "22 FTE", "30 cleaners", "26-50 employees".
	staffPattern = text.MustSparse(`(?i)(~\s?|\babout\s|\baround\s|\bapprox\.?\s)?\b(\d[\d,]{0,8}(?:\s?(?:-|–|to)\s?\d[\d,]{0,8})?)\s?\+?\s?` +
		`(employees|staff|people|ftes?|team members|workers|agents|seats|reps|cleaners|technicians|techs|drivers|nurses|attorneys|lawyers|vets|doctors|dentists)\b`)
	// "Employees 26-50", "employees: 14".
	employeesFirstPattern = text.MustSparse(`(?i)\bemployees\s?:?\s?(\d[\d,]{0,8}(?:\s?(?:-|–|to)\s?\d[\d,]{0,8})?)\b`)
	// "a six-attorney firm", "a 4-vet hospital".
	hyphenStaffPattern = text.MustSparse(`(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|\d{1,4})-(attorney|lawyer|vet|doctor|dentist|person|employee|agent|seat)\b`)
)

// staffCues are the words staffPattern and hyphenStaffPattern end in: a
// snippet without one is not searched.
var staffCues = []string{"employee", "staff", "people", "person", "fte", "team member", "worker", "agent", "seat", "rep",
	"cleaner", "tech", "driver", "nurse", "attorney", "lawyer", "vet", "doctor", "dentist"}

// contactDetails finds the lead's e-mail address and phone number: the labelled ones
// first, then the first in the lead's own lines (not in a "To:" line or a quoted reply,
// which hold ours).
func contactDetails(f facts) (email, phone string) {
	if m := emailPattern.FindString(f.fields["email"]); m != "" {
		email = m
	}
	if m := phonePattern.FindString(f.fields["phone"]); m != "" {
		phone = m
	}
	for _, s := range f.snippets {
		if s.label == "ours" || s.label == "header" {
			continue
		}
		if email == "" && strings.Contains(s.text, "@") {
			email = strings.TrimRight(emailPattern.FindString(s.text), ".")
		}
		if phone == "" && strings.ContainsAny(s.text, "0123456789") {
			phone = phonePattern.FindString(s.text)
		}
	}
	if phone == "" {
		// No number in a North American shape: one written with its country code
		// ("+44 20 7946 0958", "+7 912 345 67 89"), labelled first.
		phone = internationalPhonePattern.FindString(f.fields["phone"])
		for _, s := range f.snippets {
			if phone != "" {
				break
			}
			if s.label != "ours" && s.label != "header" && strings.Contains(s.text, "+") {
				phone = internationalPhonePattern.FindString(s.text)
			}
		}
	}
	return email, phone
}

// companySize is the company's size as the text states it: the labelled size ("14"
// under "Employees" reads "14 employees"), else the first head count in the notes.
func companySize(f facts) string {
	if size := strings.TrimSpace(f.fields["size"]); size != "" {
		if strings.Trim(size, "0123456789,-– ") == "" {
			return size + " employees"
		}
		return size
	}
	for _, s := range f.snippets {
		if s.label == "ours" || s.label == "header" || s.label == "email" || s.label == "phone" {
			continue
		}
		if !strings.Contains(s.lower, "employees") {
		} else if m := employeesFirstPattern.FindStringSubmatch(s.text); m != nil {
			return m[1] + " employees"
		}
		if !anyIn(s.lower, staffCues...) {
			continue
		}
		for _, idx := range staffPattern.FindAllStringSubmatchIndex(s.text, -1) {
			if anyIn(strings.ToLower(s.text[max(0, idx[0]-12):idx[0]]), "hire", "hiring") {
				continue // "hire 12 people" is a plan, not the size
			}
			about := ""
			if idx[2] >= 0 {
				about = "about "
			}
			return about + s.text[idx[4]:idx[5]] + " " + s.text[idx[6]:idx[7]]
		}
		if m := hyphenStaffPattern.FindStringSubmatch(s.text); m != nil {
			n, unit := m[1], strings.ToLower(m[2])+"s"
			if v := text.SmallNumber(strings.ToLower(n)); v > 0 {
				n = strconv.Itoa(v) // "six-attorney" reads "6 attorneys"
			}
			if unit == "persons" {
				unit = "people"
			}
			return n + " " + unit
		}
	}
	return ""
}
