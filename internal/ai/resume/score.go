package resume

import (
	"math"
	"slices"
	"sort"
	"strings"
	"sync"

	"lexa/internal/ai/text"
)

// The parts of the match and their weight out of 100 when all apply; a part the job does
// not ask about (no years stated, no degree) drops out and the rest are scaled up. Required
// skills weigh most because they are what a recruiter screens on. The words the two texts
// share are a light check that the resume comes from the same line of work, and they take
// over the required skills' weight when the job names fewer than three known skills, since
// one or two skills say little about a job.
const (
	weightRequired      = 50
	weightNice          = 10
	weightYears         = 20
	weightEducation     = 10
	weightTerms         = 10
	skillsForFullWeight = 3
)

// Soft skills ("communication") count half: every resume can claim them. Neither they nor
// spoken languages say which line of work a resume is in.
const (
	softSkillCategory      = "Working with people"
	languagesCategory      = "Languages spoken"
	certificationsCategory = "Certifications"
)

// requirement is one required skill, or a choice of skills any one of which will do.
type requirement []int

func (r requirement) name() string { return strings.Join(skillNames(r), " or ") }

func (r requirement) weight() float64 {
	w := 0.5
	for _, id := range r {
		if skillList()[id].category != softSkillCategory {
			w = 1
		}
	}
	return w
}

// relatedSkill is a wanted skill the resume lacks where it shows another of the same family
// (Vue.js where React is asked); it counts half.
type relatedSkill struct{ wanted, has int }

// match is the comparison of one resume with one job.
type match struct {
	job jobRequirements
	cv  facts

	requiredCount   int   // requirements, a choice counting once
	hasRequired     []int // the skill shown for each requirement met
	missingRequired []requirement
	related         []relatedSkill
	hasNice         []int
	missingNice     []int
	skillCoverage   float64 // weighted share of the requirements met, 0–1
	adjacent        []int   // resume skills in the areas (categories) of missing requirements
	areaCoverage    float64 // share of the requirements' areas the resume shows any skill in

	sharedTerms, missingTerms []string // the job's key terms, found on the resume or not
	termCredit                float64

	years                 float64 // the candidate's
	educationByExperience bool    // no degree, but the experience the job accepts instead
	relevance             float64 // how far the resume is in the job's line of work, 0–1
	score                 int
}

// matchResume compares the resume with the job and scores it.
func matchResume(job jobRequirements, cv facts) match {
	m := match{job: job, cv: cv, years: cv.years()}
	requiredWeight := m.matchRequired()
	m.matchNice()
	m.matchTerms()

	var total, earned float64
	add := func(weight, credit float64) {
		total += weight
		earned += weight * credit
	}
	skillShare := min(1, requiredWeight/skillsForFullWeight)
	add(weightRequired*skillShare, m.skillCoverage)
	add(weightTerms+weightRequired*(1-skillShare), m.termCredit)
	// Working in the job's areas without its exact skills (JavaScript but not Go) counts
	// half towards being in its line of work.
	m.relevance = skillShare*max(m.skillCoverage, m.areaCoverage/2) + (1-skillShare)*m.termCredit

	// Experience and a degree count in full only in the job's line of work: a nurse's nine
	// years do not make a backend engineer. Relevance saturates early so that a candidate
	// with most of the skills is not marked down twice for the ones missing.
	inLine := min(1, 0.1+1.5*m.relevance)
	if job.years > 0 {
		weight := float64(weightYears)
		if job.yearsFromTitle {
			weight /= 2 // a guess from "Senior", not a stated requirement
		}
		add(weight, yearsCredit(m.years, job.years)*inLine)
	}
	if job.education > eduNone {
		credit, byExperience := educationCredit(job, cv.education, m.years)
		m.educationByExperience = byExperience
		add(weightEducation, credit*min(1, 0.4+m.relevance))
	}
	if items := len(job.nice) + boolInt(job.preferredYears > 0) + boolInt(job.preferredEducation > eduNone); items > 0 {
		got := float64(len(m.hasNice)) + 0.5*float64(len(job.nice)-len(m.hasNice)-len(m.missingNice)) +
			inLine*float64(boolInt(job.preferredYears > 0 && m.years >= float64(job.preferredYears)-0.25)+
				boolInt(job.preferredEducation > eduNone && cv.education.level >= job.preferredEducation))
		add(weightNice, got/float64(items))
	}
	if total > 0 {
		m.score = int(math.Round(100 * earned / total))
	}
	// A licence or certificate the job requires is not made up for by the rest: without
	// it the candidate cannot do the job yet, so the match is partial at best.
	if m.missingCredential() {
		m.score = min(m.score, credentialCap)
	}
	if len(m.deniedCredentials()) > 0 {
		m.score = min(m.score, deniedCredentialCap)
	}
	return m
}

