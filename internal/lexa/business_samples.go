package lexa

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
)

// The voice demo's sample businesses, one JSON file each in businesses/: the receptionist
// plays one of them, never Lexa's own sales desk. They are the shape a customer's own
// profile will have, so they are data a person can read and change, checked by
// BusinessProfile.Validate when the program starts (and by the tests).
//
//go:embed businesses/*.json
var sampleFiles embed.FS

// sampleOrder is the order the demo offers them in; the first is the default.
var sampleOrder = []string{"dental-clinic", "hvac-contractor", "law-office"}

// DefaultBusiness is the sample the voice demo plays when a request names none.
const DefaultBusiness = "dental-clinic"

var samples = mustLoadSamples()

// SampleBusinesses are the demo's business profiles, in the order the demo offers them.
func SampleBusinesses() []BusinessProfile {
	out := make([]BusinessProfile, len(samples))
	copy(out, samples)
	return out
}

// SampleBusiness is the sample with the id, if there is one.
func SampleBusiness(id string) (BusinessProfile, bool) {
	for _, p := range samples {
		if p.ID == id {
			return p, true
		}
	}
	return BusinessProfile{}, false
}

// mustLoadSamples reads and checks every sample; a broken file is a bug in the build, so
// it stops the program at start-up rather than at a visitor's first call.
func mustLoadSamples() []BusinessProfile {
	out := make([]BusinessProfile, len(sampleOrder))
	for i, id := range sampleOrder {
		p, err := decodeProfile(sampleFiles, "businesses/"+id+".json")
		if err == nil && p.ID != id {
			err = fmt.Errorf("its id is %q", p.ID)
		}
		if err == nil {
			err = p.Validate()
		}
		if err != nil {
			panic(fmt.Sprintf("sample business %s: %v", id, err))
		}
		out[i] = p
	}
	return out
}

// DecodeProfile reads one business profile as JSON, refusing unknown fields (a misspelt
// field would otherwise be silently empty) and anything after the object. It does not
// validate: call Validate.
func DecodeProfile(r io.Reader) (BusinessProfile, error) {
	var p BusinessProfile
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return p, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return p, fmt.Errorf("unexpected data after the profile")
	}
	return p, nil
}

func decodeProfile(fsys embed.FS, name string) (BusinessProfile, error) {
	data, err := fsys.ReadFile(name)
	if err != nil {
		return BusinessProfile{}, err
	}
	return DecodeProfile(bytes.NewReader(data))
}
