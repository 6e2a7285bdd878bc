package adversarial

import (
	"testing"

	"lexa/internal/lexa"
)

// Every input is one the API passes on, at the largest size it accepts: one character more
// and it would be refused. Shapes are named once per demo, so a slow one can be found.
func TestInputsAreTheLargestTheAPIAccepts(t *testing.T) {
	check := func(demo string, shapes []string, parse func(i int, extra string) error) {
		t.Helper()
		seen := map[string]bool{}
		for i, shape := range shapes {
			if seen[shape] {
				t.Errorf("%s: shape %s twice", demo, shape)
			}
			seen[shape] = true
			if err := parse(i, ""); err != nil {
				t.Errorf("%s %s: refused: %v", demo, shape, err)
			}
			if err := parse(i, "x"); err == nil {
				t.Errorf("%s %s: one character more is accepted too: not the largest", demo, shape)
			}
		}
	}
	leads := Leads()
	check("callcenter", shapesOf(leads), func(i int, extra string) error {
		_, err := lexa.ParseCallCenterDemo(lexa.CallCenterDemo{LeadData: leads[i].Text + extra})
		return err
	})
	invoices := Invoices()
	check("payroll", shapesOf(invoices), func(i int, extra string) error {
		_, err := lexa.ParsePayrollDemo(lexa.PayrollDemo{InvoiceData: invoices[i].Text + extra})
		return err
	})
	recruitments := Recruitments()
	var names []string
	for _, r := range recruitments {
		names = append(names, r.Shape)
	}
	check("recruitment", names, func(i int, extra string) error {
		r := recruitments[i]
		if _, err := lexa.ParseRecruitmentDemo(lexa.RecruitmentDemo{Resume: r.Resume, JobDescription: r.JobDescription + extra}); err != nil {
			return err
		}
		_, err := lexa.ParseRecruitmentDemo(lexa.RecruitmentDemo{Resume: r.Resume + extra, JobDescription: r.JobDescription})
		return err
	})
	contents := Contents()
	names = names[:0]
	for _, c := range contents {
		names = append(names, c.Shape+" on "+c.Request.Platform)
	}
	check("content", names, func(i int, extra string) error {
		req := contents[i].Request
		req.Topic += extra
		_, err := lexa.ParseContentRequest(req)
		return err
	})
	chats := Chats()
	names = names[:0]
	for _, c := range chats {
		names = append(names, c.Shape)
	}
	check("voice chat", names, func(i int, extra string) error {
		messages := append([]lexa.ChatMessage(nil), chats[i].Messages...)
		if len(messages) != MaxChatMessages {
			t.Fatalf("%d messages", len(messages))
		}
		last := &messages[len(messages)-1]
		last.Content += extra
		_, err := lexa.ParseChat(lexa.ChatInput{Messages: messages})
		return err
	})
}

func shapesOf(texts []Text) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = t.Shape
	}
	return out
}
