package lexa

import (
	"encoding/json"
	"testing"
)

// A profile change is refused with field messages, or changes exactly the fields sent,
// each sanitised and within its limit.
func FuzzParseProfileUpdate(f *testing.F) {
	f.Add("Jo Smith", "Acme", "555 0100", "25", uint8(15))
	f.Add("J", "", "", "10000.01", uint8(9))
	f.Add("<b>Jo</b>", "<script>x</script>", "\xff\xfe", "-1", uint8(14))
	f.Add("", "", "", "", uint8(0))
	f.Add("Al", "", "", "37.505", uint8(8))
	f.Fuzz(func(t *testing.T, fullName, company, phone, hourlyCost string, sent uint8) {
		in := ProfileUpdate{}
		if sent&1 != 0 {
			in.FullName = &fullName
		}
		if sent&2 != 0 {
			in.CompanyName = &company
		}
		if sent&4 != 0 {
			in.Phone = &phone
		}
		cost := json.Number(hourlyCost)
		if sent&8 != 0 {
			in.HourlyCost = &cost
		}
		out, err := ParseProfileUpdate(in)
		checkUserError(t, err, "full_name", "company_name", "phone", "hourly_cost")
		if err != nil {
			return
		}
		if (out.FullName != nil) != (in.FullName != nil) || (out.CompanyName != nil) != (in.CompanyName != nil) ||
			(out.Phone != nil) != (in.Phone != nil) {
			t.Fatalf("sent %03b, changes %+v", sent&7, out)
		}
		if out.FullName != nil {
			checkFits(t, "full_name", *out.FullName, 100)
			if textLength(*out.FullName) < 2 {
				t.Fatalf("accepted the name %q", *out.FullName)
			}
		}
		if out.CompanyName != nil {
			checkFits(t, "company_name", *out.CompanyName, 100)
		}
		if out.Phone != nil {
			checkFits(t, "phone", *out.Phone, 20)
		}
		if (out.HourlyCostCents != nil) != (in.HourlyCost != nil) {
			t.Fatalf("sent %04b, hourly cost %v", sent&15, out.HourlyCostCents)
		}
		if out.HourlyCostCents != nil {
			checkExact(t, "hourly_cost", hourlyCost, *out.HourlyCostCents, 100, maxHourlyCostCents)
		}
	})
}
