package adversarial

import (
	"strings"

	"lexa/internal/lexa"
)

// Each demo's corpus is the generic shapes plus the words and layouts its parser looks for,
// repeated: the labels, markers and amounts that send a parser down its costlier paths.

// The cue words of each demo's checks, none making a whole phrase a check looks for.
const (
	leadCues = "usd $ approval sign-off buy-in needs the renews expires ends is up using currently switching " +
		"replacing unhappy with jan day week month year call calls seats agents staff 1 @ + - budget approved " +
		"spend evaluating comparing decision maker owner manager missed calls pricing page replied " +
		"no not never don't maybe do not call stop unsubscribe remove me refund your technician my resume apply seo " +
		"page 1 of google we offer click here wrong number presupuesto dueña 2.000 € al mes ab März +34 612 "
	invoiceCues = "Invoice # no Date Due Terms Net days receipt payment due within Total Subtotal Tax VAT " +
		"Shipping Discount Paid Balance Amount % ( x @ = $ € 1 12/ 05.03. Bill To From Vendor Qty Price "
	resumeCues = "MS B.S. Ph M. b. a.a BA degree at least years yrs experience 2019 Jan Present required must " +
		"nice to have plus preferred or equivalent expected in progress C++ Go .net node . js Senior "
	chatCues = "my name is at 1 a p jan 12: @ I am I'm under call me this is monday tomorrow morning noon " +
		"book demo price human hours annual roi yes no thanks "
)

// Leads is the call-center demo's corpus.
func Leads() []Text {
	return texts(append(generic(), append(runs(
		"Name:", "Name: Jo, ", "Budget:", "Budget: $5k, ", "budget ", "Budget: ", "•Name:", "- Budget: ", "$1 ",
		"$5k-$10k ", "usd ", "renews in Q3 ", "needs CFO approval ", "sign-off from the ", "using Zendesk ",
		"currently using ", "5 seats ", "500 calls a day ", "within 2 weeks ", "a. ", "CEO ", "missed calls ",
		"head of ", "requested a demo ", "Timeline: ", "Notes: a. b. ", "no budget ", "Q3 ", "mo ", "x:y, ",
		"12,", "needs x-needs-", "a@", "1 2 3 4 5 6 7 8 ", "+1 (",
		// Every cue word of every check, in one long sentence and in many: each check's
		// cheap test passes, and then its pattern has the whole text to search.
		leadCues, leadCues+". "),
		halves("dashes then labels", "-", "Name:"),
		halves("a long segment then labels", "a", ",Name:"),
		halves("a leading run then a sentence of labels", "*", "Budget: $5k. "),
	)...))
}

// Invoices is the payroll demo's corpus.
func Invoices() []Text {
	return texts(append(generic(), append(runs(
		"Total ", "Total: $1.00\n", "Total Total ", "Date: ", "Date:", "Date: 2026-03-05 ", "Due: ", "Due:\n",
		"Invoice # ", "Invoice #1 ", "INVOICE ", "Invoice ", "$1.00 ", "1,000 ", "1.000,00 ", "Net 30 ", "30 days ",
		"Description  Qty  Price  Amount\n", "| $1.00 ", "Item x 3 @ $1.00 = $3.00\n", "Subtotal $1.00\n",
		"Tax 8% $1.00\n", "Shipping $5.00\n", "Bill To\n", "Bill To:  ", "From: Acme LLC\n", "a:", "a: b ",
		"03/05/2026 ", "5 March 2026 ", "Mar 5, 2026 ", "Due on receipt ", "payment due within 30 days ",
		"Date 2026-03-05 ", "x ", "@ ", "- ", "(1.00) ", "Item  2  $1.00  $2.00\n", "Item - $1.00\n\n",
		"1%", "12/", "(", "Total (", invoiceCues, invoiceCues+"\n"),
		halves("labels then one long value", "Due: ", "x"),
		halves("labels then a long value line", "Date:  ", "\n"+strings.Repeat("1", MaxText)),
		halves("empty labels over a long next line", "Date:\n", "x"),
	)...))
}

