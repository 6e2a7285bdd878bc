package httpapi

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// A conversation with a customer's receptionist (the test console, the public link)
// keeps what it takes (issue 30; decision 0060, "The conversation books"): when the
// caller's message completes a booking or a message, the server stores it, and only then
// answers, with a sentence that says what the store did. The engine (built-in or a model)
// never decides that something was booked: the server's check of the book does.

// Conversations reads a receptionist conversation for what it completed and words the
// answers once it is stored (internal/ai/receptionist.Conversations).
type Conversations interface {
	Conclude(ctx context.Context, call lexa.ChatCall) (lexa.ChatConclusion, error)
	// Reply is the built-in engine's answer, which never claims a booking it did not see
	// stored: it stands in for a model's answer that does.
	Reply(ctx context.Context, call lexa.ChatCall) (string, error)
	BookedReply(p lexa.BusinessProfile, a lexa.Appointment, at time.Time) string
	TakenReply(call lexa.ChatCall, in lexa.AppointmentRequest) string
	MessageTakenReply(m lexa.CallerMessage) string
	ChangedReply(p lexa.BusinessProfile, a lexa.Appointment, kind lexa.AppointmentChangeKind, at time.Time) string
	NoAppointmentReply(p lexa.BusinessProfile, phone, name string) string
	SeveralAppointmentsReply() string
	MoveRefusedReply(call lexa.ChatCall, c lexa.CallerChange, before lexa.Appointment, problem string) string
	ClaimsBooking(reply string) bool
	// Emergency is what to say when said fires one of p's emergency triggers; Farewell
	// tells whether the caller's last message ends the call, FarewellReply the last words
	// (the phone line's).
	Emergency(p lexa.BusinessProfile, said string) (reply string, ok bool)
	// Transfer is what to say before the line puts the caller through to call.TransferTo:
	// they asked for a person while the office is open.
	Transfer(call lexa.ChatCall) (reply string, ok bool)
	Farewell(call lexa.ChatCall) bool
	FarewellReply(p lexa.BusinessProfile) string
}

// ConversationStore stores what a conversation took, once per conversation, with the
// owner's e-mail (internal/store).
type ConversationStore interface {
	BookFromConversation(ctx context.Context, userID, serviceID string, in lexa.AppointmentRequest,
		mail func(to lexa.Recipient, a lexa.Appointment) (lexa.Email, error)) (lexa.Appointment, bool, error)
	RecordMessage(ctx context.Context, userID, serviceID string, c lexa.Call,
		mail func(to lexa.Recipient, c lexa.Call) (lexa.Email, error)) (lexa.Call, bool, error)
	ChangeFromConversation(ctx context.Context, userID, serviceID string, c lexa.CallerChange,
		mail func(to lexa.Recipient, a, before lexa.Appointment, kind lexa.AppointmentChangeKind) (lexa.Email, error),
	) (a, before lexa.Appointment, kind lexa.AppointmentChangeKind, replayed bool, err error)
}

// ownedConversation is a conversation with one voice-ai service's receptionist.
type ownedConversation struct {
	userID, serviceID string
	source            lexa.AppointmentSource
	profile           lexa.BusinessProfile
	messages          []lexa.ChatMessage
	// callerPhone is the number a phone call comes from ("" elsewhere); messageKey is the
	// call log's idempotency key for a message it takes ("": "conversation:<key>").
	callerPhone, messageKey string
	// transferTo is the number a phone line can put the caller through to ("": none).
	transferTo string
}

// concluded is what a turn completed and the sentence that says what was stored.
type concluded struct {
	reply   string
	booked  *lexa.Appointment // the booking stored (or found stored) this turn
	message bool              // a message went into the call log this turn
}

// takenWindow is how far the conversation looks into the book: a day back (a booking
// today) and a year on: the receptionist proposes times in the next two months, and a
// caller who moves or cancels their appointment may have one further off.
const (
	takenBefore = 24 * time.Hour
	takenAfter  = 366 * 24 * time.Hour
)

// answerConversation answers the last message of c: what it completed is stored first,
// and the answer says what the store did; anything else is the engine's answer, guarded.
func (s *Server) answerConversation(w http.ResponseWriter, r *http.Request, c ownedConversation) {
	if s.Conversations == nil {
		s.streamChat(w, r, lexa.ChatCall{Business: c.profile, At: s.Clock.Now(), Messages: c.messages})
		return
	}
	call, done, err := s.concludeTurn(r.Context(), c)
	switch {
	case err != nil:
		s.writeError(w, r, err)
	case done == nil:
		s.streamGuardedChat(w, r, call)
	default:
		s.streamText(w, r, done.reply)
	}
}

