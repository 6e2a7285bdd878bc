package receptionist

import (
	"strings"

	"lexa/internal/lexa"
)

// Emergencies come first: a caller who describes one hears what to do and the emergency
// line at once, whatever else the call was about.

// chatNegations, said right before a trigger, mean the caller does not have it: "no
// swelling", "I don't smell gas". Only the word right before counts, so "it won't stop
// bleeding" and "my son isn't breathing" (a trigger of its own) still fire.
var chatNegations = map[string]bool{
	"no": true, "not": true, "without": true, "never": true, "isn't": true, "aren't": true, "wasn't": true,
	"don't": true, "doesn't": true, "didn't": true, "dont": true, "doesnt": true, "didnt": true, "isnt": true,
}

// emergencyAnswer is the answer to a message that describes one of the profile's
// emergencies, in English or in a language of emergencyGlossary; ok is false when it
// describes none. The chat and the phone line (which then dials the emergency line) both
// ask it.
func emergencyAnswer(p lexa.BusinessProfile, message string) (string, bool) {
	if trigger, ok := emergencyTrigger(p, chatWords(message)); ok {
		return emergencyReply(p, trigger), true
	}
	return foreignEmergency(p, message)
}

// emergencyTrigger is the first of the profile's triggers the words fire, if any.
func emergencyTrigger(p lexa.BusinessProfile, words []string) (lexa.EmergencyTrigger, bool) {
	for _, t := range p.Emergency.Triggers {
		if saysAffirmed(words, t.Any) && (len(t.With) == 0 || saysAffirmed(words, t.With)) {
			return t, true
		}
	}
	return lexa.EmergencyTrigger{}, false
}

// saysAffirmed reports whether any of phrases occurs in words without a negation right
// before it; every occurrence is looked at ("no swelling yesterday, but now it's swelling").
func saysAffirmed(words []string, phrases []string) bool {
	for _, s := range phrases {
		if saysAffirmedIn(words, newChatTerm(s), chatNegations) {
			return true
		}
	}
	return false
}

// saysAffirmedIn reports whether t occurs in words without one of negations right before.
func saysAffirmedIn(words []string, t chatTerm, negations map[string]bool) bool {
	for from := 0; from < len(words); {
		i := t.find(words[from:])
		if i < 0 {
			return false
		}
		i += from
		if i == 0 || !negations[words[i-1]] {
			return true
		}
		from = i + 1
	}
	return false
}

// emergencyReply is what the trigger says to do, then the emergency line, unless the
// message gave the number already.
func emergencyReply(p lexa.BusinessProfile, t lexa.EmergencyTrigger) string {
	message := t.Message
	if message == "" {
		message = p.Emergency.Message
	}
	if strings.Contains(message, p.Emergency.Phone) {
		return message
	}
	return message + " Please call our emergency line now at " + p.Emergency.Phone + "."
}
