package lexa

import (
	"strings"
	"time"
)

// Opening is a job a recruitment service screens resumes against.
type Opening struct {
	ID          string    `json:"id"`
	ServiceID   string    `json:"service_id"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	MustHave    []string  `json:"must_have"`
	NiceToHave  []string  `json:"nice_to_have"`
	Location    string    `json:"location"`
	Candidates  int       `json:"candidates"`
	CreatedAt   time.Time `json:"created_at"`
}

// OpeningInput is a job as the form sends it.
type OpeningInput struct {
	Title       string   `json:"title"`
	Description string   `json:"description"`
	MustHave    []string `json:"must_have"`
	NiceToHave  []string `json:"nice_to_have"`
	Location    string   `json:"location"`
}

// The limits of a job's fields.
const (
	maxOpeningTitle       = 120
	maxOpeningDescription = 20_000
	maxOpeningSkills      = 30
	maxSkillLength        = 60
	maxOpeningLocation    = 120
)

// ParseOpening cleans and checks a job; the error names each wrong field.
func ParseOpening(in OpeningInput) (Opening, error) {
	f := fieldErrors{}
	o := Opening{
		Title:       Sanitize(in.Title),
		Description: Sanitize(in.Description),
		Location:    Sanitize(in.Location),
	}
	if o.Title == "" {
		f.add("title", "Job title is required")
	}
	f.maxLen("title", o.Title, maxOpeningTitle, "Job title must be at most 120 characters")
	if o.Description == "" {
		f.add("description", "Job description is required")
	}
	f.maxLen("description", o.Description, maxOpeningDescription, "Job description must be at most 20,000 characters")
	f.maxLen("location", o.Location, maxOpeningLocation, "Location must be at most 120 characters")
	o.MustHave = skills(f, "must_have", in.MustHave)
	o.NiceToHave = skills(f, "nice_to_have", in.NiceToHave)
	return o, f.err()
}

// skills cleans a list of skills: blanks and repeats (whatever their case) dropped.
func skills(f fieldErrors, field string, in []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, s := range in {
		s = Sanitize(s)
		key := strings.ToLower(s)
		if s == "" || seen[key] {
			continue
		}
		seen[key] = true
		f.maxLen(field, s, maxSkillLength, "Each skill must be at most 60 characters")
		out = append(out, s)
	}
	if len(out) > maxOpeningSkills {
		f.add(field, "List at most 30 skills")
	}
	return out
}

// JobDescription is the job as the screening engine reads it: the description with the
// skills under the headings the engine knows ("Requirements", "Nice to have").
func (o Opening) JobDescription() string {
	var b strings.Builder
	b.WriteString(o.Title + "\n")
	if o.Location != "" {
		b.WriteString("Location: " + o.Location + "\n")
	}
	b.WriteString("\n" + o.Description + "\n")
	if len(o.MustHave) > 0 {
		b.WriteString("\nRequirements:\n")
		for _, s := range o.MustHave {
			b.WriteString("- " + s + " (must have)\n")
		}
	}
	if len(o.NiceToHave) > 0 {
		b.WriteString("\nNice to have:\n")
		for _, s := range o.NiceToHave {
			b.WriteString("- " + s + "\n")
		}
	}
	return b.String()
}
