// Package receptionist is the voice-chat demo of Lexa's built-in AI engine: the
// receptionist answers a caller without any model, deterministically and in a few
// milliseconds, with plain text processing. Every answer is what a person can check
// against the conversation; nothing is canned. Reply takes the demo's input, already
// trimmed and size-checked by the caller.
package receptionist

import (
	"context"
	"strings"
	"unicode"

	"lexa/internal/lexa"
)

// Message is one turn of the receptionist chat.
type Message struct {
	Role    string // "user" or "assistant"
	Content string
}

// Reply is the voice-AI receptionist of the demo: it answers the last user message of
// history in 1 to 4 sentences, with the conversation in mind. It greets; describes the
// five services; gives the hours (the AI 24/7, the human team Monday to Friday, 9 AM to
// 5 PM Eastern); the plans (the catalogue's prices, a 30-day free trial without a credit
// card, the catalogue's "save up to" with annual billing); the
// savings (60–85% lower costs, ROI within 30 days); hands over to a person; and books a
// demo over several turns, asking for a name, a weekday and a 30-minute slot and then
// confirming what the caller said. Anything else gets a fallback that lists what it can do.
//
// Keywords match whole words ("demographic" is not "demo") and rules have priorities: a
// request for a person beats a demo, a demo beats pricing. The answer depends only on
// history, so the same conversation always gets the same reply. It stops with ctx.Err()
// when ctx ends first.
func Reply(ctx context.Context, history []Message, plans lexa.CatalogFigures) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	last := -1
	for i := len(history) - 1; i >= 0; i-- {
		if history[i].Role == "user" {
			last = i
			break
		}
	}
	if last < 0 {
		return chatGreetingText, nil
	}
	text := history[last].Content
	words := chatWords(text)
	if len(words) == 0 {
		return chatGreetingText, nil
	}
	previous := ""
	if last > 0 && history[last-1].Role == "assistant" {
		previous = history[last-1].Content
	}
	intent := chatIntentOf(words)

	// A booking in progress: the last answer asked for a name, day or time and this
	// message gives one ("Tuesday at 10, thanks"). Only a request for a person wins over it.
	if intent == chatDemo || (intent != chatHuman && chatAskedForBooking(previous) && chatGivesBookingDetail(text, previous)) {
		return chatBook(ctx, history[:last+1])
	}
	if intent == chatNone && chatHasAny(words, chatYes) && chatOffersDemo(previous) {
		return chatBook(ctx, history[:last+1])
	}
	return chatAnswer(intent, words, previous, plans), nil
}

// chatBook answers a booking from the details the conversation gives.
func chatBook(ctx context.Context, history []Message) (string, error) {
	booking, err := chatReadBooking(ctx, history)
	if err != nil {
		return "", err
	}
	return chatBookingReply(booking), nil
}

// chatIntent is what the caller wants.
type chatIntent int

const (
	chatNone chatIntent = iota
	chatHuman
	chatDemo
	chatAnnual
	chatROI
	chatPricing
	chatHours
	chatVoice
	chatRecruitment
	chatPayroll
	chatCallCenter
	chatContent
	chatServices
	chatThanks
	chatBye
	chatGreeting
)

// chatRules are tried in order; the first rule with a matching term wins. The order is
// the priority: an explicit request for a person first, then booking, then money.
var chatRules = []struct {
	intent chatIntent
	terms  []string
}{
	{chatHuman, []string{"human", "humans", "person", "real person", "agent", "live agent", "representative", "representatives", "rep", "operator", "transfer me", "real people", "team member", "speak to someone", "talk to someone", "speak with someone", "talk with someone"}},
	{chatDemo, []string{"demo", "demos", "book", "booking", "schedule", "appointment", "reschedule", "walkthrough", "consultation", "set up a call", "book a call"}},
	{chatAnnual, []string{"annual", "annually", "yearly", "per year", "a year"}},
	{chatROI, []string{"roi", "return on investment", "savings", "save", "saving", "cut costs", "reduce costs", "cost reduction", "lower costs", "worth it", "payback", "pay for itself", "pays for itself", "pay off", "pays off", "efficiency"}},
	{chatPricing, []string{"price", "prices", "pricing", "cost", "costs", "how much", "plan", "plans", "subscription", "fee", "fees", "trial", "expensive", "cheap", "afford", "affordable", "starter", "professional", "enterprise", "billing", "quote", "rates", "charge"}},
	{chatHours, []string{"hours", "open", "opening", "close", "closed", "closing", "weekend", "weekends", "holiday", "holidays", "24 7", "night", "what time", "when can i call", "available"}},
	{chatVoice, []string{"receptionist", "receptionists", "voice", "phone", "calls", "answering"}},
	{chatRecruitment, []string{"recruitment", "recruiting", "hiring", "hire", "candidates", "resume", "resumes", "résumé"}},
	{chatPayroll, []string{"payroll", "invoice", "invoices", "invoicing", "accounting", "bookkeeping"}},
	{chatCallCenter, []string{"call center", "call centre", "lead", "leads", "crm", "sales"}},
	{chatContent, []string{"content", "marketing", "social media", "posts", "blog", "newsletter"}},
	{chatServices, []string{"service", "services", "offer", "offering", "provide", "products", "product", "features", "solutions", "what do you do", "what can you do", "help with", "capabilities"}},
	{chatThanks, []string{"thanks", "thank", "thx", "cheers", "appreciate"}},
	{chatBye, []string{"bye", "goodbye", "see you", "that's all"}},
	{chatGreeting, []string{"hi", "hello", "hey", "good morning", "good afternoon", "good evening", "greetings", "howdy"}},
}

