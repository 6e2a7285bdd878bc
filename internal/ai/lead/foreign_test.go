package lead

import (
	"context"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// A lead in Spanish, German or French from an owner with a budget and a start date is read
// for what the rules can read, says so plainly, and is not cold because of its language.
func TestReadsALeadInSpanishGermanAndFrench(t *testing.T) {
	for _, c := range []struct {
		lead     string
		language string
		profile  lexa.LeadProfile
		line     string
	}{
		{"Nombre: Ana García\nEmpresa: Panadería Sol\nTeléfono: +34 612 345 678\nMensaje: Hola, soy la dueña. Tenemos un presupuesto de 2.000 € al mes y queremos empezar a partir de marzo.",
			"es", lexa.LeadProfile{Name: "Ana García", Role: "dueña", Company: "Panadería Sol", Phone: "+34 612 345 678",
				Budget: "2.000 € a month", Authority: "decision maker", Timeline: "a partir de marzo"},
			"Language: This lead is in Spanish: I read the contact details, the role, the budget and the start date; a person should read the rest."},
		{"Guten Tag, ich heiße Jonas Weber und bin Inhaber der Bäckerei Weber GmbH. Wir haben ein Budget von 1.500 € pro Monat und möchten ab März starten. Telefon 030 1234567.",
			"de", lexa.LeadProfile{Name: "Jonas Weber", Role: "Inhaber", Company: "Bäckerei Weber GmbH", Phone: "030 1234567",
				Budget: "1.500 € a month", Authority: "decision maker", Timeline: "ab März"},
			"Language: This lead is in German: I read the contact details, the role, the budget and the start date; a person should read the rest."},
		{"Bonjour, je m'appelle Claire Martin, gérante de la Boulangerie Martin. Nous avons un budget de 3 000 € par mois et souhaitons commencer dès que possible. 06 12 34 56 78",
			"fr", lexa.LeadProfile{Name: "Claire Martin", Role: "gérante", Company: "Boulangerie Martin", Phone: "06 12 34 56 78",
				Budget: "3 000 € a month", Authority: "decision maker", Timeline: "dès que possible"},
			"Language: This lead is in French: I read the contact details, the role, the budget and the start date; a person should read the rest."},
	} {
		r, err := Read(context.Background(), c.lead)
		if err != nil || r.Kind != lexa.LeadKindLead || r.Language != c.language || r.Profile != c.profile {
			t.Errorf("%q:\n%+v\nwant %+v", c.lead, r, c.profile)
		}
		answer := analyzeLead(c.lead, specPlans)
		if !strings.Contains(answer, "\n"+c.line+"\n") || !strings.Contains(answer, "\nOverall: Warm lead — ") ||
			!strings.Contains(answer, "Need: missing — not read: the lead is in ") {
			t.Errorf("%q:\n%s", c.lead, answer)
		}
		if steps := testSteps(t, answer); !strings.HasPrefix(steps[0], "1. Have someone who reads ") {
			t.Errorf("the first step: %q", steps[0])
		}
		if strings.Contains(answer, "Propose the") {
			t.Errorf("a plan in dollars proposed for a budget in euros:\n%s", answer)
		}
	}
}

// Negation and hedging in the lead's own language.
func TestForeignNegationAndHedging(t *testing.T) {
	for _, c := range []struct {
		lead, want string
	}{
		{"Hola, soy Luis Pardo. No tenemos presupuesto todavía.", "Budget: missing"},
		{"Hola, soy Luis Pardo, dueño del Taller Pardo. Quizás en marzo empezamos.", "Timeline: partial"},
		{"Hola, soy Luis Pardo. No soy el dueño, decide mi jefe.", "Authority: missing"},
		{"Guten Tag, hier spricht Eva Roth. Wir haben kein Budget dafür.", "Budget: missing"},
		{"Bonjour, je m'appelle Paul Roux. Nous n'avons pas de budget pour le moment.", "Budget: missing"},
	} {
		answer := analyzeLead(c.lead, specPlans)
		if line := testLine(t, answer, strings.SplitN(c.want, ":", 2)[0]+":"); !strings.HasPrefix(line, c.want+" — ") {
			t.Errorf("%q: %q, want %s", c.lead, line, c.want)
		}
	}
}

// A lead in a language or script the engine does not read gets the honest line and the
// contact details it could read, never an error or a made-up rating.
func TestALanguageNotReadGetsAnHonestLine(t *testing.T) {
	for _, c := range []struct {
		lead, line string
	}{
		{"Здравствуйте, нам нужен автоответчик для клиники. Телефон +7 912 345 67 89.",
			"Language: This message is in Cyrillic script, which the built-in engine does not read: I read the contact details; a person should read the rest."},
		{"予約の電話に出られないので、自動応答を検討しています。",
			"Language: This message is in Japanese script, which the built-in engine does not read: I read nothing I could be sure of; a person should read the rest."},
		{"Buongiorno, siamo un'azienda di Milano e vorremmo un preventivo per il centralino. Grazie, marco@rossi.example",
			"Language: This message is in Italian, which the built-in engine does not read: I read the contact details; a person should read the rest."},
	} {
		answer, err := Analyze(context.Background(), c.lead, specPlans)
		if err != nil || !strings.Contains(answer, "\n"+c.line+"\n") || !strings.Contains(answer, "\nOverall: Not assessed — ") ||
			ratingRe.MatchString(answer) {
			t.Errorf("%q: %v\n%s", c.lead, err, answer)
		}
	}
}

// An English lead says nothing about its language.
func TestAnEnglishLeadHasNoLanguageLine(t *testing.T) {
	for _, lead := range []string{testHot, testWarm, testCold, testSparse} {
		if answer := analyzeLead(lead, specPlans); strings.Contains(answer, "\nLanguage: ") {
			t.Errorf("%q:\n%s", lead, answer)
		}
	}
}
