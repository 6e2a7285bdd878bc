package resume

import (
	"strings"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// The analyzer compares a resume with a job description. When a box holds something
// else — a greeting, a note, or the job ad pasted twice — a score would be made up, so
// the answer says what was expected instead, and carries no score.

var (
	// jobWordingRe is how job ads speak: "we're looking for", "you will", "requirements".
	jobWordingRe = text.MustSparse(`(?i)\b(?:we(?:'re|’re| are) (?:looking|hiring|seeking|adding)|looking for|now hiring|you(?:'ll|’ll| will)|must have|must be able|requirements?|responsibilities|duties|qualifications|nice to have|apply|candidates?|full[- ]time|part[- ]time|per hour|salary|years? of (?:\w+ )?experience)\b`)
	// jobVoiceRe is what only a job ad says, never a resume: "we're looking for",
	// "you will", "requirements", "apply".
	jobVoiceRe = text.MustSparse(`(?i)\b(?:we(?:'re|’re| are) (?:looking|hiring|seeking|adding)|looking for|now hiring|you(?:'ll|’ll| will)|must have|requirements|responsibilities|qualifications|nice to have|apply|candidates?|per hour|salary|benefits)\b`)
	// wordingRe is how resumes speak: their headings and the verbs of a work history.
	wordingRe = text.MustSparse(`(?i)\b(?:experience|education|skills|work history|employment|summary|objective|profile|curriculum vitae|resume|résumé|references|certifications?|licen[cs]es?|worked|managed|responsible for|led|built|trained|handled|graduated|volunteer(?:ed)?)\b`)
	contactRe = text.Lazy(`[\w.+-]+@[\w-]+\.\w|\(\d{3}\)\s?\d{3}[-.\s]\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b`)
)

// roleWords name an occupation: a resume's headline or a job's title has one.
var roleWords = func() map[string]bool {
	const list = `engineer developer programmer analyst manager designer assistant technician tech nurse teacher
accountant bookkeeper cook chef driver clerk cashier receptionist administrator coordinator specialist representative
agent consultant director officer lead supervisor associate intern electrician plumber mechanic hygienist paralegal
attorney lawyer dispatcher operator writer editor marketer recruiter scientist architect therapist pharmacist dentist
physician caregiver aide server bartender barista laborer apprentice carpenter welder painter cleaner janitor custodian
guard salesperson founder owner freelancer student graduate administrator executive accountant auditor controller
estimator installer inspector machinist foreman superintendent planner buyer teller banker broker underwriter adjuster
instructor tutor coach counselor librarian photographer videographer stylist hairdresser esthetician veterinarian
groomer housekeeper nanny host hostess dishwasher baker butcher landscaper roofer framer mover courier handyman`
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
		m[w+"s"] = true
	}
	return m
}()

func hasRoleWord(s string) bool {
	for _, w := range text.Words(s) {
		if roleWords[w] {
			return true
		}
	}
	return false
}

// textHeadBytes is how much of a text the wording checks read: a resume or an ad shows
// what it is near its top, and a hostile text of 20,000 characters should not cost each
// pattern its whole length (text that matches nowhere is the slowest to search).
const textHeadBytes = 4000

// textHead is the start of s, cut at a character's boundary.
func textHead(s string) string {
	if len(s) <= textHeadBytes {
		return s
	}
	cut := textHeadBytes
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}

// looksLikeJob reports whether a text shows anything of a job description, and, when it
// is a resume pasted in the job's box, says so.
func looksLikeJob(job jobRequirements, raw string) (ok bool, seems string) {
	raw = textHead(raw)
	headings := 0
	for _, line := range strings.Split(raw, "\n") {
		if s, isHeading := heading(strings.TrimSpace(line)); isHeading && s != otherSection {
			headings++
		}
	}
	if headings >= 2 && (contactRe.MatchString(raw) || dateRangeRe.MatchString(raw)) && !jobVoiceRe.MatchString(raw) {
		return false, "it reads like a resume"
	}
	ok = job.looksLikeJob || len(job.required)+len(job.nice) > 0 || job.years > 0 || job.education > eduNone ||
		hasRoleWord(job.title)
	return ok, ""
}

// notReadable is the answer when a box does not hold what it should: what the text is,
// what was expected and what to paste instead. It is "" when both texts can be compared.
// The resume box's kind is resumeKind's, the one reading of it (ReadKind).
func notReadable(cv facts, resumeText string, job jobRequirements, jobText string) string {
	var out []string
	switch resumeKind(cv, resumeText) {
	case lexa.ResumeKindCoverLetter:
		out = append(out, "This looks like a cover letter, not a resume: a letter to the employer, without the work history, dates and sections of a resume. "+
			"Paste the candidate's resume in the first box to get a match score; the cover letter may stay above it.")
	case lexa.ResumeKindJobAd:
		out = append(out, "This looks like a job ad, not a resume: I expected a resume in the first box, and this text reads like a job description: "+
			"it speaks to candidates and has no work history, dates or contact details of one. Paste the candidate's resume in the first box and the job ad in the second.")
	case lexa.ResumeKindOther:
		out = append(out, "I expected a resume in the first box: a candidate's work history, skills or education, and this text shows none of them. "+
			"Paste the candidate's resume to compare it with the job.")
	}
	switch ok, seems := looksLikeJob(job, jobText); {
	case seems != "":
		out = append(out, "I expected a job description in the second box, and this text "+strings.TrimPrefix(seems, "it ")+
			": it names no duties or requirements of a role. Paste the job ad to compare the resume with it.")
	case !ok:
		out = append(out, "I expected a job description in the second box: the role's duties, required skills or experience, and this text names none of them. "+
			"Paste the job ad to compare the resume with it.")
	}
	return strings.Join(out, "\n\n")
}
