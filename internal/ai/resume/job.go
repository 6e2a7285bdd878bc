package resume

import (
	"context"
	"slices"
	"sort"
	"strings"

	"lexa/internal/ai/text"
)

// How strongly a job description asks for something, from where it is written: under a
// "Requirements" heading or next to "must have" it is required, under "Nice to have" or next
// to "a plus" it is optional, in "About us" or "Benefits" it is not asked for at all, and
// anywhere else (the role's duties, a tech stack line) it counts as required, since a job
// that says "you will build services in Go" needs Go — unless the ad has a requirements
// section, whose writer listed the must-haves: then what only its duties name is a plus
// (docs/decisions/0067-resume-kinds-and-requirements.md).
type jobContext int

const (
	ctxNeutral jobContext = iota
	ctxNice
	ctxRequired
	ctxIgnore
)

// jobRequirements is what a job description asks for.
type jobRequirements struct {
	required, nice     []int // skill ids, vocabulary order
	years              int   // years of experience required (0: none stated)
	yearsFromTitle     bool  // years inferred from a "Senior …" title, none being stated
	preferredYears     int
	education          int // minimum education level required (eduNone: none)
	preferredEducation int
	educationOrEquiv   bool     // "or equivalent experience"
	title              string   // the first line, when it reads like a job title
	terms              []string // its significant words, for jobs that name no skills
	alternatives       [][]int  // required skills any one of which will do ("Jest or Cypress")
	// firstSeen orders the skills as the job first names them; alone marks those asked for
	// on their own somewhere, not only as one of a choice ("Fluent Spanish and English"
	// after "Bilingual (Spanish/English)"). looksLikeJob: it has a job's headings or wording
	// (expect.go).
	firstSeen    map[int]int
	alone        map[int]bool
	looksLikeJob bool // it has a job's headings or wording (see expect.go)
}

var (
	jobBulletRe   = text.Lazy(`^[\s\-*•·>]+`)
	jobClauseRe   = text.Lazy(`[;!?]\s+|\.\s+|\.$`)
	jobMarkerRe   = text.MustSparse(`(?i)\b(nice[\s-]to[\s-]have|bonus(?:\s+points)?|preferred|preferably|(?:a|big|huge|major|definite)\s+plus|desirable|desired|good\s+to\s+have|great\s+to\s+have|would\s+be\s+(?:great|nice|a\s+plus)|ideally|advantage(?:ous)?|not\s+required|optional|required|requirements?|requires?|must(?:[\s-]haves?)?|essential|mandatory|minimum)\b`)
	jobTitleRe    = text.Lazy(`(?i)^(?:job\s+)?(?:title|position|role)\s*:\s*(.+)$`)
	seniorTitleRe = text.Lazy(`(?i)\b(senior|sr\.?|lead|staff|principal)\b`)
)

// readJob reads a job description line by line, tracking the section each line is in.
func readJob(text string) jobRequirements {
	job, _ := readJobContext(context.Background(), text) // no deadline, no error
	return job
}

