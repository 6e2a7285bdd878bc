package lexa

import (
	"slices"
	"strings"
	"time"
)

// The live AI demos' inputs (docs/api.md, "AI demos"), with their rules. Texts are
// trimmed; each holds at most maxDemoText characters.

const (
	maxDemoText     = 20_000
	maxChatMessages = 30
	maxChatMessage  = 4_000
)

// RecruitmentDemo is the resume analyzer's input.
type RecruitmentDemo struct {
	Resume         string `json:"resume"`
	JobDescription string `json:"jobDescription"`
}

// PayrollDemo is the invoice processor's input.
type PayrollDemo struct {
	InvoiceData string `json:"invoiceData"`
}

// CallCenterDemo is the lead scorer's input.
type CallCenterDemo struct {
	LeadData string `json:"leadData"`
}

// LeadProfile is who a lead is and what they said, as the built-in lead reader found it
// in the lead's text (internal/ai/lead.ReadProfile); a field it did not find is empty,
// never a guess. The lead scorer's answer carries it beside any engine's analysis.
type LeadProfile struct {
	Name        string `json:"name"`
	Role        string `json:"role"`
	Company     string `json:"company"`
	CompanySize string `json:"companySize"`
	Email       string `json:"email"`
	Phone       string `json:"phone"`
	Budget      string `json:"budget"`
	Authority   string `json:"authority"`
	Need        string `json:"need"`
	Timeline    string `json:"timeline"`
}

// ContentRequest is the content generator's input (docs/product.md, "AI demos").
type ContentRequest struct {
	Type     string `json:"contentType"`
	Topic    string `json:"topic"`
	Platform string `json:"platform"`
	Tone     string `json:"tone"`
}

// ChatMessage is one turn of the voice-assistant chat.
type ChatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// ChatInput is the voice-assistant chat's input: the sample business the receptionist
// plays (its id; empty for DefaultBusiness) and the conversation so far.
type ChatInput struct {
	Business string        `json:"business"`
	Messages []ChatMessage `json:"messages"`
}

// ChatCall is what the receptionist answers: the business it answers for, the moment of
// the call (its hours and booking lead time are read against it, in the business's time
// zone) and the conversation so far, the last message the caller's. Taken are the
// appointments already in the business's book: the receptionist offers none of their
// times (the demo has no book, so none). HasBook says the conversation has a book (the
// test console, the public link), so that a caller's own appointment can be looked for in
// Taken and changed; the public demo has none and changes nothing.
type ChatCall struct {
	Business BusinessProfile
	At       time.Time
	Messages []ChatMessage
	Taken    []Appointment
	HasBook  bool
	// CallerPhone is the number a phone call comes from ("" elsewhere): on the phone it
	// counts as the caller's phone when they give none.
	CallerPhone string
	// TransferTo is the number the line can put a caller through to: the front desk on a
	// phone line whose own number is another; "" in a chat, where nobody can be put
	// through, and the receptionist never says it will.
	TransferTo string
}

// ChatConclusion is what the caller's last message in a receptionist conversation
// completed, for the server to store before it answers; all nil when nothing.
type ChatConclusion struct {
	Booking *AppointmentRequest // Source and ConversationKey are the server's to set
	Message *CallerMessage
	Change  *CallerChange // a caller's move or cancellation; ConversationKey is the server's to set
}

// CallerMessage is a message or call-back request a caller left for the team.
type CallerMessage struct {
	Name  string
	Phone string
	Text  string // what the caller said, in their words
	// Language names the language the caller wrote in when it is not English ("Spanish",
	// "Cyrillic script"); the built-in engine reads only their name and number in it, so
	// the team is told to read the rest themselves.
	Language string
}

// The values the content generator offers, the first of each the default (docs/product.md,
// "AI demos", Content Generator).
var (
	ContentTypes  = []string{"social-post", "blog-intro", "email", "ad-copy"}
	Platforms     = []string{"linkedin", "facebook", "instagram", "twitter", "tiktok"}
	ContentTones  = []string{"professional", "casual", "friendly", "inspiring", "humorous"}
	tooLongSuffix = " must be at most 20,000 characters"
)

