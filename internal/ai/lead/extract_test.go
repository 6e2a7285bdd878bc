package lead

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// profileOf is ReadProfile without a deadline, which never stops it.
func profileOf(lead string) lexa.LeadProfile {
	p, _ := ReadProfile(context.Background(), lead) // no deadline, no error
	return p
}

// testPronounName is the quality corpus's check: a pronoun or a fragment after
// "Name:", "Lead:" or "Contact:".
var testPronounName = regexp.MustCompile(`(?i)\b(?:name|lead|contact)\s*:\s*(?:he|she|they|he's|she's|they're|i|i'm|we|we're|it|his|her|their|spoke|called|talked|said)\b`)

// A pronoun phrase, a sentence fragment, a title, an address or a row of fields is never
// a name: the name stays empty and the report says it is missing.
func TestReadProfileNeverTakesAPronounOrAFragmentForAName(t *testing.T) {
	for _, lead := range []string{
		"He's the owner of Lakeside Auto Repair. Might have $400 a month.",
		"She said they'd call back next week about the missed calls.",
		"Spoke with the owner. They miss calls at lunch.",
		"Called back the number from the contact form. He wants pricing.",
		"Name: He's the owner",
		"Name: she called twice",
		"Contact: sarah@whitmanortho.example, (555) 972-1180.",
		"Contact: (555) 972-1180",
		"Lead: they're a 12-person shop",
		"I'm the GM at Sparkle Clean Commercial. Budget $700/mo.",
		"Title: Owner\nCompany: Acme Plumbing\nVisited pricing twice.",
		"KOWALSKI | General Manager | Pierogi Palace",
		"Referral from Dana Lee (Ridgeway Dental). Her brother-in-law wants a call about missed calls.",
		"Bot: Hi! May I have your name?\nVisitor: we get a lot of calls at night",
		"Discovery Call — Budget Review",
		"Got the receptionist. Nobody decides until fall.",
	} {
		p := profileOf(lead)
		if p.Name != "" {
			t.Errorf("%q: name %q, want none", lead, p.Name)
		}
		report := analyzeLead(lead, specPlans)
		if testPronounName.MatchString(report) {
			t.Errorf("%q: a pronoun or fragment as the name:\n%s", lead, report)
		}
		if report != unreadable && !strings.Contains(testLine(t, report, "Missing details:"), "name") {
			t.Errorf("%q: the missing details do not list the name:\n%s", lead, report)
		}
	}
}

// testNotes are leads in the shapes they come in, each giving the profile below.
func testNotes() []string {
	out := make([]string, len(testProfiles))
	for i, c := range testProfiles {
		out[i] = c.lead
	}
	return out
}