// credentialCap is the highest score of a candidate who lacks a required licence or
// certificate: a partial match (report.go's verdict), however strong the rest.
const credentialCap = 64

// deniedCredentialCap is the highest score of a candidate whose resume says it lacks a
// required licence or certificate: a weak match. A credential a resume leaves out may still
// be held; one it says it does not have is known to be missing.
const deniedCredentialCap = 44

// missingCredential reports whether a required licence, certificate or permit is missing,
// or shown only by a related one (an apprenticeship for a journeyman licence).
func (m match) missingCredential() bool {
	for _, r := range m.missingRequired {
		for _, id := range r {
			if isCredential(id) {
				return true
			}
		}
	}
	for _, r := range m.related {
		if isCredential(r.wanted) && !slices.Contains(m.job.nice, r.wanted) {
			return true
		}
	}
	return false
}

// matchRequired sorts the job's requirements into met, related and missing, and returns
// their total weight.
func (m *match) matchRequired() float64 {
	var got, all float64
	for _, r := range requirements(m.job) {
		w := r.weight()
		all += w
		m.requiredCount++
		if id, ok := m.shown(r); ok {
			m.hasRequired = append(m.hasRequired, id)
			got += w
		} else if rel, ok := m.relatedTo(r); ok && !m.denies(r) {
			m.related = append(m.related, rel)
			got += w / 2
		} else {
			m.missingRequired = append(m.missingRequired, r)
		}
	}
	// The skills a screen turns on come first; "Attention to detail" after the licence.
	sort.SliceStable(m.missingRequired, func(a, b int) bool {
		return m.missingRequired[a].weight() > m.missingRequired[b].weight()
	})
	if all > 0 {
		m.skillCoverage = got / all
	}
	m.matchAreas()
	return all
}

func (m *match) matchNice() {
	for _, id := range m.job.nice {
		if m.cv.skills[id] {
			m.hasNice = append(m.hasNice, id)
		} else if rel, ok := m.relatedTo(requirement{id}); ok {
			m.related = append(m.related, rel)
		} else {
			m.missingNice = append(m.missingNice, id)
		}
	}
}

// requirements groups the job's required skills into requirements, in the order the job
// names them: each choice it offers once, every other skill on its own. "Bilingual" is
// no requirement of its own when the job names the languages.
func requirements(job jobRequirements) []requirement {
	var out []requirement
	taken := map[int]bool{}
	languages := false
	for _, id := range job.required {
		languages = languages || skillList()[id].category == languagesCategory && id != bilingualSkill()
	}
	for _, id := range job.required {
		if taken[id] || languages && id == bilingualSkill() {
			continue
		}
		r := requirement{id}
		for _, choice := range job.alternatives {
			if slices.Contains(choice, id) && !taken[choice[0]] {
				r = choice
				break
			}
		}
		for _, other := range r {
			taken[other] = true
		}
		out = append(out, r)
	}
	return out
}

// bilingualSkill is the vocabulary's "Bilingual".
var bilingualSkill = sync.OnceValue(func() int {
	for i, s := range skillList() {
		if s.name == "Bilingual" {
			return i
		}
	}
	return -1
})