// ParseRecruitmentDemo wants both texts (docs/product.md, "Validation rules").
func ParseRecruitmentDemo(in RecruitmentDemo) (RecruitmentDemo, error) {
	in.Resume, in.JobDescription = strings.TrimSpace(in.Resume), strings.TrimSpace(in.JobDescription)
	if in.Resume == "" || in.JobDescription == "" {
		return in, demoError("resume", "Please provide both resume and job description")
	}
	if textLength(in.Resume) > maxDemoText {
		return in, demoError("resume", "Resume"+tooLongSuffix)
	}
	if textLength(in.JobDescription) > maxDemoText {
		return in, demoError("jobDescription", "Job description"+tooLongSuffix)
	}
	return in, nil
}

// ParsePayrollDemo wants the invoice's text.
func ParsePayrollDemo(in PayrollDemo) (PayrollDemo, error) {
	in.InvoiceData = strings.TrimSpace(in.InvoiceData)
	return in, demoText("invoiceData", in.InvoiceData, "Please provide invoice data", "Invoice data")
}

// ParseCallCenterDemo wants the lead's text.
func ParseCallCenterDemo(in CallCenterDemo) (CallCenterDemo, error) {
	in.LeadData = strings.TrimSpace(in.LeadData)
	return in, demoText("leadData", in.LeadData, "Please provide lead information", "Lead information")
}

// ParseContentRequest wants a topic and values from the lists; an absent value takes
// the list's default.
func ParseContentRequest(in ContentRequest) (ContentRequest, error) {
	in.Topic = strings.TrimSpace(in.Topic)
	if err := demoText("topic", in.Topic, "Please provide a topic", "Topic"); err != nil {
		return in, err
	}
	for _, c := range []struct {
		field   string
		value   *string
		values  []string
		message string
	}{
		{"contentType", &in.Type, ContentTypes, "Choose a content type"},
		{"platform", &in.Platform, Platforms, "Choose a platform"},
		{"tone", &in.Tone, ContentTones, "Choose a tone"},
	} {
		if *c.value == "" {
			*c.value = c.values[0]
		} else if !slices.Contains(c.values, *c.value) {
			return in, demoError(c.field, c.message)
		}
	}
	return in, nil
}

// ParseChat checks the conversation: a sample business's id (none is DefaultBusiness), 1
// to 30 messages of 1 to 4,000 characters, each the user's or the assistant's, the last
// the user's.
func ParseChat(in ChatInput) (ChatInput, error) {
	if in.Business == "" {
		in.Business = DefaultBusiness
	}
	if _, ok := SampleBusiness(in.Business); !ok {
		return in, demoError("business", "Choose one of the sample businesses.")
	}
	var err error
	in.Messages, err = ParseChatMessages(in.Messages)
	return in, err
}

// ParseChatMessages checks a conversation for a receptionist (the demo's, the console's,
// the public widget's): 1 to 30 turns of user or assistant, each 1 to 4,000 characters,
// the last the user's.
func ParseChatMessages(messages []ChatMessage) ([]ChatMessage, error) {
	if len(messages) == 0 || len(messages) > maxChatMessages {
		return messages, demoError("messages", "Send between 1 and 30 messages.")
	}
	for i, m := range messages {
		if m.Role != "user" && m.Role != "assistant" {
			return messages, demoError("messages", "Each message needs the role user or assistant.")
		}
		content := strings.TrimSpace(m.Content)
		if content == "" || textLength(content) > maxChatMessage {
			return messages, demoError("messages", "Each message must have 1 to 4,000 characters.")
		}
		messages[i].Content = content
	}
	if messages[len(messages)-1].Role != "user" {
		return messages, demoError("messages", "The last message must be the user's.")
	}
	return messages, nil
}

// demoText wants text that is there and not too long.
func demoText(field, text, missing, name string) error {
	if text == "" {
		return demoError(field, missing)
	}
	if textLength(text) > maxDemoText {
		return demoError(field, name+tooLongSuffix)
	}
	return nil
}

// demoError is a demo's one problem, as its page shows it: the message is the field's.
func demoError(field, message string) error {
	return &Error{Code: EInvalid, Message: message, Fields: map[string]string{field: message}}
}
