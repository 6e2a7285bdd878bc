// Package local is Lexa's built-in AI engine: it answers the five demos without any
// model, deterministically and in a few milliseconds, by doing the work the demos show
// (matching a resume to a job, reading an invoice, qualifying a lead, writing a post,
// answering a caller) with plain text processing. Every answer is what a person can
// check against the input; nothing is canned.
//
// The functions take the demo's input, already trimmed and size-checked by the caller
// (each text at most 20,000 characters), and return the answer's text.
package local

// Message is one turn of the receptionist chat.
type Message struct {
	Role    string // "user" or "assistant"
	Content string
}

// ContentRequest is what the content generator is asked for. Type is one of
// social-post, blog-intro, email, ad-copy; Platform one of linkedin, facebook,
// instagram, twitter, tiktok; Tone one of professional, casual, friendly, inspiring,
// humorous.
type ContentRequest struct {
	Type, Topic, Platform, Tone string
}
