package content

import (
	"strings"

	"lexa/internal/ai/text"
)

// Some topics hurt when they are joked about or sold hard: a funeral home's grief group, a
// diagnosis, an arrest, a foreclosure. A review found a humorous grief post that opened with
// "Your wallet called" (issue 31). Such a topic is written in the warm voice below whatever
// tone was asked, and Note says why when the asked tone was a light one.

// sensitiveTopics are the kinds of sensitive topic, each told by its cues: whole words,
// phrases of words, or (ending in "*") the start of a word, for German compounds
// ("Trauerbegleitung", "Schuldenberatung"), in any case. English first, then German, French and Spanish. A cue
// is only listed when it rarely means anything else on a small business's post: not
// "memorial" (Memorial Day sales), "diagnosis" (a garage's engine diagnosis), "overdue"
// (an oil change), "collections" (a shop's spring collection). Grow a kind by a line.
var sensitiveTopics = []struct {
	kind   string   // what the note calls it
	cues   string   // space-separated words; "_" joins a phrase's words; "*" ends a word's start
	tags   []string // the hashtags that fill the post instead of the goal's
	phrase []string // phrase cues, built from cues
	prefix []string // word starts, built from cues
}{
	{kind: "grief and loss", tags: []string{"GriefSupport", "Community", "Remembering", "YouAreNotAlone"}, cues: `
		funeral funerals bereavement bereaved grief grieving mourning mourn obituary obituaries condolences
		cremation burial widow widowed widower passed_away loss_of_a_loved_one lost_a_loved_one memorial_service
		celebration_of_life stillbirth miscarriage
		trauer* beerdigung* bestattung* bestatter* beileid* verstorben
		deuil funérailles obsèques décès condoléances
		luto duelo funeraria fallecimiento velorio`},
	{kind: "illness", tags: []string{"Caregiving", "Community", "Support", "Wellbeing"}, cues: `
		cancer hospice palliative terminal_illness terminally_ill chemotherapy chemo dementia alzheimer's alzheimers
		diagnosed illness seriously_ill end_of_life
		krebs* demenz* hospiz* erkrankung
		maladie soins_palliatifs
		cáncer enfermedad enfermo cuidados_paliativos`},
	{kind: "legal trouble", tags: []string{"LegalHelp", "KnowYourRights", "Community", "Advice"}, cues: `
		dui dwi owi arrest arrested arrests divorce divorces divorcing lawsuit lawsuits sued bankruptcy bankrupt
		custody criminal_defense criminal_charges probation
		scheidung* insolvenz* festnahme strafverteidigung
		faillite garde_à_vue
		divorcio quiebra bancarrota detenido`},
	{kind: "money trouble", tags: []string{"FinancialHelp", "MoneyMatters", "Community", "Advice"}, cues: `
		debt debts foreclosure foreclosures eviction evictions evicted repossession repossessed collection_agency
		behind_on_rent behind_on_payments
		schulden* zwangsräumung* zwangsversteigerung* räumungsklage
		dettes surendettement expulsion saisie
		deudas desahucio embargo_de ejecución_hipotecaria`},
}

// sensitiveWords maps each single-word cue to its kind's index; phrase cues are kept on
// their kind, matched as words in a row.
var sensitiveWords = func() map[string]int {
	m := map[string]int{}
	for i := range sensitiveTopics {
		for _, cue := range strings.Fields(sensitiveTopics[i].cues) {
			if p, ok := strings.CutSuffix(cue, "*"); ok {
				sensitiveTopics[i].prefix = append(sensitiveTopics[i].prefix, p)
			} else if strings.Contains(cue, "_") {
				sensitiveTopics[i].phrase = append(sensitiveTopics[i].phrase, " "+strings.ReplaceAll(cue, "_", " ")+" ")
			} else if _, dup := m[cue]; !dup {
				m[cue] = i
			}
		}
	}
	return m
}()

