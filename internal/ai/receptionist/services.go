package receptionist

import (
	"strconv"
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// The business's services and their prices: the only prices the receptionist ever says.

// matchServices are the services the words name. Where one name is more specific than
// another ("emergency exam" beats "exam"), only the most specific are kept: the most
// words matched.
func matchServices(p lexa.BusinessProfile, words []string) []lexa.BusinessService {
	best := 0
	var out []lexa.BusinessService
	for _, s := range p.Services {
		n := chatLongest(words, append([]string{s.Name}, s.Keywords...))
		switch {
		case n == 0 || n < best:
		case n > best:
			best, out = n, []lexa.BusinessService{s}
		default:
			out = append(out, s)
		}
	}
	return out
}

// formatMoney writes cents as a caller hears a price: "$129", "$1,150", "$89.50".
func formatMoney(cents int64) string {
	dollars := "$" + lexa.FormatCount(cents/100)
	if c := cents % 100; c != 0 {
		return dollars + "." + twoDigits(int(c))
	}
	return dollars
}

// priceText is a service's price as a phrase: "$185", "from $950", "$275 per hour", "free".
func priceText(s lexa.BusinessService) string {
	if s.PriceCents == 0 {
		return "free"
	}
	price := formatMoney(s.PriceCents)
	if s.PricePer != "" {
		price += " per " + s.PricePer
	}
	if s.PriceFrom {
		return "from " + price
	}
	return price
}

// durationText says how long something takes: "30 minutes", "an hour", "an hour and a
// half", "2 hours", "3 hours and 15 minutes".
func durationText(minutes int) string {
	h, m := minutes/60, minutes%60
	switch {
	case h == 0:
		return strconv.Itoa(m) + " minutes"
	case h == 1 && m == 0:
		return "an hour"
	case h == 1 && m == 30:
		return "an hour and a half"
	case m == 0:
		return strconv.Itoa(h) + " hours"
	case h == 1:
		return "an hour and " + strconv.Itoa(m) + " minutes"
	}
	return strconv.Itoa(h) + " hours and " + strconv.Itoa(m) + " minutes"
}

// serviceSentence says one service's price and length: "Our filling is $185 and takes about
// 45 minutes." A starting price says why it is one.
func serviceSentence(s lexa.BusinessService) string {
	name := "Our " + chatLowerFirst(s.Name)
	switch {
	case s.PriceCents == 0:
		return name + " is free and takes about " + durationText(s.DurationMinutes) + "."
	case s.PriceFrom:
		return name + " starts at " + priceText(s)[len("from "):] + " and takes about " + durationText(s.DurationMinutes) +
			"; the final price depends on what's needed."
	}
	return name + " is " + priceText(s) + " and takes about " + durationText(s.DurationMinutes) + "."
}

// priceReply answers a question about prices: the services named, else a short price list.
func priceReply(p lexa.BusinessProfile, words []string) string {
	if named := matchServices(p, words); len(named) > 0 {
		return servicesPriceText(named) + " " + bookOffer
	}
	return "Here are some of our prices: " + priceList(p.Services, 5) + ". Which service would you like to know about?"
}

// servicesPriceText says each named service's price, at most three.
func servicesPriceText(named []lexa.BusinessService) string {
	if len(named) > 3 {
		named = named[:3]
	}
	out := ""
	for i, s := range named {
		if i > 0 {
			out += " "
		}
		out += serviceSentence(s)
	}
	return out
}

// priceList is "cleaning and exam $129, filling $185 and root canal from $950": the first
// n services.
func priceList(services []lexa.BusinessService, n int) string {
	if len(services) > n {
		services = services[:n]
	}
	parts := make([]string, len(services))
	for i, s := range services {
		parts[i] = chatLowerFirst(s.Name) + " " + priceText(s)
	}
	return text.JoinAnd(parts)
}

// serviceReply answers a question that names a service without asking its price ("do you
// do root canals?"): yes, what it costs and takes, and an offer to book it.
func serviceReply(named []lexa.BusinessService, t tone) string {
	return t.yes + " " + servicesPriceText(named) + " " + bookOffer
}

// bookOffer ends an answer that offers a booking; a "yes" to it starts one for the
// services the answer named (chatOffersBooking).
const bookOffer = "Would you like me to book that for you?"

// servicesReply lists what the business offers.
func servicesReply(p lexa.BusinessProfile) string {
	names := make([]string, len(p.Services))
	for i, s := range p.Services {
		names[i] = chatLowerFirst(s.Name)
	}
	return "We offer " + text.JoinAnd(names) + ". Would you like a price, or to book an appointment?"
}

// chatOfferCues introduce what a caller asks the business to do, or to price: "do you
// do teeth whitening?", "how much is a tattoo removal?".
var chatOfferCues = []string{"do you do", "do you offer", "do you provide", "do you perform", "do you fix", "do you repair",
	"do you install", "do you treat", "do you handle", "can you do", "can you fix", "how much is", "how much are",
	"how much for", "how much does", "how much do", "how much would", "price of", "price for", "cost of", "cost for"}

// chatOfferFiller are the words around the thing asked for that name no service: "how
// much do you charge for a …", "do you do … on Saturdays".
var chatOfferFiller = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the your you any some it its that this those these them one ones thing things stuff
		charge charges cost costs for of to get have me my i is are do does would will be please usually typically per price
		prices pricing service services appointment appointments visit visits anything something what there here work like
		also too still on in at with about really kind type types new patient patients much how can could we us our just
		today tomorrow weekend weekends morning mornings afternoon afternoons evening evenings night nights now same day
		monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays
		cash card cards credit insurance payment payments plan plans house calls emergency emergencies free quote quotes estimate estimates`) {
		chatOfferFiller[w] = true
	}
}

// asksUnlistedService reports whether the words ask for a service by name that the
// business does not list: after a cue ("do you do", "how much is"), within the next five
// words, something that is no filler, no service of the profile and no FAQ's subject.
func asksUnlistedService(p lexa.BusinessProfile, words []string) bool {
	if len(matchServices(p, words)) > 0 {
		return false
	}
	if _, faq := faqReply(p, words); faq {
		return false
	}
	for _, cue := range chatOfferCues {
		phrase := strings.Fields(cue)
		at := chatFind(words, phrase)
		if at < 0 {
			continue
		}
		rest := words[at+len(phrase):]
		if len(rest) > 5 {
			rest = rest[:5]
		}
		for _, w := range rest {
			if !chatOfferFiller[w] && !strings.ContainsAny(w, "0123456789") {
				return true
			}
		}
	}
	return false
}

// notOfferedReply answers a service the business does not list: no price list, and a
// message for the team.
func notOfferedReply() string {
	return "We don't offer that, but I can take a message for the team. Please tell me " + askMessageMarker +
		" and what it's about, and someone will call you back."
}
