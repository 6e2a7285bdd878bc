package content

import "strings"

// What a post is for, read from its topic's words. The goal picks the opening line, the
// body and the question; the action picks the call to action, which always names
// something the reader can do ("Book your appointment", "Order yours", "Save your spot").

// contentGoal is one of:
//   - advice: how-to and tips ("How to prevent frozen pipes", "First-time homebuyer tips");
//   - showcase: work done ("Before and after of a patio we installed");
//   - reminder: a deadline ("… are due June 15");
//   - event: a day, a class, an open house ("Pet adoption day … 10 AM");
//   - offer: a price, a discount, something free, a package or a subscription;
//   - announcement: news ("Now delivering…", "… is back");
//   - general: anything else.
func contentGoal(lower string, words []contentWord) string {
	has := func(set map[string]bool) bool {
		for _, w := range words {
			if set[w.lower] {
				return true
			}
		}
		return false
	}
	first := ""
	if len(words) > 0 {
		first = words[0].lower
	}
	switch {
	case first == "how" || first == "why" || first == "what" || contentAdviceStart(words) || contentAdviceHead(words):
		return "advice"
	case contentAnyIn(lower, "before and after", "before & after", "we installed", "we built", "we finished", "we completed",
		"transformation", "makeover", "project we"):
		return "showcase"
	case has(contentReminderWords) || contentAnyIn(lower, "last day", "last chance", "don't forget", "deadline"):
		return "reminder"
	case has(contentEventWords) || contentTimeOfDay(words):
		return "event"
	case strings.ContainsAny(lower, "$€£%") || has(contentOfferWords):
		return "offer"
	case first == "now" || first == "new" || first == "introducing" || first == "announcing" || first == "launching" ||
		contentAnyIn(lower, " is back", " are back", "now open", "now available", "coming soon", "opening", "walk-in", "no appointment"):
		return "announcement"
	}
	return "general"
}

var (
	contentAdviceWords   = contentWordSet(`tips basics guide checklist mistakes ways steps faq`)
	contentReminderWords = contentWordSet(`due deadline reminder`)
	contentOfferWords    = contentWordSet(`free special specials discount discounts deal deals sale off promo promotion
	subscription subscriptions package packages coupon price prices offer`)
)

// contentAdviceStart is a topic that opens with a number of tips ("5 tips for …").
func contentAdviceStart(words []contentWord) bool {
	return len(words) > 1 && contentIsNumber(words[0].lower) && contentAdviceWords[words[1].lower]
}

// contentAdviceHead is a topic whose opening words, before any punctuation, name tips or
// a guide ("First-time homebuyer tips: …"); "…, tips and tip credits included" is not.
func contentAdviceHead(words []contentWord) bool {
	for i, w := range words {
		if i > 0 && w.breakBefore {
			return false
		}
		if contentAdviceWords[w.lower] {
			return true
		}
	}
	return false
}

// contentTimeOfDay is a time such as "10 AM" or "6 pm".
func contentTimeOfDay(words []contentWord) bool {
	for i := 1; i < len(words); i++ {
		if (words[i].lower == "am" || words[i].lower == "pm") && contentIsNumber(words[i-1].lower) {
			return true
		}
	}
	return false
}

// contentAction is what the call to action asks for: a subscription is subscribed to, an
// event joined, a walk-in visited, work shown quoted, a product ordered, a service booked;
// advice, reminders and the rest ask the reader to get in touch.
func contentAction(goal, lower string, words []contentWord) string {
	product := false
	for _, w := range words {
		product = product || contentProductWords[w.lower]
	}
	switch {
	case contentAnyIn(lower, "subscription", "subscribe"):
		return "subscribe"
	case contentAnyIn(lower, "walk-in", "walk in", "no appointment", "drop in", "drop-in"):
		return "visit"
	case goal == "event":
		return "join"
	case goal == "showcase":
		return "quote"
	case (goal == "offer" || goal == "announcement") && (product || contentAnyIn(lower, "delivering", "delivery")):
		return "order"
	case goal == "offer":
		return "book"
	case goal == "announcement" && contentAnyIn(lower, "open", "back", "walk"):
		return "visit" // a place to come to
	}
	return "call"
}

// contentAbout names the topic after "about": "about our wedding cakes" for what the
// business offers, "about frozen pipes" for advice, where "our" would be wrong.
func contentAbout(t contentTopic) string {
	switch t.goal {
	case "offer", "event", "announcement", "showcase":
		if strings.Contains(t.subject, " ") && !contentProperName(t.subject) {
			return "about our " + t.subject
		}
	}
	return "about " + t.subject
}

// contentProperName is a phrase whose every word starts with a capital ("Cedar Creek").
func contentProperName(s string) bool {
	for _, w := range strings.Fields(s) {
		if !contentTitleWord(w) && strings.ToUpper(w) != w {
			return false
		}
	}
	return true
}

func contentAnyIn(lower string, subs ...string) bool {
	for _, s := range subs {
		if strings.Contains(lower, s) {
			return true
		}
	}
	return false
}