// concludeTurn stores what the last message of c completed (a booking, a message) and
// says so; done is nil when it completed nothing, and call is then the turn for the
// engine to answer. The console, the public link and the phone share it.
func (s *Server) concludeTurn(ctx context.Context, c ownedConversation) (call lexa.ChatCall, done *concluded, err error) {
	now := s.Clock.Now()
	key := conversationKey(c.source, c.messages)
	taken, err := s.takenTimes(ctx, c, now, key)
	if err != nil {
		return call, nil, err
	}
	call = lexa.ChatCall{Business: c.profile, At: now, Messages: c.messages, Taken: taken, HasBook: true, CallerPhone: c.callerPhone,
		TransferTo: c.transferTo}
	found, err := s.Conversations.Conclude(ctx, call)
	switch {
	case err != nil:
		return call, nil, err
	case found.Booking == nil && found.Message == nil && found.Change == nil:
		return call, nil, nil
	}
	switch {
	case found.Booking != nil:
		done, err = s.bookConversation(ctx, c, call, *found.Booking, key)
	case found.Message != nil:
		messageKey := cmp.Or(c.messageKey, "conversation:"+key)
		var reply string
		reply, err = s.keepMessage(ctx, c, now, *found.Message, messageKey)
		done = &concluded{reply: reply, message: true}
	case found.Change != nil:
		var reply string
		reply, err = s.changeConversation(ctx, c, call, *found.Change, key)
		done = &concluded{reply: reply}
	}
	if err != nil {
		return call, nil, err
	}
	return call, done, nil
}

// takenTimes are the appointments the conversation must not offer, less the one this
// very conversation booked (sent again, it finds its own booking, not a taken time).
func (s *Server) takenTimes(ctx context.Context, c ownedConversation, now time.Time, key string) ([]lexa.Appointment, error) {
	list, _, err := s.Store.Appointments(ctx, c.userID, c.serviceID, now.Add(-takenBefore), now.Add(takenAfter))
	if err != nil {
		return nil, err
	}
	taken := list[:0]
	for _, a := range list {
		if a.ConversationKey != key {
			taken = append(taken, a)
		}
	}
	return taken, nil
}

// bookConversation puts the booking in the book and says what it holds: booked or
// requested, or, when the time was taken meanwhile, the next free times.
func (s *Server) bookConversation(ctx context.Context, c ownedConversation, call lexa.ChatCall, in lexa.AppointmentRequest, key string) (*concluded, error) {
	in.Source, in.ConversationKey = c.source, key
	loc := c.profile.Location()
	a, replayed, err := s.Store.BookFromConversation(ctx, c.userID, c.serviceID, in, func(to lexa.Recipient, a lexa.Appointment) (lexa.Email, error) {
		return s.Mail.ReceptionistBooking(to, a, loc, s.workspaceURL(c.serviceID, "appointment", a.ID))
	})
	if err == lexa.ErrAppointmentTimeTaken {
		if call.Taken, err = s.takenTimes(ctx, c, call.At, key); err != nil {
			return nil, err
		}
		return &concluded{reply: s.Conversations.TakenReply(call, in)}, nil
	}
	if err != nil {
		return nil, err
	}
	if !replayed {
		s.MailQueued()
	}
	return &concluded{reply: s.Conversations.BookedReply(c.profile, a, call.At), booked: &a}, nil
}

