// Package receptionist is the voice-chat demo of Lexa's built-in AI engine: a virtual
// receptionist that answers callers for one business, from that business's profile
// (lexa.BusinessProfile), without any model — deterministically and in a few
// milliseconds, with plain text processing. It never speaks for Lexa: every name, hour,
// price and rule it says is the profile's.
package receptionist

import (
	"context"
	"strings"
	"time"
	"unicode"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// Reply answers the caller's last message in call as the business's receptionist, with
// the conversation in mind, in a few sentences. In order of priority: an emergency (the
// profile's triggers) gets what to do and the emergency line at once, whatever else was
// said; "are you a robot?" an honest answer; an upset caller an apology and a person; a
// request for a person a hand-over (or, after hours, a call back); then booking,
// rescheduling and cancelling over several turns (within the hours and lead time,
// collecting what the profile asks for); then prices, hours, the FAQ, the services, the
// address; anything else a polite turn back to what it can do.
//
// Keywords match whole words ("demographic" is not "demo"). The answer depends only on
// call, so the same call always gets the same reply. It stops with ctx.Err() when ctx
// ends first.
//
// Reply stores nothing, so when the caller's message completes a booking or a message it
// says that this is a demonstration and nothing was booked or passed on; a server with a
// book stores what Conclude finds and answers with BookedReply or MessageTakenReply.
func Reply(ctx context.Context, call lexa.ChatCall) (string, error) {
	t, err := respond(ctx, call)
	return t.reply, err
}

// turn is the answer to the caller's last message and what it completed.
type turn struct {
	reply string
	Conclusion
}

func respond(ctx context.Context, call lexa.ChatCall) (turn, error) {
	if err := ctx.Err(); err != nil {
		return turn{}, err
	}
	p, msgs := call.Business, call.Messages
	last := -1
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Role == "user" {
			last = i
			break
		}
	}
	if last < 0 {
		return turn{reply: p.Greeting}, nil
	}
	message := msgs[last].Content
	words := chatWords(message)
	if len(words) == 0 {
		return turn{reply: p.Greeting}, nil
	}
	previous := ""
	if last > 0 && msgs[last-1].Role == "assistant" {
		previous = msgs[last-1].Content
	}
	local := localTime(p, call.At)
	t := toneOf(p)

	if reply, ok := emergencyAnswer(p, message); ok {
		return turn{reply: reply}, nil
	}
	switch {
	case chatHasAny(words, chatRobotTerms):
		return turn{reply: robotReply(p)}, nil
	case isAngry(message, words):
		return turn{reply: angryReply(p, local, t, call.TransferTo)}, nil
	case chatHasAny(words, chatHumanTerms):
		return turn{reply: humanReply(p, local, t, call.TransferTo)}, nil
	}
	if m, reply, ok := readMessage(msgs, last, previous); ok {
		if m == nil {
			return turn{reply: reply}, nil
		}
		return turn{reply: demoMessageText(*m), Conclusion: Conclusion{Message: m}}, nil
	}
	if lang := text.DetectLanguage(message); !lang.English() {
		return turn{reply: otherLanguageReply(lang)}, nil
	}
	if chatHasAny(words, chatMessageTerms) {
		return turn{reply: askMessageText(t)}, nil
	}
	if start, kind := bookingStart(p, msgs, last); start == last || (start >= 0 && continuesBooking(p, message, words, previous)) {
		if isNo(words) && strings.Contains(previous, proposeMarker) {
			return turn{reply: "No problem. Which other day and time would suit you?"}, nil
		}
		d, err := readBooking(ctx, p, msgs, start, last, kind)
		if err != nil {
			return turn{}, err
		}
		if d.phone == "" && call.CallerPhone != "" {
			d.phone = call.CallerPhone // on the phone, the number the call comes from
		}
		reply, booking, change := bookingReply(call, local, kind, d, t, refusalsSince(msgs, start, last))
		// A question about a service on the way ("how much is a cleaning? can I book one for
		// Tuesday?", "what about divorces?") is answered before the booking goes on.
		asks := chatHasAny(words, chatPriceTerms) || strings.Contains(message, "?")
		if named := matchServices(p, words); len(named) > 0 && asks && (start == last || strings.Contains(message, "?")) {
			reply = servicesPriceText(named) + " " + reply
		}
		return turn{reply: reply, Conclusion: Conclusion{Booking: booking, Change: change}}, nil
	}
	return turn{reply: answer(p, words, previous, local, t)}, nil
}

// refusalsSince counts the assistant's turns between start and last that refused a day
// or time.
func refusalsSince(msgs []lexa.ChatMessage, start, last int) int {
	n := 0
	for i := start + 1; i < last; i++ {
		if msgs[i].Role == "assistant" && isRefusal(msgs[i].Content) {
			n++
		}
	}
	return n
}

// continuesBooking reports whether a message during a booking goes on with it: it gives a
// detail (a day, a time, a name when asked…) or accepts a proposed time, and is not a
// question about something else ("how much is a filling?" is answered as one).
func continuesBooking(p lexa.BusinessProfile, message string, words []string, previous string) bool {
	if strings.Contains(previous, proposeMarker) && (isYes(words) || isNo(words)) {
		return true
	}
	if strings.Contains(message, "?") {
		if _, faq := faqReply(p, words); faq || chatHasAny(words, chatPriceTerms) || chatHasAny(words, chatHoursTerms) {
			return false
		}
	}
	return !readDetails(p, message, askedIn(previous)).empty()
}

