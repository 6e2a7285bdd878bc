package content

import (
	"strings"
	"unicode"
)

// tagTargets is how many hashtags a post carries on each platform, within the
// platform's norm (testdata/content/platforms.json, which the page's post checks use): the
// topic's first, then the goal's. An e-mail carries none.
var tagTargets = map[string]int{"linkedin": 3, "twitter": 2, "instagram": 6, "facebook": 2, "tiktok": 5}

// goalTags fill a post's hashtags when its topic gives too few: words about what
// the post is, never about us (no #Automation on a bakery's post).
var goalTags = map[string][]string{
	"offer":        {"SpecialOffer", "SmallBusiness", "SupportLocal", "ShopLocal"},
	"event":        {"CommunityEvent", "LocalEvents", "SmallBusiness", "SupportLocal"},
	"announcement": {"News", "SmallBusiness", "SupportLocal", "ShopLocal"},
	"advice":       {"Tips", "GoodToKnow", "SmallBusiness", "Advice"},
	"showcase":     {"BeforeAndAfter", "ProjectShowcase", "SmallBusiness", "SupportLocal"},
	"reminder":     {"Reminder", "PlanAhead", "SmallBusiness", "GoodToKnow"},
	"general":      {"SmallBusiness", "SupportLocal", "Community", "GoodToKnow"},
}

const (
	maxTagWords = 3  // a hashtag names a thing in one to three words
	maxTagBytes = 29 // a longer one reads as a sentence
)

// hashtags are the post's hashtags: CamelCase words of the topic (#WeddingCakes,
// #DesMoines), #fyp and #foryou first on TikTok, then fill's (the goal's, or a sensitive
// topic's) until the platform's number. Each is '#' and ASCII letters and digits only, which is what the page (and
// JavaScript's \w) counts as a hashtag.
func hashtags(kind, platform string, t topic, fill []string) []string {
	if kind == "email" {
		return nil // a newsletter is not a social post
	}
	target := tagTargets[platform]
	var tags []string
	seen := map[string]bool{}
	add := func(tag string) {
		if key := strings.ToLower(tag); tag != "" && !seen[key] && len(tags) < target {
			seen[key] = true
			tags = append(tags, "#"+tag)
		}
	}
	if platform == "tiktok" {
		add("fyp")
		add("foryou")
	}
	for _, phrase := range t.phrases {
		if t.goal == "advice" && len(tags) >= target-1 {
			break // leave room for #Tips
		}
		add(tag(phrase.text, phrase.name))
	}
	for _, g := range fill {
		add(g)
	}
	return tags
}

// tag joins a phrase's words into one CamelCase tag: "tune-up special" →
// "TuneUpSpecial", "Des Moines" → "DesMoines". A phrase of more than three words keeps its
// last three (English puts the head noun last); a name is kept whole ("Smith & Sons
// Plumbing" → "SmithSonsPlumbing") or not tagged, never cut to a fragment ("#ColeLaw").
// It returns "" when no letter is left or the tag is too long.
func tag(phrase string, name bool) string {
	words := strings.Fields(phrase)
	if len(words) > maxTagWords && !name {
		words = words[len(words)-maxTagWords:]
	}
	var b strings.Builder
	hasLetter := false
	for _, word := range words {
		// An apostrophe joins ("Zoë's" → "Zoes", "O'Neill" → "ONeill"); a hyphen
		// starts a word ("tune-up" → "TuneUp").
		word = strings.NewReplacer("'", "", "’", "").Replace(word)
		for _, part := range strings.FieldsFunc(word, func(r rune) bool { return r == '-' }) {
			ascii := ascii(part)
			if ascii == "" {
				continue
			}
			if acronyms[strings.ToLower(ascii)] {
				ascii = strings.ToUpper(ascii)
			}
			b.WriteString(strings.ToUpper(ascii[:1]) + ascii[1:])
			hasLetter = hasLetter || strings.IndexFunc(ascii, unicode.IsLetter) >= 0
		}
	}
	tag := b.String()
	if !hasLetter || len(tag) > maxTagBytes {
		return ""
	}
	return tag
}

// ascii keeps ASCII letters and digits, folding common accented letters ("café" →
// "cafe") so they are not lost.
func ascii(word string) string {
	var b strings.Builder
	for _, r := range word {
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
		default:
			if folded, ok := folds[unicode.ToLower(r)]; ok {
				if unicode.IsUpper(r) {
					folded = strings.ToUpper(folded[:1]) + folded[1:]
				}
				b.WriteString(folded)
			}
		}
	}
	return b.String()
}

var folds = func() map[rune]string {
	m := map[rune]string{'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'ł': "l", 'đ': "d", 'þ': "th"}
	for base, letters := range map[string]string{"a": "àáâãäåāă", "c": "çćč", "e": "èéêëēęě", "i": "ìíîïī", "n": "ñńň", "o": "òóôõöō", "s": "śšş", "u": "ùúûüūů", "y": "ýÿ", "z": "źżž"} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()