// changeConversation moves or cancels the caller's appointment in the book and says what
// the book now holds, or why it holds no change: no appointment under the number (a
// message is offered), several names at it, or a new time taken meanwhile or not allowed
// (the next free times are offered).
func (s *Server) changeConversation(ctx context.Context, c ownedConversation, call lexa.ChatCall, in lexa.CallerChange, key string) (string, error) {
	in.ConversationKey = key
	loc := c.profile.Location()
	a, before, kind, replayed, err := s.Store.ChangeFromConversation(ctx, c.userID, c.serviceID, in,
		func(to lexa.Recipient, a, before lexa.Appointment, kind lexa.AppointmentChangeKind) (lexa.Email, error) {
			return s.Mail.ReceptionistChange(to, a, before, kind, loc, s.workspaceURL(c.serviceID, "appointment", a.ID))
		})
	switch {
	case err == nil:
		if !replayed {
			s.MailQueued()
			// In the owner's audit trail as the owner's own changes are, marked as the caller's.
			detail := map[string]string{"service_id": c.serviceID, "appointment_id": a.ID, "by": "caller", "source": string(c.source)}
			if kind == lexa.AppointmentWasMoved {
				detail["start"] = a.Start.In(loc).Format(time.RFC3339)
			}
			s.auditContext(ctx, lexa.AuditEntry{Action: string(kind), TableName: "appointments", UserID: c.userID, Detail: detail})
		}
		return s.Conversations.ChangedReply(c.profile, a, kind, call.At), nil
	case errors.Is(err, lexa.ErrNoCallerAppointment):
		return s.Conversations.NoAppointmentReply(c.profile, in.Phone, in.Name), nil
	case errors.Is(err, lexa.ErrSeveralCallerAppointments):
		return s.Conversations.SeveralAppointmentsReply(), nil
	}
	problem := ""
	if e, ok := lexa.AsError(err); ok && e.Code == lexa.EInvalid {
		problem = e.Message
	} else if !errors.Is(err, lexa.ErrAppointmentTimeTaken) {
		return "", err
	}
	if call.Taken, err = s.takenTimes(ctx, c, call.At, key); err != nil {
		return "", err
	}
	return s.Conversations.MoveRefusedReply(call, in, before, problem), nil
}

// keepMessage puts the message in the call log (outcome "message") and says it was
// passed on.
func (s *Server) keepMessage(ctx context.Context, c ownedConversation, now time.Time, m lexa.CallerMessage, idempotencyKey string) (string, error) {
	call := lexa.Call{IdempotencyKey: idempotencyKey, Caller: m.Phone, StartedAt: now, Outcome: "message",
		Transcript: conversationTranscript(c.profile.Name, c.messages)}
	loc := c.profile.Location()
	_, replayed, err := s.Store.RecordMessage(ctx, c.userID, c.serviceID, call, func(to lexa.Recipient, stored lexa.Call) (lexa.Email, error) {
		return s.Mail.ReceptionistMessage(to, m, stored, loc, s.workspaceURL(c.serviceID, "call", stored.ID))
	})
	if err != nil {
		return "", err
	}
	if !replayed {
		s.MailQueued()
	}
	return s.Conversations.MessageTakenReply(m), nil
}

// streamGuardedChat streams the engine's answer. A model's answer is held until it is
// whole and, when it claims a booking or message the server did not store, replaced by
// the built-in engine's answer to the same turn; the built-in engine makes no such claim
// and streams as it is.
func (s *Server) streamGuardedChat(w http.ResponseWriter, r *http.Request, call lexa.ChatCall) {
	if s.AI.Name() == builtInEngine {
		s.streamChat(w, r, call)
		return
	}
	var pieces []string
	err := s.AI.Chat(r.Context(), call, func(piece string) error {
		pieces = append(pieces, piece)
		return nil
	})
	switch {
	case r.Context().Err() != nil:
		return
	case err != nil:
		s.writeError(w, r, err)
		return
	}
	if s.Conversations.ClaimsBooking(strings.Join(pieces, "")) {
		s.Logger.Info("receptionist: a model's answer claimed a booking the book does not hold; the built-in answer replaced it")
		reply, err := s.Conversations.Reply(r.Context(), call)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		s.streamText(w, r, reply)
		return
	}
	// The model's own pieces, in its order.
	s.streamAnswer(w, r, func(emit func(string) error) error {
		for _, piece := range pieces {
			if err := emit(piece); err != nil {
				return err
			}
		}
		return nil
	})
}

// builtInEngine is the name the built-in engine answers with (ai.BuiltInName).
const builtInEngine = "built-in"

// workspaceURL links the owner to one thing in the service's workspace.
func (s *Server) workspaceURL(serviceID, what, id string) string {
	return s.BaseURL.String() + "/dashboard/services/" + serviceID + "?" + what + "=" + id
}

// conversationKey names a conversation up to its last message, with where it happened:
// SHA-256 over each message's role and text, each length-prefixed so no two
// conversations share a key by where their texts split.
func conversationKey(source lexa.AppointmentSource, msgs []lexa.ChatMessage) string {
	h := sha256.New()
	write := func(s string) {
		_ = binary.Write(h, binary.BigEndian, uint32(len(s)))
		h.Write([]byte(s))
	}
	write(string(source))
	for _, m := range msgs {
		write(m.Role)
		write(m.Content)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// conversationTranscript is the conversation as the call log shows it (lexa.ConversationTranscript).
func conversationTranscript(business string, msgs []lexa.ChatMessage) string {
	return lexa.ConversationTranscript(business, msgs)
}