func (m *match) shown(r requirement) (int, bool) {
	for _, id := range r {
		if m.cv.skills[id] {
			return id, true
		}
	}
	return 0, false
}

// relatedTo finds a resume skill of the same family as one of r's, the first in
// vocabulary order so that the answer is the same on every run.
func (m *match) relatedTo(r requirement) (relatedSkill, bool) {
	have := m.cv.skills.sorted()
	for _, id := range r {
		family := skillList()[id].family
		for _, other := range have {
			if family != "" && other != id && skillList()[other].family == family {
				return relatedSkill{wanted: id, has: other}, true
			}
		}
	}
	return relatedSkill{}, false
}

// matchAreas measures in how many of the requirements' vocabulary categories ("Databases",
// "Cloud and DevOps") the resume shows any skill, and which of its skills sit in the areas
// of missing requirements.
func (m *match) matchAreas() {
	areas, missingAreas, covered := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, id := range m.job.required {
		if c := skillList()[id].category; c != softSkillCategory && c != languagesCategory {
			areas[c] = true
		}
	}
	for _, r := range m.missingRequired {
		for _, id := range r {
			missingAreas[skillList()[id].category] = true
		}
	}
	for _, id := range m.cv.skills.sorted() {
		c := skillList()[id].category
		if !areas[c] || covered[c] {
			continue
		}
		if missingAreas[c] && !slices.Contains(m.job.required, id) {
			m.adjacent = append(m.adjacent, id)
		}
		covered[c] = true
	}
	if len(areas) > 0 {
		m.areaCoverage = float64(len(covered)) / float64(len(areas))
	}
}

// matchTerms compares the job's key terms with the resume's words. Sharing 60% of them is
// full credit: resumes describe the same work in their own words.
func (m *match) matchTerms() {
	// A skill the resume shows in other words covers its name's words: "scheduled
	// appointments" is Scheduling, so "scheduling" is no missing term beside it. The skill
	// has its own credit, so the word adds none.
	held := map[string]bool{}
	for id := range m.cv.skills {
		for _, w := range text.Words(skillList()[id].name) {
			if t := significantTerm(w); t != "" {
				held[t] = true
			}
		}
	}
	for _, t := range m.job.terms {
		if m.cv.places[t] || held[t] && !m.cv.terms[t] {
			continue // the candidate's town is the employer's (a place, not a term), or a skill counted already
		}
		if m.cv.terms[t] {
			m.sharedTerms = append(m.sharedTerms, t)
		} else {
			m.missingTerms = append(m.missingTerms, t)
		}
	}
	if n := len(m.job.terms); n > 0 {
		m.termCredit = min(1, float64(len(m.sharedTerms))/float64(n)/0.6)
	}
}

// yearsCredit is the share of the asked years the candidate has, allowing a quarter of a
// year for how resumes round. A resume that shows no years at all gets a little credit:
// the experience is unknown, not proven absent.
func yearsCredit(have float64, asked int) float64 {
	switch {
	case have >= float64(asked)-0.25:
		return 1
	case have == 0:
		return 0.25
	}
	return have / float64(asked)
}

// equivalentYears is how many years of work stand in for each degree when a job accepts
// "or equivalent experience": roughly the years of study.
var equivalentYears = [...]float64{eduNone: 0, eduHighSchool: 1, eduAssociate: 2, eduBachelor: 4, eduMaster: 6, eduDoctorate: 8}

// educationCredit scores the resume's education against the job's minimum.
func educationCredit(job jobRequirements, edu education, years float64) (credit float64, byExperience bool) {
	asked := job.education
	switch {
	case edu.level >= asked:
		return 1, false
	case job.educationOrEquiv && years >= equivalentYears[asked]:
		return 0.9, true
	case edu.inProgress >= asked:
		return 0.6, false
	case job.educationOrEquiv, asked == eduHighSchool:
		return 0.5, false // a diploma is seldom written on a resume that shows a career
	case edu.level == asked-1:
		return 0.3, false
	}
	return 0, false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
