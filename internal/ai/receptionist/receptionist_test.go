package receptionist

import (
	"context"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// reply is Reply without a deadline, which never stops it.
func reply(history []Message, plans lexa.CatalogFigures) string {
	answer, _ := Reply(context.Background(), history, plans) // no deadline, no error
	return answer
}

// chatTestTalk plays a conversation: the caller's lines in order, each answered by Reply,
// and returns the history with every answer.
func chatTestTalk(lines ...string) []Message {
	var history []Message
	for _, line := range lines {
		history = append(history, Message{Role: "user", Content: line})
		history = append(history, Message{Role: "assistant", Content: reply(history, specPlans)})
	}
	return history
}

// chatTestLast is the answer to the last line.
func chatTestLast(lines ...string) string {
	h := chatTestTalk(lines...)
	return h[len(h)-1].Content
}

// chatTestSentences counts sentences: a '.', '!' or '?' that ends the text or is followed
// by a space.
func chatTestSentences(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(".!?", s[i]) >= 0 && (i+1 == len(s) || s[i+1] == ' ') {
			n++
		}
	}
	return n
}

func TestReplyIntents(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"greeting", []string{"Hello!"}, []string{"Thanks for calling", "virtual receptionist"}},
		{"services", []string{"What services do you offer?"}, []string{"voice AI receptionists", "AI recruitment", "payroll and invoice automation", "call-center lead management", "content-marketing AI"}},
		{"one service", []string{"Tell me about your recruitment tool"}, []string{"screens resumes"}},
		{"hours", []string{"What are your opening hours?"}, []string{"24/7", "Monday to Friday, 9 AM to 5 PM Eastern"}},
		{"weekend hours", []string{"Are you open on weekends?"}, []string{"24/7"}},
		{"pricing", []string{"How much does it cost?"}, []string{"$299", "$699", "$1,499", "30-day free trial", "no credit card", "annual billing saves up to 16%"}},
		{"one plan", []string{"What do I get with the Professional plan?"}, []string{"$699", "up to 3 locations"}},
		{"annual", []string{"Is there a discount if I pay yearly?"}, []string{"save up to 16%", "$2,990"}},
		{"trial", []string{"Do you have a free trial?"}, []string{"30-day free trial", "no credit card"}},
		{"roi", []string{"What kind of ROI can I expect?"}, []string{"60–85%", "within 30 days"}},
		{"savings", []string{"Will this help us cut costs?"}, []string{"60–85%"}},
		{"human", []string{"Can I talk to a real person?"}, []string{"transfer", "Monday to Friday, 9 AM to 5 PM Eastern"}},
		{"agent", []string{"agent please"}, []string{"transfer"}},
		{"representative", []string{"I need a representative"}, []string{"transfer"}},
		{"demo", []string{"I'd like to book a demo"}, []string{"30-minute", "weekdays", "9 AM and 5 PM Eastern", "12–1 PM", "name", "day and time"}},
		{"thanks", []string{"Thank you"}, []string{"You're welcome"}},
		{"bye", []string{"Goodbye"}, []string{"have a great day"}},
		{"fallback", []string{"What's the weather like in Paris?"}, []string{"services", "opening hours", "pricing", "book a demo", "member of our team"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := chatTestLast(tt.lines...)
			for _, want := range tt.want {
				if !strings.Contains(got, want) {
					t.Errorf("reply to %q lacks %q:\n%s", tt.lines[len(tt.lines)-1], want, got)
				}
			}
			if n := chatTestSentences(got); n < 1 || n > 4 {
				t.Errorf("%d sentences, want 1 to 4: %s", n, got)
			}
		})
	}
}

func TestReplyEmptyHistoryGreets(t *testing.T) {
	for _, history := range [][]Message{nil, {}, {{Role: "assistant", Content: "Hello"}}, {{Role: "user", Content: "   "}}} {
		if got := reply(history, specPlans); !strings.HasPrefix(got, "Thanks for calling! I'm the virtual receptionist.") {
			t.Errorf("reply(%v, specPlans) = %q, want the greeting", history, got)
		}
	}
}

func TestReplyBooksADemoOverTwoTurns(t *testing.T) {
	got := chatTestLast("I'd like to book a demo. My name is Sarah Lee.", "Tuesday at 10")
	for _, want := range []string{"Sarah Lee", "30-minute demo", "on Tuesday at 10:00 AM Eastern", "confirm it by e-mail"} {
		if !strings.Contains(got, want) {
			t.Errorf("confirmation lacks %q: %s", want, got)
		}
	}
}

