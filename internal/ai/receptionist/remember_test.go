package receptionist

import (
	"testing"
)

// Issue 30, item 3: the details given so far are carried across turns and asked for only
// when missing; a service the business does not list gets no price list but a message;
// a caller writing in Spanish gets a line in Spanish and an offer to take a message.
func TestConversationRemembers(t *testing.T) {
	h := talk(t0, "dental-clinic", "Hi, I'm Maria Lopez, my number is 555-123-4567", "I'd like to book a cleaning", "Monday at 9")
	wantAll(t, h[5].Content, demoNothingBooked, "Maria Lopez", "cleaning and exam", "Monday, March 16 at 9:00 AM", "555-123-4567")
	// Only what is missing is asked for: the number, once the name and time are known.
	h = talk(t0, "dental-clinic", "Can I book a filling on Monday at 9? I'm Dana Lee", "555-222-3333")
	wantAll(t, h[1].Content, "May I have a phone number")
	wantNone(t, h[1].Content, askNamePart, "Which day")
	wantAll(t, h[3].Content, demoNothingBooked, "Dana Lee", "555-222-3333")
	// A bare name given when asked counts later too: moving the appointment asks only when.
	h = talk(t0, "dental-clinic", "I'd like to book a cleaning", "Thursday at 10", "Sam Ortiz, 555-123-4567",
		"I need to reschedule my appointment")
	wantAll(t, h[7].Content, "I can move your appointment. Which day and time would suit you instead?")
}

// A request to change the time is a move, not "I can't help with that"; during a booking,
// it is about that booking's time.
func TestChangeTheTime(t *testing.T) {
	for _, line := range []string{"Can I change the time?", "I need to change the time of my appointment", "I can't make it on Thursday, can we move it?"} {
		got := last(t0, "dental-clinic", line)
		wantAll(t, got, "I can move your appointment")
		wantNone(t, got, "can't help with that")
	}
	got := last(t0, "dental-clinic", "I'd like to book a cleaning on Thursday at 10", "Actually, can I change the time to 11am?")
	wantAll(t, got, "Thursday, March 12 at 11:00 AM is available", askNamePart)
	wantNone(t, got, "move your appointment")
}

func TestServiceNotOffered(t *testing.T) {
	for _, line := range []string{"Do you do tattoo removal?", "How much is a tattoo removal?", "how much do you charge for dental implants?",
		"Do you offer botox?"} {
		got := last(t0, "dental-clinic", line)
		wantAll(t, got, "We don't offer that, but I can take a message for the team", askMessageMarker)
		wantNone(t, got, "Here are some of our prices", "$")
	}
	// A service the business lists, a general price question and the FAQ answer as before.
	wantAll(t, last(t0, "dental-clinic", "Do you do root canals?"), "root canal starts at $950")
	wantAll(t, last(t0, "dental-clinic", "How much is it?"), "Here are some of our prices")
	wantAll(t, last(t0, "dental-clinic", "how much do you charge?"), "Here are some of our prices")
	wantNone(t, last(t0, "dental-clinic", "Do you do appointments on Saturdays?"), "We don't offer that")
	// The offer is taken at the caller's word: their name and number are the message.
	h := talk(t0, "dental-clinic", "Do you do tattoo removal?", "Sure, I'm Ana Ruiz, 555-333-2222")
	wantAll(t, h[3].Content, "no message was passed on", "555-333-2222")
}

func TestSpanishCaller(t *testing.T) {
	h := talk(t0, "dental-clinic", "Hola, quiero una cita para el lunes", "Soy Maria Lopez, 555-123-4567")
	wantAll(t, h[1].Content, "Lo siento", "inglés", "mensaje", askMessageMarker)
	wantNone(t, h[1].Content, "can't help with that")
	wantAll(t, h[3].Content, "no message was passed on", "555-123-4567")
	_, c := conclude(t, dental(), t0, nil, "Hola, quiero una cita para el lunes", "Soy Maria Lopez, 555-123-4567")
	if c.Message == nil || c.Message.Phone != "555-123-4567" || c.Message.Name != "Maria Lopez" {
		t.Fatalf("the Spanish caller's message: %+v", c)
	}
	wantAll(t, MessageTakenReply(*c.Message), "Gracias, Maria Lopez. He pasado su mensaje", messagePassed)
	wantNone(t, MessageTakenReply(Message{Name: "Sam", Phone: "555-000-1111", Text: "please call me back"}), "Gracias")
	if c.Message.Language != "Spanish" {
		t.Fatalf("the Spanish caller's message is not marked Spanish: %+v", c.Message)
	}
	// Another language the engine has no line in: English only, and a message offered.
	got := last(t0, "dental-clinic", "Buongiorno, vorrei un appuntamento per la pulizia, grazie")
	wantAll(t, got, "I can only answer in English", askMessageMarker)
	wantNone(t, got, "Lo siento", "Entschuldigung", "Désolé")
	// English with a Spanish name stays English.
	wantAll(t, last(t0, "dental-clinic", "Hi, this is Jose de la Cruz, what are your hours?"), "Monday to Wednesday")
}

// German and French callers (issue 31, item 3): a line in their language, their name and
// number read when they give them, and the message marked with its language so the team
// reads the rest themselves.
func TestGermanAndFrenchCallers(t *testing.T) {
	for _, tc := range []struct {
		first, second, name, phone, line, taken, language string
	}{
		{"Guten Tag, ich brauche einen Termin für die Reinigung", "Ich bin Hans Müller, 555-123-9876", "Hans Müller",
			"555-123-9876", "Entschuldigung, ich kann nur auf Englisch antworten", "Danke, Hans Müller. Ich habe Ihre Nachricht", "German"},
		{"Bonjour, je voudrais un rendez-vous pour un détartrage", "Je m'appelle Claire Dubois, 555-987-1234", "Claire Dubois",
			"555-987-1234", "Désolé, je ne peux répondre qu'en anglais", "Merci, Claire Dubois. J'ai transmis votre message", "French"},
	} {
		h := talk(t0, "dental-clinic", tc.first, tc.second)
		wantAll(t, h[1].Content, tc.line, askMessageMarker)
		wantNone(t, h[1].Content, "can't help with that", "Lo siento")
		_, c := conclude(t, dental(), t0, nil, tc.first, tc.second)
		if c.Message == nil || c.Message.Name != tc.name || c.Message.Phone != tc.phone || c.Message.Language != tc.language {
			t.Fatalf("%s: the caller's message: %+v", tc.language, c.Message)
		}
		wantAll(t, MessageTakenReply(*c.Message), tc.taken, tc.phone, messagePassed)
	}
	// An English message is marked with no language.
	_, c := conclude(t, dental(), t0, nil, "Can you take a message?", "I'm Sam Ortiz, 555-000-1111")
	if c.Message == nil || c.Message.Language != "" {
		t.Fatalf("an English message: %+v", c.Message)
	}
}
