package httpapi

import (
	"encoding/xml"
	"net/http"
)

// TwiML, Twilio's instructions for a call (https://www.twilio.com/docs/voice/twiml),
// written with encoding/xml so every text is escaped, whatever a caller or a profile said.

type twimlResponse struct {
	XMLName xml.Name `xml:"Response"`
	Verbs   []any
}

type twimlSay struct {
	XMLName xml.Name `xml:"Say"`
	Text    string   `xml:",chardata"`
}

// twimlGather listens for speech and posts what it heard (SpeechResult) to Action.
type twimlGather struct {
	XMLName       xml.Name `xml:"Gather"`
	Input         string   `xml:"input,attr"`
	Action        string   `xml:"action,attr"`
	Method        string   `xml:"method,attr"`
	SpeechTimeout string   `xml:"speechTimeout,attr"`
	Say           twimlSay
}

type twimlDial struct {
	XMLName xml.Name `xml:"Dial"`
	Number  string   `xml:",chardata"`
}

type twimlHangup struct {
	XMLName xml.Name `xml:"Hangup"`
}

// gatherTwiML says text and listens for the caller's answer, which goes to action; a
// caller who says nothing hears goodbye.
func gatherTwiML(text, action, silence string) twimlResponse {
	return twimlResponse{Verbs: []any{
		twimlGather{Input: "speech", Action: action, Method: http.MethodPost, SpeechTimeout: "auto", Say: twimlSay{Text: text}},
		twimlSay{Text: silence},
		twimlHangup{},
	}}
}

// hangupTwiML says text and ends the call.
func hangupTwiML(text string) twimlResponse {
	return twimlResponse{Verbs: []any{twimlSay{Text: text}, twimlHangup{}}}
}

// dialTwiML says text and connects the caller to number.
func dialTwiML(text, number string) twimlResponse {
	return twimlResponse{Verbs: []any{twimlSay{Text: text}, twimlDial{Number: number}}}
}

// writeTwiML answers a webhook with instructions for the call.
func writeTwiML(w http.ResponseWriter, t twimlResponse) {
	out, err := xml.Marshal(t)
	if err != nil {
		// Only a programming error (a verb encoding/xml cannot write) gets here.
		http.Error(w, "twiml", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte(xml.Header))
	_, _ = w.Write(out)
}