var testProfiles = []struct {
	style string
	lead  string
	want  lexa.LeadProfile // the fields checked; an empty one must be empty
}{
	{"labelled lines", "Name: Marcus Webb\nTitle: Owner\nCompany: Webb Heating & Cooling\nEmployees: 14\nEmail: marcus@webbhvac.example\nPhone: (555) 014-2290\nBudget: $800/mo\nTimeline: Q3 2026",
		lexa.LeadProfile{Name: "Marcus Webb", Role: "Owner", Company: "Webb Heating & Cooling", CompanySize: "14 employees", Email: "marcus@webbhvac.example",
			Phone: "(555) 014-2290", Budget: "$800/mo", Authority: "decision maker", Timeline: "Q3 2026"}},
	{"one line of labels", "Name: Priya Patel, Company: Nova Logistics, Title: Head of Customer Service, Budget: approved, Timeline: within 30 days",
		lexa.LeadProfile{Name: "Priya Patel", Role: "Head of Customer Service", Company: "Nova Logistics", Budget: "approved", Authority: "decision maker", Timeline: "within 30 days"}},
	{"a call note", "Spoke with Dana Lee, ops manager at Ridgeway Dental Group (3 locations, ~40 staff). They miss about 60 calls a week after hours. She has a budget of $1,500/month approved by the owner, Dr. Raj Patel. Wants something live before their busy season in March. Email dana.lee@ridgewaydental.example, phone (555) 201-4433.",
		lexa.LeadProfile{Name: "Dana Lee", Role: "ops manager", Company: "Ridgeway Dental Group", CompanySize: "about 40 staff", Email: "dana.lee@ridgewaydental.example",
			Phone: "(555) 201-4433", Budget: "$1,500 a month", Authority: "needs the approval of the owner, Dr. Raj Patel", Need: "missed calls and after-hours calls",
			Timeline: "before their busy season in March"}},
	{"a pronoun first, the name later", "Called back the number from the contact form. He's the owner of Lakeside Auto Repair — name is Gary Dunn. Might have $400–600 a month. Cell (555) 730-2215.",
		lexa.LeadProfile{Name: "Gary Dunn", Role: "owner", Company: "Lakeside Auto Repair", Phone: "(555) 730-2215", Budget: "$400–$600 a month", Authority: "decision maker"}},
	{"a voicemail in small letters", "hi um this is tom reyes from reyes family restaurants and uh i'm the owner so uh we could probably spend like two thousand a month and i want it running before cinco de mayo call me at 555 404 7781",
		lexa.LeadProfile{Name: "Tom Reyes", Role: "owner", Company: "Reyes Family Restaurants", Phone: "555 404 7781", Budget: "$2,000 a month", Authority: "decision maker", Timeline: "before Cinco de Mayo"}},
	{"an e-mail with a signature", "From: Priya Natarajan <priya.natarajan@harborfinchlaw.example>\nTo: sales@lexa.example\n\nWe miss calls. The partners want a recommendation from me by the end of next month.\n\nPriya Natarajan\nOffice Administrator\nHarbor & Finch Law, PLLC\n(555) 318-0042\n\n> On Mon, Mar 30, Lexa Sales <sales@lexa.example> wrote:\n> What is your call volume?",
		lexa.LeadProfile{Name: "Priya Natarajan", Role: "Office Administrator", Company: "Harbor & Finch Law, PLLC", Email: "priya.natarajan@harborfinchlaw.example",
			Phone: "(555) 318-0042", Authority: "needs the approval of their partners", Need: "missed calls", Timeline: "by the end of next month"}},
	{"a badge scan row", "KOWALSKI, ANNA | General Manager | Pierogi Palace | 1847 W Division St, Chicago IL 60622 | anna@pierogipalace.example | (555) 312-4470\nQualifiers: Employees 26-50 | Role in purchase: Recommender | Timeframe: 3-6 months",
		lexa.LeadProfile{Name: "Anna Kowalski", Role: "General Manager", Company: "Pierogi Palace", CompanySize: "26-50 employees", Email: "anna@pierogipalace.example",
			Phone: "(555) 312-4470", Authority: "someone else must approve", Timeline: "3-6 months"}},
	{"a spreadsheet row", "first_name,last_name,company,title,employees,budget,timeline\nDeShawn,Miller,Miller Property Management,Director of Operations,25,\"$3,000/mo\",60 days",
		lexa.LeadProfile{Name: "DeShawn Miller", Role: "Director of Operations", Company: "Miller Property Management", CompanySize: "25 employees", Budget: "$3,000/mo", Authority: "decision maker", Timeline: "60 days"}},
	{"a LinkedIn message", "Rachel Osei · 2nd\nPractice Manager at Cedar Creek Animal Hospital | Fear Free Certified\n\nOur receptionists are drowning in calls.",
		lexa.LeadProfile{Name: "Rachel Osei", Role: "Practice Manager", Company: "Cedar Creek Animal Hospital", Authority: "can recommend, may not sign alone", Need: "staff overload"}},
	{"a chat transcript", "Bot: May I have your name and company?\nVisitor: sure. Luis Romero, I'm the GM at Sparkle Clean Commercial. we have 30 cleaners\nVisitor: budget wise probably around $700/mo. would want it in July",
		lexa.LeadProfile{Name: "Luis Romero", Role: "GM", Company: "Sparkle Clean Commercial", CompanySize: "30 cleaners", Budget: "$700 a month", Authority: "decision maker", Timeline: "in July"}},
	{"a referral", "Referral from Dana Lee (Ridgeway Dental). Her brother-in-law Kevin O'Brien owns O'Brien Plumbing & Drain in Cleveland. He misses emergency calls at night; the answering service contract renews on July 1. Kevin: (555) 216-8890.",
		lexa.LeadProfile{Name: "Kevin O'Brien", Role: "owner", Company: "O'Brien Plumbing & Drain", Phone: "(555) 216-8890", Authority: "decision maker",
			Need: "missed calls and requests at night", Timeline: "by the July 1 contract renewal"}},
	{"a gatekeeper call", "Cold call — Hillcrest Family Law, (555) 640-3318\nGot the receptionist, Megan. Partner who decides on vendors is Robert Hale. Didn't discuss budget. Try again in the fall.",
		lexa.LeadProfile{Name: "Robert Hale", Role: "Partner", Company: "Hillcrest Family Law", Phone: "(555) 640-3318", Authority: "decision maker Robert Hale not reached yet", Timeline: "in the fall"}},
	{"rep shorthand", "mtg w/ J. Alvarez (CFO) @ Alvarez Landscaping — 22 FTE + 10 seasonal\nbdgt ~10k/yr, wants live by EOQ (end of June)",
		lexa.LeadProfile{Name: "J. Alvarez", Role: "CFO", Company: "Alvarez Landscaping", CompanySize: "22 FTE", Budget: "$10,000 a year", Authority: "decision maker", Timeline: "by EOQ"}},
	{"attendees and a contact line of details", "Demo follow-up — Whitman Orthodontics\nAttendees: Dr. Sarah Whitman (owner, DDS MS), Kevin Ames (office manager)\nDr. Whitman signed off on $2,400/month.\nContact: sarah@whitmanortho.example, (555) 972-1180.",
		lexa.LeadProfile{Name: "Dr. Sarah Whitman", Role: "owner", Company: "Whitman Orthodontics", Email: "sarah@whitmanortho.example", Phone: "(555) 972-1180", Budget: "$2,400 a month", Authority: "decision maker"}},
	{"a form with the owner's own words", "Name: Olivia Brandt\nCompany size: 11-50\nMessage: Hi! I own Brandt Bakery & Café and I need to hire 12 people by mid-September.",
		lexa.LeadProfile{Name: "Olivia Brandt", Role: "owner", Company: "Brandt Bakery & Café", CompanySize: "11-50 employees", Authority: "decision maker", Need: "hiring", Timeline: "by mid-September"}},
}

