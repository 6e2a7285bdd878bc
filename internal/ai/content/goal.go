package content

import "strings"

// What a post is for, read from its topic's words. The goal picks the opening line, the
// body and the question; the action picks the call to action, which always names
// something the reader can do ("Book your appointment", "Order yours", "Save your spot").

// goal is one of:
//   - advice: how-to and tips ("How to prevent frozen pipes", "First-time homebuyer tips");
//   - showcase: work done ("Before and after of a patio we installed");
//   - reminder: a deadline ("… are due June 15");
//   - event: a day, a class, an open house ("Pet adoption day … 10 AM");
//   - offer: a price, a discount, something free, a package or a subscription;
//   - announcement: news ("Now delivering…", "… is back");
//   - general: anything else.
func goal(lower string, words []word) string {
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
	case first == "how" || first == "why" || first == "what" || adviceStart(words) || adviceHead(words):
		return "advice"
	case anyIn(lower, "before and after", "before & after", "we installed", "we built", "we finished", "we completed",
		"transformation", "makeover", "project we"):
		return "showcase"
	case has(reminderWords) || anyIn(lower, "last day", "last chance", "don't forget", "deadline"):
		return "reminder"
	case has(eventWords) || timeOfDay(words):
		return "event"
	case strings.ContainsAny(lower, "$€£%") || has(offerWords):
		return "offer"
	case first == "now" || first == "new" || first == "introducing" || first == "announcing" || first == "launching" ||
		anyIn(lower, " is back", " are back", "now open", "now available", "coming soon", "opening", "walk-in", "no appointment"):
		return "announcement"
	}
	return "general"
}

var (
	adviceWords   = wordSet(`tips basics guide checklist mistakes ways steps faq`)
	reminderWords = wordSet(`due deadline reminder`)
	offerWords    = wordSet(`free special specials discount discounts deal deals sale off promo promotion
	subscription subscriptions package packages coupon price prices offer`)
)

// adviceStart is a topic that opens with a number of tips ("5 tips for …").
func adviceStart(words []word) bool {
	return len(words) > 1 && isNumber(words[0].lower) && adviceWords[words[1].lower]
}

// adviceHead is a topic whose opening words, before any punctuation, name tips or
// a guide ("First-time homebuyer tips: …"); "…, tips and tip credits included" is not.
func adviceHead(words []word) bool {
	for i, w := range words {
		if i > 0 && w.breakBefore {
			return false
		}
		if adviceWords[w.lower] {
			return true
		}
	}
	return false
}

// timeOfDay is a time such as "10 AM" or "6 pm".
func timeOfDay(words []word) bool {
	for i := 1; i < len(words); i++ {
		if (words[i].lower == "am" || words[i].lower == "pm") && isNumber(words[i-1].lower) {
			return true
		}
	}
	return false
}

// action is what the call to action asks for: a subscription is subscribed to, an
// event joined, a walk-in visited, work shown quoted, a product ordered, a service booked;
// advice, reminders and the rest ask the reader to get in touch.
func action(goal, lower string, words []word) string {
	product := false
	for _, w := range words {
		product = product || productWords[w.lower]
	}
	switch {
	case anyIn(lower, "subscription", "subscribe"):
		return "subscribe"
	case anyIn(lower, "walk-in", "walk in", "no appointment", "drop in", "drop-in"):
		return "visit"
	case goal == "event":
		return "join"
	case goal == "showcase":
		return "quote"
	case (goal == "offer" || goal == "announcement") && (product || anyIn(lower, "delivering", "delivery")):
		return "order"
	case goal == "offer":
		return "book"
	case goal == "announcement" && anyIn(lower, "open", "back", "walk"):
		return "visit" // a place to come to
	}
	return "call"
}

func anyIn(lower string, subs ...string) bool {
	for _, s := range subs {
		if strings.Contains(lower, s) {
			return true
		}
	}
	return false
}
