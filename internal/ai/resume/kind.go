package resume

import (
	"context"
	"strings"
	"unicode"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// What kind of text was given as a resume, read before anything is scored: a resume, a
// cover letter, a job ad pasted in the resume's place, or something else (lexa.ResumeKind).
// A score for anything but a resume would be made up, so notReadable answers the other
// kinds with what the text is and what to paste instead. The wordings are in kind_cues.go;
// a resume's own structure (two or more section headings, a dated work history) outweighs
// them, so a cover letter pasted above its resume is read as the resume it carries.

// ReadKind reads what kind of text resumeText is, by rules, whichever engine writes the
// analysis: the recruitment demo's and the screening's `kind`. It stops with ctx.Err()
// when ctx ends first. "Present" in the text stands for the latest year it names, so the
// kind never depends on the date it is read.
func ReadKind(ctx context.Context, resumeText string) (lexa.ResumeKind, error) {
	year := max(latestYear(textHead(resumeText)), 2000)
	// The structure (headings, dated work) decides most texts; the skills, the costly part
	// of a reading, are read only for a text that shows neither.
	var cv facts
	if err := readHistory(ctx, resumeText, year, &cv); err != nil {
		return "", err
	}
	if kind := kindByStructure(cv, resumeText); kind != "" {
		return kind, nil
	}
	readSkills(resumeText, &cv)
	return resumeKind(cv, resumeText), nil
}

// resumeKind decides the kind from a resume's facts and its text: a letter's wording, then
// a job ad's, then anything of a resume at all.
func resumeKind(cv facts, raw string) lexa.ResumeKind {
	if kind := kindByStructure(cv, raw); kind != "" {
		return kind
	}
	head := textHead(raw)
	if len(cv.named) > 0 || len(cv.inProgress) > 0 || cv.statedYears > 0 ||
		cv.education.level > eduNone || hasRoleWord(head) || wordingRe.MatchString(head) {
		return lexa.ResumeKindResume
	}
	return lexa.ResumeKindOther
}

// kindByStructure decides what the wording and a resume's structure alone decide — a
// letter, a job ad, or a resume by its headings, dated work or contact details — using only
// what readHistory reads of cv; "" when the skills must decide.
func kindByStructure(cv facts, raw string) lexa.ResumeKind {
	head := textHead(raw)
	words := kindWords(head)
	structured := cv.headings >= 2
	letter := countCues(words, letterCues)
	if opensWithSalutation(head) {
		letter++
	}
	if !structured && letter >= 2 {
		return lexa.ResumeKindCoverLetter
	}
	if cv.workMonths == 0 && countCues(words, adOnlyCues) >= 2 {
		return lexa.ResumeKindJobAd
	}
	personal := cv.workMonths > 0 || cv.headings > 0 || contactRe.MatchString(head)
	if !personal && len(jobVoiceRe.FindAllStringIndex(head, 2)) >= 2 {
		return lexa.ResumeKindJobAd
	}
	// An ad often ends with an address to write to, which is no candidate's.
	if !structured && cv.workMonths == 0 && countCues(words, jobAdCues) >= 3 {
		return lexa.ResumeKindJobAd
	}
	if personal {
		return lexa.ResumeKindResume
	}
	return ""
}

// kindWords writes a text as the cue lists are written: folded (small letters, no
// accents), its words apart by single spaces, with a space at each end so a phrase is
// found as whole words by looking for " phrase ".
func kindWords(s string) string {
	f := strings.FieldsFunc(text.Fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return " " + strings.Join(f, " ") + " "
}

// countCues counts the phrases of list found in words (kindWords), each once.
func countCues(words string, list []string) int {
	n := 0
	for _, p := range list {
		if strings.Contains(words, " "+p+" ") {
			n++
		}
	}
	return n
}

// opensWithSalutation reports a text whose first line that holds something greets its
// reader as a letter does: "Dear Hiring Manager,", "Sehr geehrte Frau Krüger,".
func opensWithSalutation(s string) bool {
	for line := range strings.SplitSeq(s, "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		w := kindWords(line)
		for _, p := range salutations {
			if strings.HasPrefix(w, " "+p+" ") {
				return true
			}
		}
		return false
	}
	return false
}