var (
	chatYes = []string{"yes", "yeah", "yep", "sure", "ok", "okay", "please", "absolutely", "definitely", "sounds good", "let's do it"}
	chatNo  = []string{"no", "nope", "not now", "no thanks", "not really"}
)

func chatIntentOf(words []string) chatIntent {
	for _, rule := range chatRules {
		if chatHasAny(words, rule.terms) {
			return rule.intent
		}
	}
	return chatNone
}

// chatWords splits a message into lowercase words: letters and digits, with inner
// apostrophes kept ("that's"). Everything else separates words, so matching whole words
// is comparing slices, and "demographic" never equals "demo".
func chatWords(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if w := strings.Trim(string(cur), "'’"); w != "" {
			words = append(words, strings.ReplaceAll(w, "’", "'"))
		}
		cur = cur[:0]
	}
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			cur = append(cur, r)
		case (r == '\'' || r == '’') && len(cur) > 0:
			cur = append(cur, r)
		default:
			flush()
		}
	}
	flush()
	return words
}

// chatHasAny reports whether any term (one or more words) occurs in words as whole words.
func chatHasAny(words []string, terms []string) bool {
	for _, term := range terms {
		if chatHasTerm(words, strings.Fields(term)) {
			return true
		}
	}
	return false
}

func chatHasTerm(words, term []string) bool {
	if len(term) == 0 {
		return false
	}
outer:
	for i := 0; i+len(term) <= len(words); i++ {
		for j, t := range term {
			if words[i+j] != t {
				continue outer
			}
		}
		return true
	}
	return false
}

// chatOffersDemo reports whether an assistant turn offered to book a demo, so that a
// plain "yes" starts the booking.
func chatOffersDemo(assistant string) bool {
	words := chatWords(assistant)
	return strings.Contains(assistant, "?") && chatHasAny(words, []string{"book a demo", "book one", "schedule a demo"})
}

// chatAnswer is the reply for every intent but booking.
func chatAnswer(intent chatIntent, words []string, previous string, plans lexa.CatalogFigures) string {
	switch intent {
	case chatHuman:
		return chatHumanText
	case chatAnnual:
		return chatAnnualText(plans)
	case chatROI:
		return chatROIText
	case chatPricing:
		return chatPricingReply(words, plans)
	case chatHours:
		return chatHoursText
	case chatVoice, chatRecruitment, chatPayroll, chatCallCenter, chatContent:
		return chatServiceTexts[intent]
	case chatServices:
		return chatServicesText
	case chatThanks:
		return chatThanksText
	case chatBye:
		return chatByeText
	case chatGreeting:
		return chatGreetingText
	}
	if chatHasAny(words, chatNo) && strings.Contains(previous, "?") {
		return chatNoText
	}
	return chatFallbackText
}

// chatPricingReply answers about one plan when the caller names it, the trial when they
// ask about it, and the whole price list otherwise.
func chatPricingReply(words []string, plans lexa.CatalogFigures) string {
	for _, p := range plans.Plans {
		if chatHasAny(words, []string{strings.ToLower(p.Name)}) {
			return chatPlanText(p)
		}
	}
	if chatHasAny(words, []string{"trial", "free", "credit card"}) {
		return chatTrialText(plans)
	}
	return chatPricingText(plans)
}