func TestReplyBookingAsksForWhatIsMissing(t *testing.T) {
	tests := []struct {
		lines []string
		want  []string
	}{
		{[]string{"Book a demo please", "Tuesday at 10"}, []string{"Tuesday at 10:00 AM Eastern works", "What name"}},
		{[]string{"Book a demo please", "Tuesday at 10", "Maria Gonzalez"}, []string{"Great, Maria Gonzalez", "on Tuesday at 10:00 AM Eastern", "confirm it by e-mail"}},
		{[]string{"Book a demo please", "It's Omar"}, []string{"Thanks, Omar!", "Which weekday and time"}},
		{[]string{"Book a demo please", "I'm Omar, Wednesday works"}, []string{"Wednesday works, Omar", "What time"}},
		{[]string{"Book a demo please", "Omar here, 2:30pm is good"}, []string{"2:30 PM Eastern works", "Which weekday"}},
		{[]string{"Book a demo please", "Thursday morning, thanks"}, []string{"Thursday works", "9:00 to 11:30 AM"}},
		{[]string{"Hi, I'm Priya", "Can I schedule a demo?", "Friday at 3pm"}, []string{"Great, Priya", "on Friday at 3:00 PM Eastern"}},
		{[]string{"How much is it?", "yes", "Monday at 9am, name is Ken Ito"}, []string{"Great, Ken Ito", "on Monday at 9:00 AM Eastern"}},
	}
	for _, tt := range tests {
		got := chatTestLast(tt.lines...)
		for _, want := range tt.want {
			if !strings.Contains(got, want) {
				t.Errorf("%q → %q lacks %q", tt.lines, got, want)
			}
		}
		if n := chatTestSentences(got); n < 1 || n > 4 {
			t.Errorf("%q: %d sentences: %s", tt.lines, n, got)
		}
	}
}

func TestReplyBookingRefusesSlotsWeDoNotHave(t *testing.T) {
	tests := []struct{ answer, want string }{
		{"Saturday at 10", "weekdays only, so Saturday isn't available"},
		{"Tuesday at 12:30", "12:30 PM isn't available"},
		{"Tuesday at 6pm", "6:00 PM isn't available"},
		{"Tuesday at 10:15", "10:15 AM isn't available"},
		{"Tuesday evening", "the evening isn't available"},
	}
	for _, tt := range tests {
		if got := chatTestLast("Can I book a demo?", tt.answer); !strings.Contains(got, tt.want) {
			t.Errorf("%q → %q, want %q", tt.answer, got, tt.want)
		}
	}
	// A corrected answer is then accepted.
	got := chatTestLast("Can I book a demo? I'm Lena.", "Saturday at 10", "Monday then")
	if !strings.Contains(got, "Great, Lena") || !strings.Contains(got, "on Monday at 10:00 AM") {
		t.Errorf("corrected day not confirmed: %s", got)
	}
}

func TestReplyMatchesWholeWordsOnly(t *testing.T) {
	tests := []struct{ line, mustNot string }{
		{"Do you have demographic data?", "book a demo for you"},
		{"Our bookkeeping is a mess", "book a demo for you"},
		{"Is this personal information safe?", "transfer"},
		{"What's on the agenda?", "transfer"},
		{"I'm reopening my shop", "24/7, every day"},
	}
	for _, tt := range tests {
		if got := chatTestLast(tt.line); strings.Contains(got, tt.mustNot) {
			t.Errorf("%q matched a keyword inside a word: %s", tt.line, got)
		}
	}
}

func TestReplyPriorities(t *testing.T) {
	// A person beats a demo; a demo beats pricing; pricing beats a greeting.
	if got := chatTestLast("Hi, can a person help me book a demo?"); !strings.Contains(got, "transfer") {
		t.Errorf("person: %s", got)
	}
	if got := chatTestLast("How much is a demo?"); !strings.Contains(got, "book a demo for you") {
		t.Errorf("demo before pricing: %s", got)
	}
	if got := chatTestLast("Hello, what are your prices?"); !strings.Contains(got, "$299") {
		t.Errorf("pricing before greeting: %s", got)
	}
	// After a confirmed booking, "thanks" is just thanks.
	if got := chatTestLast("Book a demo, I'm Sam", "Tuesday at 10", "Thanks!"); !strings.HasPrefix(got, "You're welcome") {
		t.Errorf("thanks after booking: %s", got)
	}
	// "No" after an offer is polite, not the fallback.
	if got := chatTestLast("What services do you offer?", "no"); !strings.HasPrefix(got, "No problem") {
		t.Errorf("no: %s", got)
	}
}

func TestReplyIsDeterministic(t *testing.T) {
	history := chatTestTalk("Hi", "What does it cost?", "yes", "Tuesday at 10, I'm Ada")
	for range 5 {
		if again := chatTestTalk("Hi", "What does it cost?", "yes", "Tuesday at 10, I'm Ada"); again[len(again)-1] != history[len(history)-1] {
			t.Fatalf("two answers for one conversation")
		}
	}
}

func BenchmarkReply(b *testing.B) {
	history := chatTestTalk("Hi, I'm Sarah", "What services do you offer?", "How much is the Professional plan?", "I'd like to book a demo")
	history = append(history, Message{Role: "user", Content: "Tuesday at 10 works for me"})
	for b.Loop() {
		reply(history, specPlans)
	}
}
