package lexa

import "testing"

// A profile change is refused with field messages, or changes exactly the fields sent,
// each sanitised and within its limit.
func FuzzParseProfileUpdate(f *testing.F) {
	f.Add("Jo Smith", "Acme", "555 0100", uint8(7))
	f.Add("J", "", "", uint8(1))
	f.Add("<b>Jo</b>", "<script>x</script>", "\xff\xfe", uint8(6))
	f.Add("", "", "", uint8(0))
	f.Fuzz(func(t *testing.T, fullName, company, phone string, sent uint8) {
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
		out, err := ParseProfileUpdate(in)
		checkUserError(t, err, "full_name", "company_name", "phone")
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
	})
}