// Recruitments is the resume analyzer's corpus: each shape as both the resume and the job.
func Recruitments() []Recruitment {
	shapes := append(generic(), append(runs(
		"must ", "required ", "Required ", "must have Go ", "Go ", "Go or Python, ", "Go/Python ", "Requirements:\n",
		"- must\n", "5+ years ", "5 years of experience ", "at least 5 years ", "Bachelor's degree ",
		"Bachelor's degree, expected ", "MS in ", "a plus ", "nice to have ", "Nice to have: Go\n",
		"preferred ", "2019 - 2020 ", "Jan 2020 - Present ", "03/2019 to 06/2021 ", "2019 ", "Education\n",
		"Experience\n", "Skills:\n", "C++ ", "C# ", ".net ", "node.js ", "John C. Smith ", "React Native ",
		"Senior ", "Title: Senior Go Engineer\n", "experience ", "or equivalent experience ", "degree ",
		"B.SC 0", "12/", "at least ", resumeCues, resumeCues+". ", resumeCues+"\n",
		// The kinds' cues, European dates and headings, a job's negation and boilerplate,
		// endorsements by letter (decision 0067).
		"Dear Hiring Manager, ", "Sincerely, ", "we are looking for ", "03.2019 – 08.2023 ", "01.03.2019 - ",
		"seit 2020 ", "2020 – heute ", "März 2019 ", "Berufserfahrung\n", "Dipl.-Ing. ", "Hazmat not required ",
		"no degree required ", "To apply, send your resume to our Recruiting team. ", "endorsements: H, N, ", "H, ",
		"Acme is a ", "Ihr Profil:\n"),
		halves("a leading run then markers", "(", "must "),
		halves("colons then markers", ":", "required "),
		halves("a leading run then skills and markers", "-", "Go must "),
		halves("skills then markers", "Go ", "must "),
		halves("markers then skills", "a plus ", "Go "),
	)...)
	out := make([]Recruitment, len(shapes))
	for i, s := range shapes {
		text := write(s, MaxText)
		out[i] = Recruitment{Shape: s.name, Resume: text, JobDescription: text}
	}
	return out
}

// Contents is the content generator's corpus: each topic on every platform, the type and
// tone taking turns.
func Contents() []Content {
	var out []Content
	for i, t := range texts(append(generic(), runs(
		"#tag ", "#", "AI-powered ", "don't ", "Word ", "supercalifragilisticexpialidocious", "how ", "a, b; c: ",
		"ai ", "café ", "ß", "AI ", "- ", "'", "’", "Ann-Marie ", "1 2 3 ")...)) {
		for j, platform := range lexa.Platforms {
			out = append(out, Content{Shape: t.Shape, Request: lexa.ContentRequest{
				Type:     lexa.ContentTypes[(i+j)%len(lexa.ContentTypes)],
				Topic:    t.Text,
				Platform: platform,
				Tone:     lexa.ContentTones[(i+j)%len(lexa.ContentTones)],
			}})
		}
	}
	return out
}

// chatBookingQuestion is the assistant's question that makes the next answers booking
// details, so the engine reads back through the whole conversation.
const chatBookingQuestion = "Which name, day and time should I book the demo under? "

// Chats is the voice assistant's corpus: thirty messages of the largest size, the
// assistant's asking for booking details, the caller's of one shape.
func Chats() []Chat {
	shapes := append(generic(), runs(
		"at 10 am ", "10:30 ", "at ten o'clock ", "my name is Ann Lee ", "I am ", "Ann Lee, ", "book a demo ",
		"Tuesday ", "next Tuesday ", "March 5th ", "yes ", "at ", "am ", "p.m. ", "Ann-", "human ", "how much ",
		"A ", "under ", "it's Ann, ", "demo ", "12:", "@ 3 ", chatCues, chatCues+". ")...)
	out := make([]Chat, len(shapes))
	for i, s := range shapes {
		caller := write(s, MaxChatMessage)
		assistant := write(shape{s.name, func(b *builder) {
			b.repeat(chatBookingQuestion, len(chatBookingQuestion))
			s.write(b)
		}}, MaxChatMessage)
		messages := make([]lexa.ChatMessage, MaxChatMessages)
		for k := range messages {
			// The last message is the caller's; turns alternate back from it.
			if (MaxChatMessages-1-k)%2 == 0 {
				messages[k] = lexa.ChatMessage{Role: "user", Content: caller}
			} else {
				messages[k] = lexa.ChatMessage{Role: "assistant", Content: assistant}
			}
		}
		out[i] = Chat{Shape: s.name, Messages: messages}
	}
	return out
}
