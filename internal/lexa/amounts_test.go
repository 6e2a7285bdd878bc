package lexa

import "testing"

// Amounts handed out are in the currency's smallest unit (ISO 4217): yen have none
// smaller, the Bahraini dinar has thousandths.
func TestMinorUnits(t *testing.T) {
	for _, c := range []struct {
		hundredths int64
		code       string
		units      int64
		plain      string
	}{
		{118700, "USD", 118700, "1187.00"},
		{-5965, "EUR", -5965, "-59.65"},
		{36410000, "JPY", 364100, "364100"},
		{8450450, "JPY", 84505, "84505"}, // half a yen rounds away from zero
		{-150, "KRW", -2, "-2"},
		{125000, "BHD", 1250000, "1250.000"},
		{12345, "XYZ", 12345, "123.45"}, // a code the table does not name keeps two decimals
	} {
		units := MinorUnits(c.hundredths, c.code)
		if units != c.units {
			t.Errorf("MinorUnits(%d, %s) = %d, want %d", c.hundredths, c.code, units, c.units)
		}
		if got := FormatMinorUnits(units, c.code); got != c.plain {
			t.Errorf("FormatMinorUnits(%d, %s) = %q, want %q", units, c.code, got, c.plain)
		}
	}
}
