package lexa

import (
	"slices"
	"testing"
)

// A new service is refused with field messages, or has a known type and a sanitised
// name of 1 to 100 characters.
func FuzzParseNewService(f *testing.F) {
	f.Add("voice-ai", "Front desk")
	f.Add("", "")
	f.Add("Voice-AI", "<b></b>")
	f.Add("payroll", "<script>alert(1)</script>Payroll \xff")
	f.Fuzz(func(t *testing.T, serviceType, name string) {
		out, err := ParseNewService(ServiceInput{Type: ServiceType(serviceType), Name: name})
		checkUserError(t, err, "service_type", "service_name")
		if err != nil {
			return
		}
		checkFits(t, "service_name", out.Name, 100)
		if out.Name == "" || !slices.Contains(ServiceTypes, out.Type) || out.Type != ServiceType(serviceType) {
			t.Fatalf("accepted %+v", out)
		}
	})
}

// A service change is refused with a message, or sets a known status and a valid name,
// only where they were sent.
func FuzzParseServiceUpdate(f *testing.F) {
	f.Add("active", "Front desk", uint8(3))
	f.Add("paused", "", uint8(1))
	f.Add("ACTIVE", "<i></i>", uint8(2))
	f.Add("", "", uint8(0))
	f.Fuzz(func(t *testing.T, status, name string, sent uint8) {
		in := ServiceUpdate{}
		if sent&1 != 0 {
			in.Status = &status
		}
		if sent&2 != 0 {
			in.Name = &name
		}
		out, err := ParseServiceUpdate(in)
		checkUserError(t, err, "status", "service_name")
		if err != nil {
			return
		}
		if (out.Status != nil) != (in.Status != nil) || (out.Name != nil) != (in.Name != nil) || (out.Status == nil && out.Name == nil) {
			t.Fatalf("sent %02b, changes %+v", sent&3, out)
		}
		if out.Status != nil && *out.Status != ServiceActive && *out.Status != ServicePaused {
			t.Fatalf("accepted the status %q", *out.Status)
		}
		if out.Name != nil {
			checkFits(t, "service_name", *out.Name, 100)
			if *out.Name == "" {
				t.Fatal("accepted an empty name")
			}
		}
	})
}
