package resume

import (
	"context"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// Each wording of kind_cues.go, and the structure that outweighs them, decides a kind.
func TestReadKind(t *testing.T) {
	cases := []struct {
		name, text string
		want       lexa.ResumeKind
	}{
		{"english cover letter", "Dear Hiring Manager,\n\nI am writing to apply for the Welder position at Gulf Fab. For six years I have welded structural steel.\n\nSincerely,\nMarco Diaz", lexa.ResumeKindCoverLetter},
		{"german cover letter", "Sehr geehrte Frau Krüger,\n\nhiermit bewerbe ich mich um die Stelle als Industriemechaniker.\n\nMit freundlichen Grüßen\nJonas Weber", lexa.ResumeKindCoverLetter},
		{"french cover letter", "Madame, Monsieur,\n\nJe me permets de vous adresser ma candidature au poste de comptable.\n\nJe vous prie d'agréer mes salutations distinguées.\nClaire Martin", lexa.ResumeKindCoverLetter},
		{"spanish cover letter", "Estimado señor García:\n\nMe dirijo a usted para presentar mi candidatura al puesto de enfermera.\n\nAtentamente,\nLucía Fernández", lexa.ResumeKindCoverLetter},
		{"cover letter above its resume", "Dear Hiring Manager,\nI am excited to apply.\nSincerely,\nAna Ruiz\n\nEXPERIENCE\nCashier, Target — 2021–present\n\nEDUCATION\nHigh school diploma, 2020", lexa.ResumeKindResume},
		{"job ad with an address to apply", "Line Cook — Marlow's Kitchen\nWe are looking for a line cook to join our team.\nRequirements:\n- 2 years of experience on a grill\nWhat we offer: shift meals\nHow to apply: send your resume to jobs@marlows.example", lexa.ResumeKindJobAd},
		{"german job ad", "Elektroniker (m/w/d)\nWir suchen ab sofort Verstärkung.\nIhre Aufgaben:\n- Installation von Anlagen\nIhr Profil:\n- abgeschlossene Ausbildung\nWir bieten: 30 Tage Urlaub\nJetzt bewerben: karriere@firma.example", lexa.ResumeKindJobAd},
		{"french job ad", "Comptable (H/F)\nNous recherchons un comptable.\nVos missions : tenue des comptes\nProfil recherché : BTS comptabilité\nPostulez à rh@cabinet.example", lexa.ResumeKindJobAd},
		{"spanish job ad", "Auxiliar administrativo\nBuscamos una persona organizada.\nRequisitos:\n- Excel\nOfrecemos contrato indefinido.\nEnvía tu CV a empleo@empresa.example", lexa.ResumeKindJobAd},
		{"job ad with a resume's headings", "Warehouse Lead\nWe are looking for a warehouse lead.\n\nSkills\n- Forklift\n\nExperience\n- 3 years in a warehouse\n\nWhat we offer: $22/hr\nApply at jobs@depot.example", lexa.ResumeKindJobAd},
		{"recruiter's resume", "Sam Ortiz\nsam@example.com\n\nExperience\nRecruiter, Acme — 2019–2024\n- Wrote job ads: requirements, responsibilities, benefits and salary ranges\n\nSkills\nGreenhouse, sourcing", lexa.ResumeKindResume},
		{"resume", "Dana Lee\ndana@example.com\n\nExperience\nBookkeeper, Acme — 2019–2024\n\nSkills\nQuickBooks, Excel", lexa.ResumeKindResume},
		{"german cv", "Lebenslauf\nJonas Weber\n\nBerufserfahrung\n03.2019 – 08.2023 Industriemechaniker, Bosch\n\nAusbildung\nDipl.-Ing. Maschinenbau", lexa.ResumeKindResume},
		{"resume that gathered requirements", "Business Analyst\n- Gathered requirements from stakeholders\n- Wrote responsibilities matrices\n2018 - 2023 Acme Bank", lexa.ResumeKindResume},
		{"a note", "hi, thanks!", lexa.ResumeKindOther},
		{"a greeting only", "Dear Sam, see you on Friday.", lexa.ResumeKindOther},
	}
	for _, c := range cases {
		got, err := ReadKind(context.Background(), c.text)
		if err != nil || got != c.want {
			t.Errorf("%s: kind %q (%v), want %q", c.name, got, err, c.want)
		}
	}
}

// A kind other than a resume gets no score, and an answer that says what the text is and
// what to paste.
func TestAnalyzeAnswersTheKind(t *testing.T) {
	letter := "Dear Hiring Manager,\n\nI am writing to apply for the Dispatcher role. I answered calls for four years.\n\nKind regards,\nKeisha Williams"
	answer := analyzeResume(letter, goBackendJob)
	if !strings.HasPrefix(answer, "This looks like a cover letter, not a resume:") || anyScoreRe.MatchString(answer) {
		t.Fatalf("answer:\n%s", answer)
	}
	if !strings.Contains(answer, "Paste the candidate's resume") {
		t.Fatalf("no advice in:\n%s", answer)
	}
	if _, ok := lexa.ParseScreening(answer); ok {
		t.Fatal("the answer to a cover letter parses as a screening")
	}
}
