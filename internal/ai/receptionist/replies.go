package receptionist

import (
	"time"

	"lexa/internal/ai/text"

	"lexa/internal/lexa"
)

// The receptionist's own sentences. Everything it says about the business comes from the
// profile; these only carry it, in the profile's tone. Each answer is a few sentences,
// as a spoken reply should be.

// tone is the small words of one of lexa.Tones.
type tone struct {
	sure    string // agreeing to do something
	yes     string // yes, the business does that
	sorry   string // to an upset caller
	welcome string // to thanks
	bye     string // the last words
}

var tones = map[string]tone{
	"friendly":     {sure: "Sure thing!", yes: "Yes, we can do that!", sorry: "I'm really sorry about that.", welcome: "You're welcome!", bye: "Have a great day!"},
	"warm":         {sure: "Of course!", yes: "Yes, we can help with that.", sorry: "I'm so sorry about that.", welcome: "You're very welcome!", bye: "Take care!"},
	"professional": {sure: "Certainly.", yes: "Yes, we handle that.", sorry: "I apologize for that.", welcome: "You're welcome.", bye: "Have a good day."},
}

func toneOf(p lexa.BusinessProfile) tone {
	if t, ok := tones[p.Tone]; ok {
		return t
	}
	return tones["professional"]
}

const anythingElse = "Is there anything else I can help you with?"

// robotReply answers "are you a robot?" honestly, and offers a person.
func robotReply(p lexa.BusinessProfile) string {
	return "I'm " + p.Name + "'s virtual receptionist, an AI assistant, not a person. I can answer questions about our services, prices and hours and book appointments, and I can put you through to someone on our team whenever you like. How can I help?"
}

// humanReply puts the caller through, or, when the office is closed, says when someone
// will call back and where to go with an emergency.
func humanReply(p lexa.BusinessProfile, local time.Time, t tone, transferTo string) string {
	if open, _ := openNow(p, local); open {
		if transferTo != "" {
			return t.sure + " " + transferText
		}
		return t.sure + " " + noTransferText(p) + " Or please tell me " + askMessageMarker + " and someone will call you back today."
	}
	return closedNowText(p, local) + " Leave your name and number and someone will call you back then. If it's urgent, our emergency line is " + p.Emergency.Phone + "."
}

// transferText opens a transfer to a person: said only where the line dials one.
const transferText = "I'll put you through to a member of our team now."

// noTransferText says honestly that nobody can be put through from here (a chat, or a
// line whose only number is its own), and where the team can be reached instead.
func noTransferText(p lexa.BusinessProfile) string {
	if p.Phone == "" {
		return "I can't put you through from here."
	}
	return "I can't put you through from here, but our team is in now: you can call them on " + p.Phone + "."
}

// angryReply calms an upset caller: an apology, and a person, now or first thing.
func angryReply(p lexa.BusinessProfile, local time.Time, t tone, transferTo string) string {
	out := t.sorry + " I understand how frustrating that is, and I want to put it right. "
	if open, _ := openNow(p, local); open {
		if transferTo != "" {
			return out + "I can put you through to a member of our team right now, or take your name and number so they call you back today. Which would you prefer?"
		}
		return out + noTransferText(p) + " Or tell me " + askMessageMarker + " and a member of our team will call you back today."
	}
	return out + closedNowText(p, local) + " If you leave your name and number, a member of our team will call you back first thing."
}

// offTopicReply turns a question the business cannot answer back to what it can.
func offTopicReply(p lexa.BusinessProfile) string {
	return "I'm sorry, I can't help with that. I'm " + p.Name + "'s virtual receptionist: I can tell you about our services, prices and opening hours, book or change an appointment, or take a message for our team. What can I do for you?"
}

func addressReply(p lexa.BusinessProfile) string {
	return "We're at " + p.Address + ". " + anythingElse
}

func phoneReply(p lexa.BusinessProfile) string {
	return "You can reach our front desk at " + p.Phone + " during opening hours, and our emergency line at " + p.Emergency.Phone + " any time."
}

func thanksReply(t tone) string { return t.welcome + " " + anythingElse }

