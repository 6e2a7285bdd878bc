package main

import (
	"fmt"
	"strings"
	"time"
)

// locale is how one country's invoicing software writes money and dates, and in which
// language its labels are.
type locale struct {
	id       string // "en-US"
	lang     string // the labels' language: en, de, fr, es, ja
	currency string // ISO 4217
	symbol   string
	suffix   bool   // "1.265,28 €" rather than "€1,265.28"
	space    string // between the symbol and the number ("€ 1.265,28"), if any
	group    string // thousands separator
	decimal  string // "" for a currency without minor units (JPY)
	taxRates []int  // in thousandths of a percent: 19000 is 19 %, 8875 is 8.875 %
	dates    []string
}

// locales are the ones the corpus draws from; each date layout is a Go reference
// layout, or one of the named forms dateText knows ("de-long", "ja-kanji").
var locales = []locale{
	{id: "en-US", lang: "en", currency: "USD", symbol: "$", group: ",", decimal: ".", taxRates: []int{0, 6250, 7250, 8250, 8875},
		dates: []string{"January 2, 2006", "01/02/2006", "Jan 2, 2006", "2006-01-02"}},
	{id: "en-GB", lang: "en", currency: "GBP", symbol: "£", group: ",", decimal: ".", taxRates: []int{20000},
		dates: []string{"2 January 2006", "02/01/2006", "2 Jan 2006"}},
	{id: "en-IE", lang: "en", currency: "EUR", symbol: "€", group: ",", decimal: ".", taxRates: []int{23000},
		dates: []string{"2 January 2006", "02/01/2006"}},
	{id: "nl-NL", lang: "en", currency: "EUR", symbol: "€", space: " ", group: ".", decimal: ",", taxRates: []int{21000},
		dates: []string{"02-01-2006", "2 January 2006"}},
	{id: "de-DE", lang: "de", currency: "EUR", symbol: "€", suffix: true, space: " ", group: ".", decimal: ",", taxRates: []int{19000, 7000},
		dates: []string{"02.01.2006", "de-long"}},
	{id: "fr-FR", lang: "fr", currency: "EUR", symbol: "€", suffix: true, space: "\u00a0", group: "\u202f", decimal: ",", taxRates: []int{20000},
		dates: []string{"02/01/2006", "fr-long"}},
	{id: "es-ES", lang: "es", currency: "EUR", symbol: "€", suffix: true, space: " ", group: ".", decimal: ",", taxRates: []int{21000},
		dates: []string{"02/01/2006", "es-long"}},
	{id: "ja-JP", lang: "ja", currency: "JPY", symbol: "¥", group: ",", taxRates: []int{10000},
		dates: []string{"2006/01/02", "ja-kanji"}},
	{id: "en-JP", lang: "en", currency: "JPY", symbol: "¥", group: ",", taxRates: []int{10000},
		dates: []string{"2006/01/02", "Jan 2, 2006"}},
}

// money writes an amount in minor units (cents; yen for JPY) as the locale does.
func (l locale) money(minor int64) string {
	neg := minor < 0
	if neg {
		minor = -minor
	}
	whole, frac := minor, int64(0)
	if l.decimal != "" {
		whole, frac = minor/100, minor%100
	}
	digits := fmt.Sprint(whole)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(l.group)
		}
		b.WriteRune(d)
	}
	n := b.String()
	if l.decimal != "" {
		n += fmt.Sprintf("%s%02d", l.decimal, frac)
	}
	s := l.symbol + l.space + n
	if l.suffix {
		s = n + l.space + l.symbol
	}
	if neg {
		s = "-" + s
	}
	return s
}

// plain is the expected value of an amount: a bare decimal number, "1265.28" or "126500".
func (l locale) plain(minor int64) string {
	if l.decimal == "" {
		return fmt.Sprint(minor)
	}
	return fmt.Sprintf("%d.%02d", minor/100, minor%100)
}

var (
	monthsDE = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}
	monthsFR = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
	monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}
)

// dateText writes t in layout: a Go layout, or a month-name form Go cannot write.
func dateText(t time.Time, layout string) string {
	m := int(t.Month()) - 1
	switch layout {
	case "de-long":
		return fmt.Sprintf("%d. %s %d", t.Day(), monthsDE[m], t.Year())
	case "fr-long":
		return fmt.Sprintf("%d %s %d", t.Day(), monthsFR[m], t.Year())
	case "es-long":
		return fmt.Sprintf("%d de %s de %d", t.Day(), monthsES[m], t.Year())
	case "ja-kanji":
		return fmt.Sprintf("%d年%d月%d日", t.Year(), m+1, t.Day())
	}
	return t.Format(layout)
}

// percent writes a tax rate in thousandths of a percent: "19 %", "8.875%".
func (l locale) percent(rate int) string {
	s := strings.TrimRight(strings.TrimRight(fmt.Sprintf("%d.%03d", rate/1000, rate%1000), "0"), ".")
	if l.decimal == "," {
		return strings.Replace(s, ".", ",", 1) + " %"
	}
	return s + "%"
}