// answer is the reply to everything but emergencies, people and bookings.
func answer(p lexa.BusinessProfile, words []string, previous string, local time.Time, t tone) string {
	if chatHasAny(words, chatPriceTerms) {
		// A price the FAQ answers ("what do you charge after hours?") is not a service's.
		if reply, ok := faqReply(p, words); ok && len(matchServices(p, words)) == 0 {
			return reply
		}
		if asksUnlistedService(p, words) {
			return notOfferedReply()
		}
		return priceReply(p, words)
	}
	if chatHasAny(words, chatHoursTerms) {
		return hoursReply(p, words, local)
	}
	if reply, ok := faqReply(p, words); ok {
		return reply
	}
	if named := matchServices(p, words); len(named) > 0 {
		return serviceReply(named, t)
	}
	if asksUnlistedService(p, words) {
		return notOfferedReply()
	}
	switch {
	case chatHasAny(words, chatServicesTerms):
		return servicesReply(p)
	case chatHasAny(words, chatAddressTerms):
		return addressReply(p)
	case chatHasAny(words, chatPhoneTerms):
		return phoneReply(p)
	case chatHasAny(words, chatByeTerms):
		return byeReply(p, t)
	case isNo(words) && strings.Contains(previous, "?"):
		return noReply()
	case chatHasAny(words, chatThanksTerms):
		return thanksReply(t)
	case isYes(words) && strings.Contains(previous, "?"):
		return t.sure + " What can I help you with?"
	case chatHasAny(words, chatGreetingTerms):
		return p.Greeting
	}
	return offTopicReply(p)
}

var (
	chatRobotTerms = []string{"robot", "bot", "chatbot", "are you real", "are you human", "are you a human", "are you a person",
		"are you a real person", "real person or", "is this a real person", "is this a person", "is this a human", "talking to a person", "talking to a real person", "talking to a human",
		"speaking to a person", "speaking to a real person", "speaking to a human", "talking to a machine", "is this ai",
		"are you ai", "are you an ai", "is this an ai", "is this automated", "is this a recording", "are you a computer",
		"are you a machine", "talking to ai", "talking to an ai"}
	chatHumanTerms = []string{"human", "humans", "a person", "real person", "live person", "actual person", "agent", "live agent",
		"representative", "rep", "operator", "transfer me", "put me through", "real people", "team member", "speak to someone",
		"talk to someone", "speak with someone", "talk with someone", "someone else", "manager", "supervisor", "front desk", "staff member"}
	chatAngryTerms = []string{"ridiculous", "unacceptable", "angry", "furious", "livid", "upset", "annoyed", "frustrated",
		"frustrating", "fed up", "sick of", "terrible", "awful", "horrible", "worst", "useless", "incompetent", "rude",
		"disgusting", "outrageous", "complaint", "complain", "waste of time", "scam", "ripped off", "overcharged",
		"never called back", "nobody called", "no one called", "didn't call back", "never showed up", "still waiting",
		"been waiting", "third time", "wtf", "damn", "hell", "pissed", "screwed up", "messed up"}
	chatPriceTerms = []string{"price", "prices", "pricing", "priced", "cost", "costs", "how much", "charge", "fee", "fees",
		"rate", "rates", "expensive", "cheap", "afford", "affordable", "quote"}
	chatHoursTerms = []string{"hours", "open", "opening", "opens", "close", "closed", "closing", "closes", "weekend",
		"weekends", "what time", "when are you"}
	chatServicesTerms = []string{"services", "service", "what do you do", "what do you offer", "what can you do",
		"do you offer", "what else", "treatments", "what kind of work"}
	chatAddressTerms  = []string{"address", "where are you", "located", "location", "directions", "how do i get", "find you"}
	chatPhoneTerms    = []string{"phone number", "your number", "number to call", "call you"}
	chatThanksTerms   = []string{"thanks", "thank", "thx", "cheers", "appreciate", "appreciated"}
	chatByeTerms      = []string{"bye", "goodbye", "see you", "that's all", "that is all"}
	chatGreetingTerms = []string{"hi", "hello", "hey", "good morning", "good afternoon", "good evening", "greetings", "howdy"}
	chatYesTerms      = []string{"yes", "yeah", "yep", "yup", "sure", "ok", "okay", "absolutely", "definitely", "sounds good",
		"that works", "perfect", "works for me", "let's do it", "please do", "go ahead"}
	chatNoTerms = []string{"no", "nope", "nah", "not now", "no thanks", "not really"}
)

func isYes(words []string) bool { return chatHasAny(words, chatYesTerms) && !isNo(words) }
func isNo(words []string) bool  { return chatHasAny(words, chatNoTerms) }

// isAngry reports an upset caller: their words, or shouting (three words or more in
// capitals, at least half of what they said; "AC" and "DUI" alone are not shouting).
func isAngry(message string, words []string) bool {
	if chatHasAny(words, chatAngryTerms) {
		return true
	}
	caps, all := 0, 0
	for _, f := range strings.Fields(message) {
		letters, upper := 0, 0
		for _, r := range f {
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					upper++
				}
			}
		}
		if letters == 0 {
			continue
		}
		all++
		if letters >= 2 && upper == letters {
			caps++
		}
	}
	return caps >= 3 && caps*2 >= all
}
