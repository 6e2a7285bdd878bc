package lexa

// ResumeKind is what a text pasted or uploaded as a resume is: a resume, or something
// that only stands in its place (docs/decisions/0067-resume-kinds-and-requirements.md).
// The resume reader decides it before anything is scored (internal/ai/resume.ReadKind);
// only a ResumeKindResume gets a match score, every other kind an answer that says what
// it is and what to paste instead. The values are the wire values of the recruitment
// demo's and the screening's `kind`.
type ResumeKind string

// The kinds of a text given as a resume.
const (
	ResumeKindResume      ResumeKind = "resume"       // a candidate's resume or CV
	ResumeKindCoverLetter ResumeKind = "cover_letter" // a letter to the employer, without the resume
	ResumeKindJobAd       ResumeKind = "job_ad"       // a job description pasted in the resume's place
	ResumeKindOther       ResumeKind = "other"        // anything else: a note, a greeting, nothing of a resume
)

// NotAResumeReason is why a document uploaded as a resume was not screened: what it looks
// like and what to upload instead. "" for a resume.
func (k ResumeKind) NotAResumeReason() string {
	switch k {
	case ResumeKindResume:
		return ""
	case ResumeKindCoverLetter:
		return "This looks like a cover letter, not a resume: upload the candidate's resume to screen it (the cover letter may stay in the same file, above it)."
	case ResumeKindJobAd:
		return "This looks like a job ad, not a resume: upload the candidate's resume to screen it; the opening holds the job it is screened against."
	}
	return NotAResumeReason
}

// NotAResumeReason is why a text that shows nothing of a resume was not screened.
const NotAResumeReason = "This does not read as a resume: no work history, skills or education was found in it."
