package lexa

import (
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// A content-marketing service's workspace (docs/api.md, "Workspaces: content calendar"):
// a brand profile, drafts the engine writes per platform, and a calendar of posts.

// The limits of a brand profile, a generation and a post.
const (
	MaxBrandAudience     = 300
	MaxBrandKeywords     = 20
	MaxBrandBannedWords  = 50
	MaxBrandWord         = 40
	MaxPostTopic         = 200
	MaxPostBody          = 10_000
	MaxPlatformsPerDraft = 5
	// MaxListedPosts bounds a list (the soonest are kept).
	MaxListedPosts = 500
	// MaxCalendarSpan bounds a calendar's range: a month view shows six weeks.
	MaxCalendarSpan = 100 * 24 * time.Hour
	// KeywordsPerDraft is how many of the brand's keywords a draft's topic carries.
	KeywordsPerDraft = 3
)

// MinutesSavedPerPost is the estimate a created post's usage records
// (docs/api.md, "Workspaces: content calendar"): writing a first draft of one post for
// one platform by hand, in the brand's tone.
const MinutesSavedPerPost = 15

// BrandProfile is how a content-marketing service writes: its tone (one of
// ContentTones), audience, keywords to weave in, words never to use, and the platforms
// it posts to. UpdatedAt is nil until it is first saved.
type BrandProfile struct {
	Tone        string     `json:"tone"`
	Audience    string     `json:"audience"`
	Keywords    []string   `json:"keywords"`
	BannedWords []string   `json:"banned_words"`
	Platforms   []string   `json:"platforms"`
	UpdatedAt   *time.Time `json:"updated_at"`
}

// EmptyBrand is the profile of a service that has saved none.
func EmptyBrand() BrandProfile {
	return BrandProfile{Tone: ContentTones[0], Keywords: []string{}, BannedWords: []string{}, Platforms: []string{}}
}

// BrandInput is a brand profile as the form sends it.
type BrandInput struct {
	Tone        string   `json:"tone"`
	Audience    string   `json:"audience"`
	Keywords    []string `json:"keywords"`
	BannedWords []string `json:"banned_words"`
	Platforms   []string `json:"platforms"`
}

// ParseBrand cleans and checks a brand profile; the error names each wrong field.
func ParseBrand(in BrandInput) (BrandProfile, error) {
	f := fieldErrors{}
	b := EmptyBrand()
	if in.Tone != "" {
		b.Tone = in.Tone
	}
	if !slices.Contains(ContentTones, b.Tone) {
		f.add("tone", "Choose one of: "+strings.Join(ContentTones, ", ")+".")
	}
	b.Audience = Sanitize(in.Audience)
	f.maxLen("audience", b.Audience, MaxBrandAudience, "The audience must be at most 300 characters.")
	b.Keywords = words(f, "keywords", in.Keywords, MaxBrandKeywords, "List at most 20 keywords.")
	b.BannedWords = words(f, "banned_words", in.BannedWords, MaxBrandBannedWords, "List at most 50 banned words.")
	b.Platforms = platforms(f, "platforms", in.Platforms, len(Platforms))
	return b, f.err()
}

// words cleans a list of words or phrases: blanks and repeats (whatever their case) dropped.
func words(f fieldErrors, field string, in []string, limit int, tooMany string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, w := range in {
		w = Sanitize(w)
		key := strings.ToLower(w)
		if w == "" || seen[key] {
			continue
		}
		seen[key] = true
		f.maxLen(field, w, MaxBrandWord, "Each word must be at most 40 characters.")
		out = append(out, w)
	}
	if len(out) > limit {
		f.add(field, tooMany)
	}
	return out
}

// platforms checks a list of platforms against Platforms, repeats dropped.
func platforms(f fieldErrors, field string, in []string, limit int) []string {
	out := []string{}
	for _, p := range in {
		if !slices.Contains(Platforms, p) {
			f.add(field, "Choose platforms from: "+strings.Join(Platforms, ", ")+".")
			continue
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	if len(out) > limit {
		f.add(field, "Choose at most 5 platforms.")
	}
	return out
}

// GenerateInput asks for one draft per platform about a topic.
type GenerateInput struct {
	Topic       string   `json:"topic"`
	ContentType string   `json:"content_type"`
	Platforms   []string `json:"platforms"`
}

// ParseGenerate checks a request for drafts: a topic, a content type (the first of
// ContentTypes when absent) and one to MaxPlatformsPerDraft platforms.
func ParseGenerate(in GenerateInput) (GenerateInput, error) {
	f := fieldErrors{}
	in.Topic = Sanitize(in.Topic)
	if in.Topic == "" {
		f.add("topic", "Topic is required.")
	}
	f.maxLen("topic", in.Topic, MaxPostTopic, "The topic must be at most 200 characters.")
	if in.ContentType == "" {
		in.ContentType = ContentTypes[0]
	}
	if !slices.Contains(ContentTypes, in.ContentType) {
		f.add("content_type", "Choose one of: "+strings.Join(ContentTypes, ", ")+".")
	}
	in.Platforms = platforms(f, "platforms", in.Platforms, MaxPlatformsPerDraft)
	if len(in.Platforms) == 0 {
		f.add("platforms", "Choose at least one platform.")
	}
	return in, f.err()
}

// DraftRequest is what the engine is asked for one platform's draft: the brand's tone,
// and the topic with up to KeywordsPerDraft of the brand's keywords it does not name yet
// woven in (the engine writes about its topic and has no other place for them).
func (b BrandProfile) DraftRequest(in GenerateInput, platform string) ContentRequest {
	topic := in.Topic
	var extra []string
	for _, k := range b.Keywords {
		if len(extra) < KeywordsPerDraft && !strings.Contains(strings.ToLower(topic), strings.ToLower(k)) {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		topic += " (" + strings.Join(extra, ", ") + ")"
	}
	tone := b.Tone
	if tone == "" {
		tone = ContentTones[0]
	}
	return ContentRequest{Type: in.ContentType, Topic: topic, Platform: platform, Tone: tone}
}

// BannedWordsIn lists the banned words a text uses, as whole words whatever their case,
// in the order of banned.
func BannedWordsIn(text string, banned []string) []string {
	found := []string{}
	lower := strings.ToLower(text)
	for _, w := range banned {
		if containsWord(lower, strings.ToLower(w)) {
			found = append(found, w)
		}
	}
	return found
}

// containsWord tells whether w occurs in s with no letter or digit right before or after it.
func containsWord(s, w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i <= len(s)-len(w); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		before, after := ' ', ' '
		if start > 0 {
			before, _ = utf8.DecodeLastRuneInString(s[:start])
		}
		if end < len(s) {
			after, _ = utf8.DecodeRuneInString(s[end:])
		}
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		i = start + 1
	}
	return false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