// readJobContext is readJob that stops with ctx.Err() when ctx ends first.
func readJobContext(ctx context.Context, jobText string) (jobRequirements, error) {
	job := jobRequirements{firstSeen: map[int]int{}, alone: map[int]bool{}}
	need := map[int]jobContext{}
	section := ctxNeutral
	termCount := map[string]int{}
	var termOrder, employerLines []string
	var fullTitle string
	header := true // the lines right under the title, before a blank line or a heading
	// requiredSection: the ad has a Requirements (Must have, Ihr Profil, Requisitos …)
	// section, whose lines are then its must-haves; duties: the lines are under a heading of
	// the role's duties (Responsibilities, What you'll do, Ihre Aufgaben, Vos missions).
	requiredSection, duties := false, false
	askedElsewhere := map[int]bool{} // skills named somewhere else than among the duties
	for i, raw := range strings.Split(jobText, "\n") {
		if err := text.Stopped(ctx, i); err != nil {
			return job, err
		}
		line := strings.TrimSpace(raw)
		if line == "" {
			header = header && job.title == ""
			continue
		}
		lineCtx := section
		content := jobBulletRe.ReplaceAllString(line, "")
		headingCtx, rest, isHeading := jobHeading(line, content)
		titleLine := false
		if m := jobTitleRe.FindStringSubmatch(line); m != nil {
			fullTitle, titleLine = strings.Trim(m[1], "#*_ \t"), true
		} else if job.title == "" && !isHeading && i < 3 && len(line) <= 80 && !strings.HasSuffix(line, ".") && !strings.Contains(line, ":") {
			fullTitle, titleLine = strings.Trim(line, "#*_ \t"), true // "## Senior Data Engineer" in Markdown
		}
		if titleLine {
			job.title = cleanTitle(fullTitle)
		}
		switch {
		case isHeading:
			header = false
			if rest == "" {
				section, duties = headingCtx, headingCtx == ctxNeutral
				requiredSection = requiredSection || headingCtx == ctxRequired
			}
			lineCtx, content = headingCtx, rest
		case !titleLine && header && job.title != "" && isEmployerLine(line):
			// "Brightsmile Family Dental · 2210 N Oracle Rd, Tucson, AZ": who hires and
			// where, not what the work asks ("Oracle").
			employerLines = append(employerLines, line)
			continue
		case !titleLine:
			header = false
		}
		if lineCtx == ctxIgnore || content == "" || isBenefitLine(content) {
			continue
		}
		job.looksLikeJob = job.looksLikeJob || isHeading || jobWordingRe.MatchString(textHead(content))
		for _, clause := range jobClauseRe.Split(content, -1) {
			// What the ad says of the employer, of applying or of equal opportunity asks
			// nothing: "Pipeline Labs builds software for B2B sales teams", "send your
			// resume to our Recruiting team".
			if isBoilerplate(clause) || isCompanyBlurb(clause) && !asksSomething(clause) {
				continue
			}
			// A title's slash joins the role's halves ("Dispatcher / Customer Service
			// Representative"); it offers no choice.
			for _, a := range job.readClause(clause, lineCtx, need, !titleLine) {
				if !duties || a.ctx != ctxNeutral {
					askedElsewhere[a.skill] = true
				}
			}
			for _, w := range text.Words(clause) {
				if t := significantTerm(w); t != "" {
					if termCount[t] == 0 {
						termOrder = append(termOrder, t)
					}
					termCount[t]++
				}
			}
		}
	}
	for _, id := range skillSetFrom(need).sorted() {
		// Where the ad has a requirements section, the tools only its duties name are a
		// plus rather than a must-have: its writer listed the must-haves. The intro's
		// "looking for a line cook" names the role itself, and stays asked.
		if need[id] == ctxNice || need[id] == ctxNeutral && requiredSection && !askedElsewhere[id] {
			job.nice = append(job.nice, id)
		} else {
			job.required = append(job.required, id)
		}
	}
	job.inMentionOrder(job.required)
	job.inMentionOrder(job.nice)
	// The employer, its town and street are no key terms, nor is what the title adds to
	// the role ("Full Time", the restaurant's name).
	names := nameWords(jobText, append(employerLines, titleExtra(fullTitle, job.title)), job.title)
	kept := termOrder[:0]
	for _, t := range termOrder {
		if !names[t] && !isPlaceWord(t) {
			kept = append(kept, t)
		}
	}
	termOrder = kept
	if job.years == 0 && seniorTitleRe.MatchString(job.title) {
		job.years, job.yearsFromTitle = 5, true
	}
	if job.preferredYears <= job.years {
		job.preferredYears = 0
	}
	if job.preferredEducation <= job.education {
		job.preferredEducation = eduNone
	}
	job.terms = topTerms(termOrder, termCount, 25)
	job.alternatives = requiredAlternatives(job.alternatives, job.required, job.alone)
	return job, nil
}

