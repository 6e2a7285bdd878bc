package content

import (
	"strings"
	"unicode"
)

// contentStopWords never start or join a key phrase: function words, filler verbs and
// listicle words ("5 tips for …"), so phrases come out as the topic's nouns.
var contentStopWords = func() map[string]bool {
	words := `a an the and or but nor so yet of in on at to for from by with without about into onto over under
	between through during before after above below up down out off than then as if while because since until
	is are was were be been being am do does did doing have has had having can could will would shall should may
	might must i me my we us our you your he him his she her it its they them their this that these those what
	which who whom whose why how when where there here all any both each few more most other some such no not
	only own same too very just also really even ever again further once new best top ultimate complete guide
	tips tip ways way reasons steps step ideas things thing secrets secret help helps helping make makes making
	get gets getting use uses using need needs want wants know start starts build builds create creates find
	learn work works keep stop reduce reduces improve improves boost boosts increase increases grow grows save
	saves let lets can't don't won't it's we're you're they're i'm vs via per every`
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}()

// contentGenericTags are the service-context tags added after the topic's own, per type.
var contentGenericTags = map[string][]string{
	"social-post": {"SmallBusiness", "Growth", "Automation", "AI", "BusinessTips", "Entrepreneur"},
	"blog-intro":  {"Blog", "SmallBusiness", "Automation", "AI", "BusinessTips", "Growth"},
	"email":       {"Newsletter", "SmallBusiness", "Automation", "Growth", "AI", "BusinessTips"},
	"ad-copy":     {"SmallBusiness", "Automation", "AI", "Growth", "Entrepreneur", "BusinessTips"},
}

// contentTagCounts is how many hashtags each platform calls for.
var contentTagCounts = map[string]struct{ topic, total int }{
	"linkedin":  {3, 5},
	"twitter":   {2, 2},
	"instagram": {5, 8},
	"facebook":  {2, 2},
	"tiktok":    {3, 6},
}

const contentMaxTagBytes = 30

// contentHashtags builds the platform's hashtags: the topic's key phrases first (CamelCase,
// or lowercase on Instagram and TikTok), then generic ones. Each is '#' and ASCII word
// characters only, which is what the page (and JavaScript's \w) counts as a hashtag.
func contentHashtags(kind, platform string, t contentTopic) []string {
	lower := platform == "instagram" || platform == "tiktok"
	count := contentTagCounts[platform]
	var tags []string
	seen := map[string]bool{}
	add := func(tag string) bool {
		if tag == "" || seen[strings.ToLower(tag)] {
			return false
		}
		if lower {
			tag = strings.ToLower(tag)
		}
		seen[strings.ToLower(tag)] = true
		tags = append(tags, "#"+tag)
		return true
	}
	if platform == "tiktok" {
		add("fyp")
		add("foryou")
	}
	topical := 0
	candidates := append([]string{t.focus}, t.phrases...)
	if lower {
		candidates = append(candidates, strings.Fields(t.focus)...) // #receptionists as well as #aireceptionists
	}
	for _, phrase := range candidates {
		if topical < count.topic && add(contentTag(phrase)) {
			topical++
		}
	}
	for _, g := range contentGenericTags[kind] {
		if len(tags) >= count.total {
			break
		}
		add(g)
	}
	if platform == "tiktok" && len(tags) < count.total {
		add("LearnOnTikTok")
	}
	return tags
}

// contentTag joins a phrase into one tag: "AI-powered receptionists" → "AIPoweredReceptionists".
// It returns "" when nothing usable is left, the tag has no letter, or it is too long.
func contentTag(phrase string) string {
	var b strings.Builder
	hasLetter := false
	for _, word := range strings.FieldsFunc(phrase, func(r rune) bool { return r == ' ' || r == '-' || r == '\'' || r == '’' }) {
		ascii := contentASCII(word)
		if ascii == "" {
			continue
		}
		b.WriteString(strings.ToUpper(ascii[:1]) + ascii[1:])
		for _, r := range ascii {
			hasLetter = hasLetter || unicode.IsLetter(r)
		}
	}
	tag := b.String()
	if !hasLetter || len(tag) > contentMaxTagBytes {
		return ""
	}
	return tag
}

// contentASCII keeps ASCII letters, digits and underscores, folding common accented
// letters ("café" → "cafe") so they are not lost.
func contentASCII(word string) string {
	var b strings.Builder
	for _, r := range word {
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'):
			b.WriteRune(r)
		default:
			if folded, ok := contentFolds[unicode.ToLower(r)]; ok {
				if unicode.IsUpper(r) {
					folded = strings.ToUpper(folded[:1]) + folded[1:]
				}
				b.WriteString(folded)
			}
		}
	}
	return b.String()
}

var contentFolds = func() map[rune]string {
	m := map[rune]string{'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'ł': "l", 'đ': "d", 'þ': "th"}
	for base, letters := range map[string]string{"a": "àáâãäåāă", "c": "çćč", "e": "èéêëēęě", "i": "ìíîïī", "n": "ñńň", "o": "òóôõöō", "s": "śšş", "u": "ùúûüūů", "y": "ýÿ", "z": "źżž"} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()
