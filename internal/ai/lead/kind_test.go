package lead

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// kindOf is the kind Read finds in text.
func kindOf(t *testing.T, text string) lexa.LeadKind {
	t.Helper()
	r, err := Read(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	return r.Kind
}

// The shared vectors (testdata/lead-score.json) give each message's kind as well as its
// score: the reader must find that kind.
func TestKindMatchesSharedVectors(t *testing.T) {
	raw, err := os.ReadFile("../../../testdata/lead-score.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Kinds []struct {
			Text string        `json:"text"`
			Kind lexa.LeadKind `json:"kind"`
		} `json:"kinds"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	for _, v := range file.Kinds {
		if got := kindOf(t, v.Text); got != v.Kind {
			t.Errorf("%q: kind %s, want %s", v.Text, got, v.Kind)
		}
	}
}

func TestKindOfAMessage(t *testing.T) {
	for _, c := range []struct {
		kind  lexa.LeadKind
		texts []string
	}{
		{lexa.LeadKindOptOut, []string{
			"Do not call this number again.",
			"STOP",
			"Unsubscribe",
			"Please stop.",
			"Remove me from your list.",
			"Take me off your mailing list, please.",
			"Not interested. Leave me alone.",
			"Stop calling me. I told your rep twice.",
			// An opt-out wins over everything else the message says.
			"Name: Ron Vale\nPosition: VP Operations\nNotes: Budget approved, but do not contact me again.",
			"Por favor, no me llamen más.",
			"Quiero darme de baja de su lista.",
			"Bitte rufen Sie mich nicht mehr an.",
			"Bitte löschen Sie meine Daten.",
			"Merci de ne plus m'appeler.",
			"Je souhaite me désabonner.",
		}},
		{lexa.LeadKindComplaint, []string{
			"Your technician came out twice and the AC is still broken. I want a refund.",
			"Still broken, I want my money back.",
			"I paid for the premium plan in March and it still doesn't work.",
			"Your installer never showed up and nobody called me back. Unacceptable.",
			"Quiero un reembolso: el técnico no vino.",
			"Ich möchte eine Rückerstattung, der Techniker kam nicht.",
			"Je demande un remboursement, votre technicien n'est jamais venu.",
		}},
		{lexa.LeadKindApplicant, []string{
			"Hi, I'd like to apply for the receptionist position. My resume is attached.",
			"Are you hiring? I'm looking for work as a dispatcher.",
			"Please find my CV attached for the office manager role.",
			"Busco trabajo como recepcionista, adjunto mi CV.",
			"Ich bewerbe mich als Bürokauffrau, mein Lebenslauf ist angehängt.",
			"Bonjour, je souhaite postuler, voici mon CV.",
		}},
		{lexa.LeadKindVendor, []string{
			"Hi, I'm Jake from RankRocket. I noticed your website isn't ranking. We can get you to page 1 of Google. Our SEO services start at $499/month.",
			"Partnership offer: we are a leading provider of white-label chatbots for agencies.",
			"Quick question: would you be interested in our web design agency? We offer a free audit.",
			"Le ofrecemos posicionamiento SEO en la primera página de Google.",
			"Wir bieten Ihnen einen Platz auf Seite 1 bei Google.",
			"Nous vous proposons un référencement naturel en première page de Google.",
			// "Unsubscribe" in a mass mailing's footer is the sender's list, not an opt-out.
			"Grow your business with our agency: we offer SEO and ads. To unsubscribe, click here.",
		}},
		{lexa.LeadKindSpam, []string{
			"Congratulations! You have won a $1,000 gift card. Click here to claim your prize.",
			"Dear friend, act now: guaranteed income from bitcoin, click the link.",
			"Your account has been suspended. Verify your account within 24 hours.",
		}},
		{lexa.LeadKindOther, []string{
			"Sorry, wrong number.",
			"This is a test.",
			"testing the form, please ignore",
			"asdf qwerty",
		}},
		{lexa.LeadKindLead, []string{
			// A denied cue is no cue.
			"I'm not looking for a job. I need a receptionist for my clinic; budget about $800 a month.",
			"No complaints so far; we want to add two more seats next month.",
			// A "don't call" that only says how or when to call.
			"Please don't call, email me instead. We need a receptionist, budget $800/month.",
			"Don't call before 5pm, I'm on job sites all day. We miss half our calls.",
			"Do not call my cell, use the office line: (555) 201-4433. Interested in a demo.",
			// The do-not-call registry and opt-outs as a business need.
			"We need to check every number against the do not call list before our outbound campaigns.",
			"Our patients must be able to opt out of SMS reminders; we need that before March.",
			// A buyer with words a pitch or a complaint uses.
			"Do you offer SEO services? We need help with our blog and social media.",
			"We offer HVAC repair and miss calls after hours; need someone to answer them.",
			"Our current answering service is terrible and calls still go to voicemail; we need a replacement.",
			"We're hiring 20 drivers and drowning in resumes; looking for a screening tool.",
			"Do you sell gift cards? Congratulations on the new location!",
			// A lead in another language with nothing read is not "other": a person reads it.
			"Hola, quisiera información sobre sus servicios para mi clínica.",
			"Здравствуйте, нам нужен автоответчик для клиники.",
		}},
	} {
		for _, text := range c.texts {
			if got := kindOf(t, text); got != c.kind {
				t.Errorf("%q: kind %s, want %s", text, got, c.kind)
			}
		}
	}
}

// A message that is no lead gets what it is and what to do, quoted from the text, and no
// sales playbook: no rating, no plan, no demo.
func TestAMessageThatIsNoLeadGetsNoSalesPlaybook(t *testing.T) {
	for _, c := range []struct {
		text, kindLine, step string
	}{
		{"Do not call this number again. - Ron Vale, ron@vale.example",
			`Kind: an opt-out — not a sales lead ("Do not call this number again.").`, "add ron@vale.example to your do-not-contact list today"},
		{"Your technician came out twice and the AC is still broken. I want a refund.",
			`Kind: a complaint — not a sales lead ("I want a refund.").`, "Pass this to support"},
		{"Hi, I'd like to apply for the receptionist position. My resume is attached.",
			`Kind: a job application — not a sales lead ("Hi, I'd like to apply for the receptionist position.").`, "Forward this to whoever hires"},
		{"We can get you to page 1 of Google! Our SEO services start at $299/month.",
			`Kind: a vendor's sales pitch — not a sales lead ("We can get you to page 1 of Google!").`, "No sales follow-up"},
		{"Congratulations! You have won a $1,000 gift card. Click here to claim your prize.",
			`Kind: spam — not a sales lead ("You have won a $1,000 gift card.").`, "Do not reply"},
		{"Sorry, wrong number.", `Kind: something else — not a sales lead ("Sorry, wrong number.").`, "Keep it out of the sales pipeline"},
	} {
		answer := analyzeLead(c.text, specPlans)
		if !strings.Contains(answer, "\n"+c.kindLine+"\n") || !strings.Contains(answer, c.step) ||
			!strings.Contains(answer, "\nOverall: Not a sales lead — This ") {
			t.Errorf("%q:\n%s", c.text, answer)
		}
		for _, playbook := range []string{"Budget:", "Authority:", "Hot lead", "Warm lead", "Propose the", "demo", "ROI"} {
			if strings.Contains(answer, playbook) {
				t.Errorf("%q: the answer holds %q:\n%s", c.text, playbook, answer)
			}
		}
		if again := analyzeLead(c.text, specPlans); again != answer {
			t.Errorf("%q: two answers differ", c.text)
		}
	}
}

// A message that is no lead shows who sent it, but no sales reading: the profile's budget,
// authority, need and timeline stay empty.
func TestReadGivesNoSalesReadingOfAMessageThatIsNoLead(t *testing.T) {
	r, err := Read(context.Background(), "Name: Ron Vale\nEmail: ron@vale.example\nPosition: VP Operations\nNotes: Budget approved, timeline this month. Do not call me again.")
	if err != nil {
		t.Fatal(err)
	}
	p := r.Profile
	if r.Kind != lexa.LeadKindOptOut || p.Name != "Ron Vale" || p.Email != "ron@vale.example" || p.Role != "VP Operations" ||
		p.Budget != "" || p.Authority != "" || p.Need != "" || p.Timeline != "" {
		t.Errorf("%+v", r)
	}
}