// inMentionOrder sorts skills as the job first names them: the order its writer chose,
// usually the most important first.
func (job *jobRequirements) inMentionOrder(ids []int) {
	sort.SliceStable(ids, func(a, b int) bool { return job.firstSeen[ids[a]] < job.firstSeen[ids[b]] })
}

// readClause records the skills, years and degrees one clause asks for, and the choices it
// offers when choices is set; it returns the skills it names as asked for.
func (job *jobRequirements) readClause(clause string, lineCtx jobContext, need map[int]jobContext, choices bool) (asked []skillAsked) {
	markers := jobMarkers(clause)
	hits := findSkills(clause)
	var groups [][]int
	if choices {
		groups = skillAlternatives(clause, hits)
	}
	job.alternatives = append(job.alternatives, groups...)
	for _, h := range hits {
		// Required beats nice-to-have, which beats merely mentioned.
		ctx := markerContext(markers, h.start, lineCtx)
		if ctx == ctxIgnore {
			continue // "Hazmat not required": named, and not asked for
		}
		asked = append(asked, skillAsked{h.skill, ctx})
		if prev, seen := need[h.skill]; !seen || ctx > prev {
			need[h.skill] = ctx
		}
		if _, seen := job.firstSeen[h.skill]; !seen {
			job.firstSeen[h.skill] = len(job.firstSeen)
		}
		inChoice := false
		for _, g := range groups {
			inChoice = inChoice || slices.Contains(g, h.skill)
		}
		if !inChoice && ctx != ctxNice {
			job.alone[h.skill] = true
		}
	}
	explicitExperience := mentionsExperience(clause)
	for _, y := range findYearsMentions(clause) {
		if !y.qualified && !explicitExperience || markerContext(markers, y.pos, lineCtx) == ctxIgnore {
			continue
		}
		if markerContext(markers, y.pos, lineCtx) == ctxNice {
			job.preferredYears = max(job.preferredYears, y.years)
		} else {
			job.years = max(job.years, y.years)
		}
	}
	for _, e := range educationMentions(clause) {
		if c := markerContext(markers, e.pos, lineCtx); c == ctxIgnore {
			continue // "no degree required"
		} else if c == ctxNice {
			job.preferredEducation = max(job.preferredEducation, e.level)
		} else if job.education == eduNone || e.level < job.education {
			job.education = e.level
		}
	}
	if eduEquivalentRe.MatchString(clause) {
		job.educationOrEquiv = true
	}
	return asked
}

// skillAsked is a skill a clause names, and how strongly.
type skillAsked struct {
	skill int
	ctx   jobContext
}

func skillSetFrom(m map[int]jobContext) skillSet {
	s := skillSet{}
	for id := range m {
		s[id] = true
	}
	return s
}

// jobMarker is a word that says how much something is wanted. A marker at the start of its
// clause or before a colon ("Required: Go") governs what follows it; any other ("Go is
// required", "Kafka a plus") governs what comes before it.
type jobMarker struct {
	start      int
	ctx        jobContext
	prefix     bool
	lastPrefix int // the index of the last prefix marker up to this one, or -1
}

// jobMarkers finds a clause's markers, in order. The clause's leading run of bullets and
// punctuation is measured once: trimming it again for every marker would cost the run's
// length per marker.
func jobMarkers(clause string) []jobMarker {
	var out []jobMarker
	leading := len(clause) - len(strings.TrimLeft(clause, " \t-*•·>:("))
	lastPrefix := -1
	for _, m := range jobMarkerSpans(clause) {
		word := strings.ToLower(clause[m[0]:m[1]])
		ctx := ctxRequired
		switch {
		case notNeededRe.MatchString(word):
			ctx = ctxIgnore // "Hazmat not required", "no degree needed"
		case !strings.HasPrefix(word, "require") && !strings.HasPrefix(word, "must") &&
			word != "essential" && word != "mandatory" && word != "minimum":
			ctx = ctxNice
		}
		after := strings.TrimLeft(clause[m[1]:], " \t)") // stops at the next marker at the latest
		prefix := m[0] <= leading || strings.HasPrefix(after, ":")
		if prefix {
			lastPrefix = len(out)
		}
		out = append(out, jobMarker{start: m[0], ctx: ctx, prefix: prefix, lastPrefix: lastPrefix})
	}
	return out
}

