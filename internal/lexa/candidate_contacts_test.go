package lexa

import "testing"

func TestCandidateContacts(t *testing.T) {
	cases := []struct{ name, text, email, phone string }{
		{"UK", "Ana Ruiz\nLondon · +44 20 7946 0958 · ana.ruiz@example.co.uk\n\nExperience\n2019 - 2023 Go engineer", "ana.ruiz@example.co.uk", "+44 20 7946 0958"},
		{"US area code", "Sam Lee\nAustin, TX 78701\n(512) 555-0199\nsam_lee+jobs@mail.example.com.", "sam_lee+jobs@mail.example.com", "(512) 555-0199"},
		{"Germany", "Jonas Weber\nE-Mail: jonas.weber@example.de\nTelefon: +49 30 901820\nBerlin 10115", "jonas.weber@example.de", "+49 30 901820"},
		{"dots", "Kim Park | kim@park.io | 415.555.0176", "kim@park.io", "415.555.0176"},
		{"country code and parentheses", "Tel 1 (206) 555-0111", "", "1 (206) 555-0111"},
		{"only dates and years", "Jo Doe\nEducation 2015-2019\nBorn 03.04.1990\nZIP 94103\nWorked 2019 - 2023\nStudent ID 20151234",
			"", ""},
		{"digits in an address", "Reach me: jo.1985123456@example.com", "jo.1985123456@example.com", ""},
		{"obfuscated is not read", "ana at example dot com", "", ""},
		// OCR of a scan's small print writes a space beside the "@".
		{"OCR space after @", "=  priya.r@ protonmail.com\nPriya Raghunathan", "priya.r@protonmail.com", ""},
		{"OCR space before @", "ana.ruiz @example.co.uk", "ana.ruiz@example.co.uk", ""},
		{"an @ that is no address", "Meet @ 10 am, see you @ home", "", ""},
		// An address broken over two lines by a narrow column, at its "@" or a dot.
		{"broken after @", "Lena Vogt\nlena.vogt@\nmailbox.org\nBerlin", "lena.vogt@mailbox.org", ""},
		{"broken after the domain's dot", "Lena Vogt\nlena.vogt@mailbox.\norg", "lena.vogt@mailbox.org", ""},
		{"broken in its name", "Tomas Berg\ntomas.\n\nberg@fastmail.se | +46 8 123 456 78", "tomas.berg@fastmail.se", "+46 8 123 456 78"},
		// OCR of a slanted scan may set the cut-off start of the address after its line.
		{"OCR put the name's start after", "TOMAS BERG\n\nberg@fastmail.se | Phone: +46 8 123 456 78 | Malmo\n\ntomas.\n\nPROFILE",
			"tomas.berg@fastmail.se", "+46 8 123 456 78"},
		// What is not a broken address stays as it is.
		{"an address ending a sentence", "Write to lena@mailbox.org.\nreferences on request", "lena@mailbox.org", ""},
		{"a sentence's last word over an address", "Contact me at.\nlena@mailbox.org", "lena@mailbox.org", ""},
		{"a capitalised line under an @", "Follow me @\nTwitter", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			email, phone := CandidateContacts(tc.text)
			if email != tc.email || phone != tc.phone {
				t.Errorf("CandidateContacts = %q, %q; want %q, %q", email, phone, tc.email, tc.phone)
			}
		})
	}
}
