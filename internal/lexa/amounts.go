package lexa

import (
	"fmt"
	"strings"
)

// ParseAmount reads an amount as a person types it into a correction, in either
// convention: "1,265.28" and "1.265,28" (and "1 265,28") are both 126528 cents. An amount
// has at most two decimals, so a lone separator followed by exactly three digits can only
// group thousands: "1,265" and "1.265" are both 1,265.00 (decision 0056). A leading
// currency sign ($, €, £, ¥) or minus is allowed; anything else is refused, never guessed.
func ParseAmount(s string) (cents int64, ok bool) {
	s = strings.TrimSpace(s)
	neg := false
	for _, minus := range []string{"-", "\u2212"} {
		if strings.HasPrefix(s, minus) {
			neg, s = true, strings.TrimSpace(s[len(minus):])
		}
	}
	for _, sign := range []string{"$", "€", "£", "¥"} {
		if strings.HasPrefix(s, sign) {
			s = strings.TrimSpace(s[len(sign):])
		} else if strings.HasSuffix(s, sign) {
			s = strings.TrimSpace(s[:len(s)-len(sign)])
		}
	}
	if !neg && strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	}
	s, ok = withoutSpaceGroups(s)
	if !ok || s == "" || s[0] < '0' || s[0] > '9' {
		return 0, false
	}
	whole, frac, ok := splitAmount(s)
	if !ok || len(whole) > 12 {
		return 0, false
	}
	for _, c := range whole {
		cents = cents*10 + int64(c-'0')
	}
	frac += "00"[:2-len(frac)]
	cents = cents*100 + int64(frac[0]-'0')*10 + int64(frac[1]-'0')
	if neg {
		cents = -cents
	}
	return cents, true
}

// withoutSpaceGroups takes out the spaces (plain, no-break, narrow) a French or Swiss
// amount groups thousands with: "1 265,28" → "1265,28". Every group after a space has
// three digits, and a space-grouped amount has no other thousands separator.
func withoutSpaceGroups(s string) (string, bool) {
	s = strings.NewReplacer("\u00a0", " ", "\u202f", " ").Replace(s)
	parts := strings.Split(s, " ")
	if len(parts) == 1 {
		return s, true
	}
	if !digitsOnly(parts[0]) || len(parts[0]) > 3 {
		return "", false
	}
	for i, p := range parts[1:] {
		last := i == len(parts)-2
		if len(p) < 3 || !digitsOnly(p[:3]) || len(p) > 3 && !last {
			return "", false
		}
		if rest := p[3:]; rest != "" && (len(rest) < 2 || len(rest) > 3 || !strings.ContainsRune(".,", rune(rest[0])) || !digitsOnly(rest[1:])) {
			return "", false
		}
	}
	return strings.Join(parts, ""), true
}

// splitAmount splits digits and separators into the whole units and the decimals.
func splitAmount(s string) (whole, frac string, ok bool) {
	last := strings.LastIndexAny(s, ".,")
	if last < 0 {
		return s, "", digitsOnly(s)
	}
	sep := s[last]
	other := byte(',')
	if sep == ',' {
		other = '.'
	}
	after := s[last+1:]
	decimal := false
	switch {
	case strings.IndexByte(s, other) >= 0: // both marks: the last one is the decimal one
		decimal = true
	case strings.Count(s, string(sep)) > 1: // one mark, several times: thousands
	case len(after) == 1 || len(after) == 2:
		decimal = true
	case len(after) != 3:
		return "", "", false
	}
	group := sep
	if decimal {
		if len(after) < 1 || len(after) > 2 || !digitsOnly(after) || strings.Count(s, string(sep)) > 1 {
			return "", "", false
		}
		frac, s, group = after, s[:last], other
	}
	groups := strings.Split(s, string(group))
	for i, g := range groups {
		if !digitsOnly(g) || i == 0 && len(g) > 3 && len(groups) > 1 || i > 0 && len(g) != 3 {
			return "", "", false
		}
	}
	return strings.Join(groups, ""), frac, true
}

func digitsOnly(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// FormatDecimal writes cents as a plain decimal, as an accounting import reads it and as
// a corrected amount is stored: 1187.00, -59.65.
func FormatDecimal(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// IsCurrencyCode tells whether code is an active ISO 4217 currency code (upper case).
func IsCurrencyCode(code string) bool {
	return len(code) == 3 && strings.Contains(currencyCodes, " "+code+" ")
}

// currencyCodes are ISO 4217's active codes (list one, 2024), funds and metals left out.
const currencyCodes = " AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD" +
	" CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD" +
	" HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD" +
	" MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG" +
	" QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD" +
	" TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG "

// CurrencyDigits is the number of decimals of code's smallest unit (ISO 4217's minor
// unit): 0 for the yen, 3 for the Bahraini dinar, 2 for most. Amounts Lexa reads keep
// hundredths of the main unit inside the invoice rules; what they hand out (Money.Cents,
// InvoiceField.Cents) is in this smallest unit, so ¥364,100 is 364100 and never 36410000.
func CurrencyDigits(code string) int {
	switch {
	case strings.Contains(zeroDecimalCurrencies, " "+code+" "):
		return 0
	case strings.Contains(threeDecimalCurrencies, " "+code+" "):
		return 3
	}
	return 2
}

// ISO 4217's currencies without and with three decimals in their smallest unit.
const (
	zeroDecimalCurrencies  = " BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF "
	threeDecimalCurrencies = " BHD IQD JOD KWD LYD OMR TND "
)

// MinorUnits converts hundredths of code's main unit (how the invoice rules keep amounts)
// to its smallest unit, rounding half away from zero where the currency has fewer
// decimals: 8450400 hundredths of a yen are 84504 yen.
func MinorUnits(hundredths int64, code string) int64 {
	switch CurrencyDigits(code) {
	case 0:
		if hundredths < 0 {
			return -((-hundredths + 50) / 100)
		}
		return (hundredths + 50) / 100
	case 3:
		return hundredths * 10
	}
	return hundredths
}

// FormatMinorUnits writes an amount in code's smallest unit as a plain decimal with the
// currency's own decimals, as an accounting import reads it: 1187.00 (USD), 84504 (JPY).
func FormatMinorUnits(units int64, code string) string {
	digits := CurrencyDigits(code)
	sign := ""
	if units < 0 {
		sign, units = "-", -units
	}
	if digits == 0 {
		return fmt.Sprintf("%s%d", sign, units)
	}
	scale := int64(1)
	for range digits {
		scale *= 10
	}
	return fmt.Sprintf("%s%d.%0*d", sign, units/scale, digits, units%scale)
}