// Each field is read from several styles of notes, and what a style does not say stays
// empty.
func TestReadProfileReadsEachFieldFromTheStylesLeadsComeIn(t *testing.T) {
	for _, c := range testProfiles {
		t.Run(c.style, func(t *testing.T) {
			if got := profileOf(c.lead); got != c.want {
				t.Errorf("got  %+v\nwant %+v", got, c.want)
			}
		})
	}
}

// The report says what the profile says: the same person, and the first step calls them
// by name, role and company.
func TestAnalyzeLeadNamesWhatWasFound(t *testing.T) {
	report := analyzeLead(testProfiles[2].lead, specPlans)
	for _, want := range []string{
		"Lead: Dana Lee, ops manager at Ridgeway Dental Group (company size: about 40 staff)\n",

		"1. Call Dana Lee, ops manager at Ridgeway Dental Group, within 2 business days",
		"Ask Dana to bring the owner, Dr. Raj Patel, to the demo",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	if chat := analyzeLead(testProfiles[9].lead, specPlans); !strings.Contains(chat, "\nMissing details: e-mail, phone\n") {
		t.Errorf("the missing details are not the e-mail and the phone:\n%s", chat)
	}
	gatekeeper := analyzeLead(testProfiles[11].lead, specPlans)
	for _, want := range []string{
		"Authority: partial — ", "the decision maker, Robert Hale, has not been reached; we spoke with the receptionist, Megan",
		"ask the receptionist, Megan, for 15 minutes with Robert Hale, who decides",
	} {
		if !strings.Contains(gatekeeper, want) {
			t.Errorf("report lacks %q:\n%s", want, gatekeeper)
		}
	}
}

// A text with nothing of a lead in it gets the answer that says what was expected, and
// an empty profile; one detail is enough to be read.
func TestAnalyzeLeadSaysWhatItExpectsOfAnUnreadableText(t *testing.T) {
	for _, lead := range []string{"x", "asdf qwerty", "Hello there.", "1234", "😀😀😀", "----"} {
		if report := analyzeLead(lead, specPlans); report != unreadable {
			t.Errorf("%q:\n%s", lead, report)
		}
		if p := profileOf(lead); p != (lexa.LeadProfile{}) {
			t.Errorf("%q: profile %+v", lead, p)
		}
	}
	for _, lead := range []string{"Name: Jo Lane", "jo@acme.example", "Budget: $500/mo", "We miss calls after hours."} {
		if report := analyzeLead(lead, specPlans); report == unreadable {
			t.Errorf("%q was not read", lead)
		}
	}
}