// markerContext decides what governs the text at pos: the nearest following marker that
// governs backwards (unless a forward one starts in between), else the nearest forward
// marker before it, else any marker before it, else the line's section. The markers are
// in order, so two binary searches find them: a clause of many markers and many skills
// costs no more than its length times a logarithm.
func markerContext(markers []jobMarker, pos int, lineCtx jobContext) jobContext {
	next := sort.Search(len(markers), func(i int) bool { return markers[i].start > pos })
	if next < len(markers) && !markers[next].prefix {
		return markers[next].ctx
	}
	before := sort.Search(len(markers), func(i int) bool { return markers[i].start >= pos })
	if before == 0 {
		return lineCtx
	}
	last := markers[before-1]
	if last.lastPrefix >= 0 {
		return markers[last.lastPrefix].ctx
	}
	return last.ctx
}

// skillAlternatives finds the lists of skills a clause offers as a choice: "Jest or
// Cypress", "React, Vue or Angular", "AWS/GCP", "ezyVet, AVImark or similar". A choice is
// a run of skills joined by commas with an "or" or a slash in it, or ending in "or
// similar"; "Go, Python and Rust" asks for all three.
func skillAlternatives(clause string, hits []skillHit) [][]int {
	var groups [][]int
	var run []int
	choice := false
	flush := func() {
		if choice && len(run) > 1 {
			groups = append(groups, run)
		}
		run, choice = nil, false
	}
	for i, h := range hits {
		if !slices.Contains(run, h.skill) { // "Go or Golang" is no choice
			run = append(run, h.skill)
		}
		link := ""
		if i+1 < len(hits) {
			link = skillLink(clause[h.start:hits[i+1].start])
		}
		switch {
		case link == "or":
			choice = true
		case link == "," && choice:
			flush() // "Jest or Cypress, Docker": the choice ended
		case link == ",":
		default:
			if !choice && len(run) > 1 {
				after := clause[h.start:min(len(clause), h.start+60)]
				choice = strings.Contains(after, " or ") && orSimilarRe.MatchString(after)
			}
			flush()
		}
	}
	flush()
	return groups
}

// orSimilarRe ends a list that offers any of its items or their like.
var orSimilarRe = text.Lazy(`^[^,;()]{1,40}?,?\s+or\s+(?:similar|equivalent|comparable|other|another)\b`)

// skillLink names what joins a skill to the next, given the text from the start of one to
// the start of the other: "or", "," or "" for anything else, including more words than a
// skill name before the separator ("Go services or Python scripts").
func skillLink(between string) string {
	s := strings.TrimRight(between, " \t")
	for _, article := range []string{" a", " an", " the"} {
		s = strings.TrimSuffix(s, article) // "customer service or a call center"
	}
	link := ""
	switch {
	case strings.HasSuffix(s, " or") || strings.HasSuffix(s, "/"):
		link, s = "or", strings.TrimSuffix(strings.TrimSuffix(s, "/"), " or")
	case strings.HasSuffix(s, ","):
		link = ","
	}
	if len(strings.Fields(strings.Trim(s, ","))) > 3 {
		return ""
	}
	return link
}

// requiredAlternatives keeps the choices whose skills all ended up required, unless the
// job also asks for each of them on its own: "Bilingual (Spanish/English)" then "Fluent
// Spanish and English" wants both.
func requiredAlternatives(groups [][]int, required []int, alone map[int]bool) [][]int {
	var out [][]int
	for _, g := range groups {
		all, eachAlone := true, true
		for _, id := range g {
			all = all && slices.Contains(required, id)
			eachAlone = eachAlone && alone[id]
		}
		if all && !eachAlone {
			out = append(out, g)
		}
	}
	return out
}
