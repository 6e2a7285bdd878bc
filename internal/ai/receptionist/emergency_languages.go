package receptionist

import (
	"sync"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// An emergency is an emergency in any language. A business writes its emergency triggers
// in English ("gas smell", "arrested", "swollen"); a caller who writes "ça sent le gaz" or
// "mi hijo fue arrestado" must still hear the emergency line at once, not only the offer of
// a message that other languages get. So the emergency words of the languages the
// receptionist has lines in (languageLines) are glossed into the English words triggers
// use, and the profile's own triggers are tried on the gloss (issue 31, item 3).

// emergencyGlossary maps phrases of Spanish, German and French, written accent-free and in
// lower case as text.Fold writes them, to English words a profile's triggers use. A phrase
// ending in * matches a word's start, as in a profile's triggers. Words that only give a
// trigger its context ("tomorrow", "tooth") are here too: a trigger fires only when its
// own words do. The phrases are read whatever language the message was told to be in: a
// short cry for help ("huele a gas, ¿qué hago?") has too few small words to tell, and the
// phrases are no English. Grow a language by a line.
var emergencyGlossary = []struct {
	code    string // the language, as text.Language.Code and languageLines name it
	phrases [][2]string
}{
	{"es", [][2]string{
		{"olor a gas", "gas smell"}, {"huele a gas", "gas smell"}, {"fuga de gas", "gas leak"}, {"monoxido", "carbon monoxide"},
		{"humo", "smoke"}, {"fuego", "on fire"}, {"incendio", "on fire"}, {"llamas", "flames"},
		{"no puedo respirar", "can't breathe"}, {"no puede respirar", "can't breathe"}, {"dificultad para respirar", "trouble breathing"},
		{"hinchad*", "swollen"}, {"hinchazon", "swelling"}, {"inflamad*", "swollen"}, {"sangr*", "bleeding"},
		{"no para", "won't stop"}, {"no deja de", "won't stop"}, {"fiebre", "fever"},
		{"cara", "face"}, {"muela", "tooth"}, {"diente*", "tooth"}, {"encia*", "gums"},
		{"arrestad*", "arrested"}, {"detenid*", "detained"}, {"carcel", "in jail"}, {"fianza", "bail"},
		{"audiencia", "hearing"}, {"juicio", "trial"}, {"tribunal", "court"}, {"manana", "tomorrow"}, {"hoy", "today"},
	}},
	{"de", [][2]string{
		{"gasgeruch", "gas smell"}, {"riecht nach gas", "gas smell"}, {"gasleck", "gas leak"}, {"kohlenmonoxid", "carbon monoxide"},
		{"rauch", "smoke"}, {"feuer", "on fire"}, {"brennt", "on fire"}, {"flammen", "flames"},
		{"kann nicht atmen", "can't breathe"}, {"atemnot", "trouble breathing"}, {"keine luft", "can't breathe"},
		{"geschwollen", "swollen"}, {"schwellung", "swelling"}, {"blutet", "bleeding"}, {"blutung", "bleeding"},
		{"hort nicht auf", "won't stop"}, {"fieber", "fever"},
		{"gesicht", "face"}, {"zahn", "tooth"}, {"zahne", "teeth"}, {"zahnfleisch", "gums"},
		{"festgenommen", "arrested"}, {"verhaftet", "arrested"}, {"in haft", "in custody"}, {"gefangnis", "in jail"},
		{"polizeigewahrsam", "in custody"}, {"kaution", "bail"},
		{"gericht", "court"}, {"verhandlung", "hearing"}, {"morgen", "tomorrow"}, {"heute", "today"},
	}},
	{"fr", [][2]string{
		{"odeur de gaz", "gas smell"}, {"sent le gaz", "gas smell"}, {"fuite de gaz", "gas leak"}, {"monoxyde", "carbon monoxide"},
		{"fumee", "smoke"}, {"incendie", "on fire"}, {"flammes", "flames"},
		{"ne peux pas respirer", "can't breathe"}, {"ne peut pas respirer", "can't breathe"}, {"mal a respirer", "trouble breathing"},
		{"enfle*", "swollen"}, {"gonfle*", "swollen"}, {"saign*", "bleeding"}, {"s'arrete pas", "won't stop"}, {"fievre", "fever"},
		{"visage", "face"}, {"dent", "tooth"}, {"dents", "teeth"}, {"gencive*", "gums"},
		{"garde a vue", "in custody"}, {"en prison", "in jail"}, {"detenu*", "detained"}, {"arrete par la police", "arrested"},
		{"tribunal", "court"}, {"audience", "hearing"}, {"proces", "trial"}, {"demain", "tomorrow"}, {"aujourd'hui", "today"},
	}},
}

// glossNegations, right before a phrase, say the caller does not have it ("sin fiebre",
// "kein Fieber", "pas de fumée").
var glossNegations = map[string]bool{"no": true, "sin": true, "nicht": true, "kein": true, "keine": true, "ohne": true,
	"pas": true, "sans": true}

// glossaryTerms is emergencyGlossary made ready to match, once: every chat message is
// read against it.
var glossaryTerms = sync.OnceValue(func() []glossaryLanguage {
	out := make([]glossaryLanguage, len(emergencyGlossary))
	for i, l := range emergencyGlossary {
		out[i].code = l.code
		for _, g := range l.phrases {
			out[i].phrases = append(out[i].phrases, glossaryPhrase{term: newChatTerm(g[0]), english: chatWords(g[1])})
		}
	}
	return out
})

type glossaryLanguage struct {
	code    string
	phrases []glossaryPhrase
}

type glossaryPhrase struct {
	term    chatTerm
	english []string
}

// glossEmergency is the English of the emergency words a message says in the glossary's
// languages, as chat words, and the language most of them are in; nil when it says none.
func glossEmergency(message string) (english []string, code string) {
	words := chatWords(text.Fold(message))
	most := 0
	for _, l := range glossaryTerms() {
		found := 0
		for _, g := range l.phrases {
			if saysAffirmedIn(words, g.term, glossNegations) {
				english = append(english, g.english...)
				found++
			}
		}
		if found > most {
			most, code = found, l.code
		}
	}
	return english, code
}

// foreignEmergency is the emergency a caller describes in Spanish, German or French: the
// reply, a line in their language first, then the profile's own; ok is false when the
// message fires none of the profile's triggers.
func foreignEmergency(p lexa.BusinessProfile, message string) (string, bool) {
	if p.Emergency.Phone == "" {
		return "", false
	}
	gloss, code := glossEmergency(message)
	if len(gloss) == 0 {
		return "", false
	}
	trigger, ok := emergencyTrigger(p, gloss)
	if !ok {
		return "", false
	}
	return languageLines[code].emergency(p.Emergency.Phone) + " " + emergencyReply(p, trigger), true
}