func byeReply(p lexa.BusinessProfile, t tone) string {
	return "Thank you for calling " + p.Name + ". " + t.bye
}

func noReply() string { return "No problem. " + anythingElse }

// faqReply is the answer of the FAQ entry the words ask most specifically (the longest
// keyword found); ok is false when none is asked.
func faqReply(p lexa.BusinessProfile, words []string) (string, bool) {
	best, answer := 0, ""
	for _, f := range p.FAQ {
		if n := chatLongest(words, f.Keywords); n > best {
			best, answer = n, f.Answer
		}
	}
	return answer, best > 0
}

// otherLanguageReply answers a caller writing in a language the built-in engine does not
// speak: in their language where it knows a line of it, and in English, that it answers
// in English only and can take a message (a model, when configured, answers in the
// caller's language itself).
func otherLanguageReply(lang text.Language) string {
	english := "I'm sorry, I can only answer in English. I can take a message for the team: please tell me " +
		askMessageMarker + ", and someone will call you back."
	if l, ok := languageLines[lang.Code]; ok {
		return l.onlyEnglish + " " + english
	}
	return english
}

// languageLines are the receptionist's few lines in the languages it knows one in: that
// it answers in English and can take a message, and that it took it. Everything else it
// says in English. Grow it by an entry.
var languageLines = map[string]struct {
	onlyEnglish string
	// taken thanks the caller (", Name" or "") and says the message went to the team and
	// who calls back on which number.
	taken func(nameSuffix, phone string) string
	// emergency opens the answer to an emergency: call the emergency line now.
	emergency func(phone string) string
}{
	"es": {
		onlyEnglish: "Lo siento, solo puedo atender en inglés. Puedo tomar un mensaje para el equipo: dígame su nombre y su número de teléfono y le devolverán la llamada.",
		taken: func(name, phone string) string {
			return "Gracias" + name + ". He pasado su mensaje al equipo y le devolverán la llamada al " + phone + "."
		},
		emergency: func(phone string) string {
			return "Es una urgencia: llame ahora mismo a nuestra línea de urgencias, " + phone + "."
		},
	},
	"de": {
		onlyEnglish: "Entschuldigung, ich kann nur auf Englisch antworten. Ich kann eine Nachricht für das Team aufnehmen: Nennen Sie mir bitte Ihren Namen und Ihre Telefonnummer, dann ruft man Sie zurück.",
		taken: func(name, phone string) string {
			return "Danke" + name + ". Ich habe Ihre Nachricht an das Team weitergegeben, man ruft Sie unter " + phone + " zurück."
		},
		emergency: func(phone string) string {
			return "Das ist ein Notfall: Rufen Sie bitte sofort unsere Notfallnummer an, " + phone + "."
		},
	},
	"fr": {
		onlyEnglish: "Désolé, je ne peux répondre qu'en anglais. Je peux prendre un message pour l'équipe : donnez-moi votre nom et votre numéro de téléphone, et on vous rappellera.",
		taken: func(name, phone string) string {
			return "Merci" + name + ". J'ai transmis votre message à l'équipe, qui vous rappellera au " + phone + "."
		},
		emergency: func(phone string) string {
			return "C'est une urgence : appelez tout de suite notre ligne d'urgence au " + phone + "."
		},
	},
}

// Transfer is what the line says before it puts the caller through to call.TransferTo:
// the caller asked for a person, as Reply reads it, while the office is open. ok is false
// otherwise, and Reply answers as ever.
func (Conversations) Transfer(call lexa.ChatCall) (string, bool) {
	last := len(call.Messages) - 1
	if call.TransferTo == "" || last < 0 || call.Messages[last].Role != "user" {
		return "", false
	}
	message := call.Messages[last].Content
	words := chatWords(message)
	if !chatHasAny(words, chatHumanTerms) || chatHasAny(words, chatRobotTerms) || isAngry(message, words) {
		return "", false
	}
	if open, _ := openNow(call.Business, localTime(call.Business, call.At)); !open {
		return "", false
	}
	return toneOf(call.Business).sure + " " + transferText, true
}
