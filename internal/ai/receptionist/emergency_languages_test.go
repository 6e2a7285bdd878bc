package receptionist

import (
	"strings"
	"testing"
)

// An emergency described in Spanish, German or French fires the profile's English
// triggers: the caller hears the emergency line first, in their language and in English.
func TestEmergenciesInOtherLanguages(t *testing.T) {
	for _, tc := range []struct{ business, message, line, phone string }{
		{"hvac-contractor", "Hola, huele a gas en toda la casa, ¿qué hago?", "Es una urgencia", "(555) 013-4499"},
		{"hvac-contractor", "Guten Tag, bei uns im Keller riecht es stark, Gasgeruch überall!", "Das ist ein Notfall", "(555) 013-4499"},
		{"dental-clinic", "Bonjour, j'ai le visage très enflé depuis hier soir.", "C'est une urgence", "(555) 014-2299"},
		{"dental-clinic", "Hola, mi encía sangra y no para desde hace una hora.", "Es una urgencia", "(555) 014-2299"},
		{"law-office", "Bonjour, mon frère est en garde à vue depuis ce matin.", "C'est une urgence", "(555) 016-7799"},
		{"law-office", "Hallo, mein Sohn wurde verhaftet, wir brauchen sofort Hilfe.", "Das ist ein Notfall", "(555) 016-7799"},
	} {
		got := last(t0, tc.business, tc.message)
		wantAll(t, got, tc.line, tc.phone)
		wantNone(t, got, "I can only answer in English")
	}
	// What is not an emergency, or is denied, gets the line in the caller's language and
	// the offer of a message, as before.
	for _, tc := range []struct{ business, message string }{
		{"dental-clinic", "Hola, quiero una cita para mañana por la tarde."},
		{"dental-clinic", "Bonjour, je voudrais un rendez-vous pour un détartrage, sans fièvre ni douleur."},
		{"hvac-contractor", "Guten Tag, kein Gasgeruch, aber die Heizung ist kalt."},
		{"dental-clinic", "Hola, me sangran un poco las encías cuando me cepillo."},
	} {
		got := last(t0, tc.business, tc.message)
		wantAll(t, got, "I can only answer in English", askMessageMarker)
		wantNone(t, got, "urgencia", "Notfall", "urgence")
	}
	// The phone line asks the same question, and then dials the emergency line.
	if reply, ok := (Conversations{}).Emergency(sample("hvac-contractor"), "Bonjour, ça sent le gaz dans le garage"); !ok ||
		!strings.Contains(reply, "C'est une urgence") {
		t.Errorf("the phone line's emergency in French: %q, %v", reply, ok)
	}
	// An English caller is read by the triggers as ever.
	wantAll(t, last(t0, "hvac-contractor", "I smell gas in the kitchen"), "(555) 013-4499")
}
