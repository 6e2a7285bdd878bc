// Package adversarial generates hostile inputs for the five AI demos: each as large as the
// API accepts (lexa.Parse*Demo, lexa.ParseChat) and made of the shapes that make a text
// parser slow when it rescans what it has already read — runs of one separator, long runs
// of one character, the same marker word again and again, one very long line, multibyte
// filler. The built-in engine's tests, fuzz seeds and `make bench` (tools/bench/engine)
// read the same corpus, so what is measured is what is tested.
//
// The inputs are generated, not stored: they are 20,000 characters each and the rules that
// make them are shorter than the texts and say what they are.
package adversarial

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"

	"lexa/internal/lexa"
)

// The API's limits, in UTF-16 units as the browser and lexa count them.
const (
	MaxText         = 20_000 // one demo text: resume, job description, invoice, lead, topic
	MaxChatMessages = 30
	MaxChatMessage  = 4_000
)

// Text is one hostile input of a one-text demo (payroll's invoice, call center's lead).
type Text struct {
	Shape string // what it is made of, e.g. "colons" or "Total Total"
	Text  string
}

// Recruitment is one hostile input of the resume analyzer: both texts of one shape.
type Recruitment struct {
	Shape                  string
	Resume, JobDescription string
}

// Content is one hostile request of the content generator.
type Content struct {
	Shape   string
	Request lexa.ContentRequest
}

// Chat is one hostile conversation of the voice assistant.
type Chat struct {
	Shape    string
	Messages []lexa.ChatMessage
}

// shape is a rule for a hostile text: its name and how to write it up to a size.
type shape struct {
	name  string
	write func(b *builder)
}

// run is the shape of one unit repeated to the end.
func run(name, unit string) shape {
	return shape{name, func(b *builder) { b.repeat(unit, b.max) }}
}

// halves is the shape of one unit repeated over the first half, another over the rest: a
// long leading run before the parts a parser looks for.
func halves(name, first, second string) shape {
	return shape{name, func(b *builder) {
		b.repeat(first, b.max/2)
		b.repeat(second, b.max)
	}}
}

// separators are the characters parsers split on or look back for.
var separators = []struct{ name, char string }{
	{"colons", ":"}, {"pipes", "|"}, {"commas", ","}, {"dollars", "$"}, {"tabs", "\t"}, {"semicolons", ";"},
	{"dots", "."}, {"dashes", "-"}, {"hashes", "#"}, {"bullets", "•"}, {"slashes", "/"}, {"stars", "*"},
	{"at signs", "@"}, {"equals signs", "="}, {"parentheses", "("}, {"brackets", "["}, {"apostrophes", "'"},
	{"percent signs", "%"}, {"question marks", "?"}, {"underscores", "_"}, {"spaces", " "}, {"newlines", "\n"},
}

// generic are the shapes every demo's text gets.
func generic() []shape {
	var out []shape
	for _, s := range separators {
		out = append(out,
			run(s.name, s.char),
			run("a word and "+s.name, "a"+s.char),
			run("words and spaced "+s.name, "ab"+s.char+" "),
			run("digits and "+s.name, "12"+s.char),
		)
	}
	return append(out,
		run("letters", "a"),
		run("digits", "7"),
		run("capitals", "A"),
		run("short lines", "x\n"),
		run("blank lines between words", "x\n\n\n"),
		run("carriage returns", "x\r"),
		run("non-breaking spaces", "x\u00a0"),
		run("emoji", "😀"),
		run("emoji and colons", "😀:"),
		run("family emoji", "👩\u200d👩\u200d👧 "),
		run("CJK", "中"),
		run("CJK and commas", "中文,"),
		run("combining marks", "e\u0301"),
		run("combining marks on one letter", "\u0301"),
		run("right-to-left marks", "\u202eא"),
		run("replacement characters", "\ufffd"),
		run("one long line of prose", "Senior Go engineer, budget $25k, Total: $1.00, Date: 2026-03-05; must have Python and 5+ years. "),
		halves("dashes then colons", "-", ":"),
		halves("spaces then colons", " ", ":"),
		halves("letters then colons", "a", ":"),
		halves("parentheses then colons", "(", ":"),
	)
}

// builder writes a text of exactly max UTF-16 units.
type builder struct {
	b     strings.Builder
	units int
	max   int
}

// repeat writes unit again and again until the text has upTo units, cutting the last copy
// between characters (a character that does not fit is replaced by 'x').
func (b *builder) repeat(unit string, upTo int) {
	upTo = min(upTo, b.max)
	for b.units < upTo {
		for _, r := range unit {
			n := utf16.RuneLen(r)
			if b.units+n > upTo {
				r, n = 'x', 1
			}
			b.b.WriteRune(r)
			b.units += n
			if b.units >= upTo {
				return
			}
		}
	}
}

// text is what the API passes on: trimmed. A text that starts or ends with white space
// gets an 'x' in its place, so trimming leaves it at max units.
func (b *builder) text() string {
	runes := []rune(b.b.String())
	if len(runes) > 0 && unicode.IsSpace(runes[0]) {
		runes[0] = 'x'
	}
	if len(runes) > 0 && unicode.IsSpace(runes[len(runes)-1]) {
		runes[len(runes)-1] = 'x'
	}
	return string(runes)
}

// write makes shape's text of max UTF-16 units.
func write(s shape, max int) string {
	b := &builder{max: max}
	s.write(b)
	return b.text()
}

// texts writes each shape at the largest size of a demo text.
func texts(shapes []shape) []Text {
	out := make([]Text, len(shapes))
	for i, s := range shapes {
		out[i] = Text{Shape: s.name, Text: write(s, MaxText)}
	}
	return out
}

// runs makes one shape per unit, named by the unit as Go would quote it.
func runs(units ...string) []shape {
	out := make([]shape, len(units))
	for i, u := range units {
		out[i] = run(strconv.Quote(u), u)
	}
	return out
}