// sensitive is the index of the topic's kind of sensitivity, the first in the table's
// order when it has cues of two, or -1.
func sensitive(t topic) int {
	best := -1
	lowers := make([]string, 0, len(t.words))
	for _, w := range t.words {
		lowers = append(lowers, w.lower)
		if i, ok := sensitiveWords[w.lower]; ok && (best < 0 || i < best) {
			best = i
		}
	}
	joined := " " + strings.Join(lowers, " ") + " "
	for i := range sensitiveTopics {
		if best >= 0 && i >= best {
			break
		}
		for _, p := range sensitiveTopics[i].phrase {
			if strings.Contains(joined, p) {
				best = i
			}
		}
		for _, p := range sensitiveTopics[i].prefix {
			if strings.Contains(joined, " "+p) {
				best = i
			}
		}
		if best == i {
			break
		}
	}
	return best
}

// lightTones are the tones a sensitive topic is not written in; the note says so. The
// professional and friendly tones are near enough to the warm voice to need no note.
var lightTones = map[string]bool{"casual": true, "inspiring": true, "humorous": true}

// Note is a short line for the writer beside the post, or "": why the post is not in
// the tone asked (a sensitive topic, whichever engine wrote it: the model is asked for the
// same), and, when the built-in engine wrote it, that the words around a topic in another
// language are English. The API answers it apart from the post text (docs/api.md), so the
// post stays ready to copy.
func Note(req Request, builtIn bool) string {
	req = normalize(req)
	t, ok := readTopic(req.Topic)
	if !ok {
		return ""
	}
	var notes []string
	if i := sensitive(t); i >= 0 && lightTones[req.Tone] {
		article := "a "
		if strings.ContainsAny(req.Tone[:1], "aeiou") {
			article = "an "
		}
		notes = append(notes, "Written in a warm, plain tone instead of "+article+req.Tone+" one: the topic touches on "+
			sensitiveTopics[i].kind+", where a joke or a sales line can hurt.")
	}
	if lang := text.DetectLanguage(t.headline); builtIn && !lang.English() && lang.Name != "" {
		notes = append(notes, "The topic is in "+lang.Name+": its words are kept as written, and the sentences around them are English templates to translate.")
	}
	return strings.Join(notes, " ")
}

// warm is the voice of a sensitive topic: calm, plain, no exclamation marks, no jokes, no
// selling; it offers help and time. It is no tone of the form's.
var warm = func() voice {
	same := func(line string) map[string][]string {
		return map[string][]string{"offer": {line}, "event": {line}, "announcement": {line}, "advice": {line},
			"showcase": {line}, "reminder": {line}, "general": {line}}
	}
	return voice{
		mark: ".",
		openers: map[string][]string{
			"offer": {"Help is here when you need it."}, "event": {"You are welcome to join us."},
			"announcement": {"We wanted you to hear this from us."}, "advice": {"A few words that may help."},
			"showcase": {"Work we were honored to do."}, "reminder": {"A gentle reminder."},
			"general": {"We are here for you."},
		},
		bodies: map[string][]string{
			"offer":        {"Take all the time you need.", "Every situation is different, and we listen first."},
			"event":        {"Come as you are, and bring someone along if that helps.", "There is no need to speak; simply being there is enough."},
			"announcement": {"Every situation is different, and we listen first.", "Take all the time you need."},
			"advice":       {"You do not have to work through this alone.", "Every situation is different, and we listen first."},
			"showcase":     {"Every situation is different, and we listen first.", "It was a privilege to help."},
			"reminder":     {"Take all the time you need.", "You do not have to work through this alone."},
			"general":      {"You do not have to work through this alone.", "Every situation is different, and we listen first."},
		},
		questions: same("Is there anything we can help with?"),
		ctas: map[string][]string{
			"book": {"Call us or book a quiet time to talk."}, "order": {"Call us or visit to arrange what you need."},
			"subscribe": {"Subscribe if you would like to hear from us."}, "join": {"Reserve a place, or call us with any questions."},
			"visit": {"Visit us whenever suits you."}, "call": {"Call us whenever you are ready to talk."},
			"quote": {"Contact us for a quiet conversation about what you need."},
		},
		blogOpen:  []string{"If you are facing this, you are not alone, and a clear place to start can help.", "Wherever you are with this, you are not alone, and a clear place to start can help."},
		blogCover: "In this article, we cover %s.",
		emailCTA:  "Reply to this email whenever it suits you.",
		greeting:  "Hello,",
		signoff:   "With care,\nThe team",
		emoji:     []string{"🤍", "🌿", "🕊", "🤝", "👉"},
	}
}()
