package text

import (
	"strings"
	"sync"
	"unicode"
)

// Which language a text is written in, told by its small words: every language has a few
// dozen words ("the", "and", "que", "und", "les") that make up a third of any text and
// that other languages rarely use. A text is read in the language most of its small words
// belong to, once there are enough of them to tell; a text mostly in another script than
// the Latin one is named by its script. The lead reader and the receptionist say plainly
// what they could not read in a language they do not know (issue 31).

// Language is a text's language as the engine tells it.
type Language struct {
	// Code is the ISO 639-1 code ("en", "es", "de", "fr", "it", "pt", "nl"), or "" when the
	// language was not told: too few words, or another language or script.
	Code string
	// Name is how a sentence names it: "Spanish", "Cyrillic script"; "" when nothing can
	// be said (a short text, or English-looking words too few to tell).
	Name string
}

// English reports a text read as English, or one too short to tell (read as English,
// as the engine always has).
func (l Language) English() bool { return l.Code == "en" || l.Name == "" }

// languageWords are each language's commonest small words that the others rarely use,
// and the labels and greetings a lead form or an e-mail opens with. A word two languages
// share ("de", "la", "in", "que", "con", "per", "das") tells nothing and is in neither list;
// a word listed under two languages counts for none. English labels ("Name", "Company",
// "Phone") are no English word here: the inbox writes them before any lead's notes. Grow a
// list by a line.
var languageWords = []struct {
	code, name, words string
}{
	{"en", "English", `the and of to are were for with that this have has had you your our they from would can could
		should please thanks thank hello hi dear regards about which what when who need want looking but not just been
		their there here it's i'm we're don't`},
	{"es", "Spanish", `el los las y sus nuestro nuestra nuestros necesitamos quiero soy hola gracias buenos buenas
		saludos también pero muy más cuando teléfono correo presupuesto mensaje atentamente estimado estimada usted
		ustedes hay están mis ella ellos llamen llamar dueño dueña`},
	{"de", "German", `der die und ist sind nicht ich wir sie ihr ihre unser unsere mit für auf ein eine einen dem
		den bitte danke guten tag grüße freundlichen sehr gerne haben möchten brauchen auch aber oder wenn firma
		telefon nachricht anfrage herr frau ab bis zum zur im vom rufen`},
	{"fr", "French", `le les et est sont nous vous je une des du au aux pour avec dans sur pas qui notre votre
		bonjour merci cordialement madame monsieur souhaitons avons sommes besoin aussi très entreprise société
		téléphone courriel prénom devis c'est j'ai m'appeler`},
	{"it", "Italian", `gli della delle degli che sono siamo abbiamo vorremmo buongiorno grazie cordiali saluti anche
		molto azienda preventivo questo questa nostro nostra vostro`},
	{"pt", "Portuguese", `uma são temos olá obrigado obrigada bom também muito telefone orçamento você não
		gostaríamos precisamos`},
	{"nl", "Dutch", `het een van niet ik wij jullie uw onze met voor ook maar graag bedankt goedemorgen groeten
		bedrijf naam telefoon offerte zijn wordt hebben willen`},
	{"pl", "Polish", `się jest nie jak czy dla przez oraz dzień dobry dziękuję prosimy potrzebujemy naszej naszego
		firma telefon pozdrawiam`},
}

// englishWords are words of an English lead that are no evidence against another
// language (the inbox's own labels, business words) but are evidence that a text is not
// in a language the engine cannot name.
var englishWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`name position title company phone email budget timeline notes source month year week
		next calls call demo team price pricing customer manager owner director office staff employees per day service
		services sales lead hot warm cold vp ceo`) {
		m[w] = true
	}
	return m
}()

// languageWordSets maps each word to the languages it is a word of, built on first use.
var languageWordSets = sync.OnceValue(func() map[string][]int {
	m := map[string][]int{}
	for i, l := range languageWords {
		for _, w := range strings.Fields(l.words) {
			m[w] = append(m[w], i)
		}
	}
	return m
})

// languageMinWords is how many different small words of one language a text needs before
// it is read as written in it, and languageLead by how much it must lead the next language.
const (
	languageMinWords = 2
	languageLead     = 2
)

// scriptNames name the scripts a text may be written in other than the Latin one.
var scriptNames = []struct {
	table *unicode.RangeTable
	name  string
}{
	{unicode.Cyrillic, "Cyrillic script"}, {unicode.Greek, "Greek script"}, {unicode.Arabic, "Arabic script"},
	{unicode.Hebrew, "Hebrew script"}, {unicode.Han, "Chinese or Japanese script"}, {unicode.Hiragana, "Japanese script"},
	{unicode.Katakana, "Japanese script"}, {unicode.Hangul, "Korean script"}, {unicode.Devanagari, "Devanagari script"},
	{unicode.Thai, "Thai script"},
}

// DetectLanguage tells the language of s from its small words, or its script when most of
// its letters are not Latin ones. It reads s once; a text of any size is read in its first
// 4,000 words, which tell as well as all of them.
func DetectLanguage(s string) Language {
	if script := mainScript(s); script != "" {
		return Language{Name: script}
	}
	sets := languageWordSets()
	counts := make([]int, len(languageWords))
	distinct := map[string]bool{} // words of two letters or more, no digits
	englishish := false
	seen := map[string]bool{}
	for _, w := range wordsUpTo(s, 4000) {
		if len(distinct) < 16 && len([]rune(w)) > 1 && !strings.ContainsAny(w, "0123456789") {
			distinct[w] = true
		}
		englishish = englishish || englishWords[w]
		if langs := sets[w]; len(langs) == 1 && !seen[w] {
			// Each word once: "ab ab ab" is no German, however often it is repeated.
			seen[w] = true
			counts[langs[0]]++
		}
	}
	best, second := 0, -1
	for i := range counts {
		switch {
		case counts[i] > counts[best]:
			best, second = i, best
		case i != best && (second < 0 || counts[i] > counts[second]):
			second = i
		}
	}
	lead := counts[best] - counts[second]
	switch {
	case counts[best] >= languageMinWords && lead >= languageLead:
		return Language{Code: languageWords[best].code, Name: languageWords[best].name}
	case len(distinct) >= 12 && counts[0] == 0 && !englishish:
		// Many different words and not one English one: a language the engine cannot name.
		return Language{Name: "a language other than English"}
	}
	return Language{}
}

// wordsUpTo is Words(s) for at most n words, lower-cased, with apostrophes kept inside a
// word ("c'est", "don't").
func wordsUpTo(s string, n int) []string {
	var out []string
	start := -1
	for i, r := range s {
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r) || (start >= 0 && (r == '\'' || r == '’'))
		if inWord {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, strings.ReplaceAll(strings.ToLower(s[start:i]), "’", "'"))
			start = -1
			if len(out) == n {
				return out
			}
		}
	}
	if start >= 0 {
		out = append(out, strings.ReplaceAll(strings.ToLower(s[start:]), "’", "'"))
	}
	return out
}

// mainScript names the script most of s's letters are written in when it is not the
// Latin one, else "". It looks at the first 20,000 letters.
func mainScript(s string) string {
	latin, letters := 0, 0
	counts := make([]int, len(scriptNames))
	for _, r := range s {
		if !unicode.IsLetter(r) {
			continue
		}
		if letters++; letters > 20_000 {
			break
		}
		if r < 0x250 || unicode.Is(unicode.Latin, r) {
			latin++
			continue
		}
		for i, sc := range scriptNames {
			if unicode.Is(sc.table, r) {
				counts[i]++
				break
			}
		}
	}
	if letters == 0 || latin*2 >= letters {
		return ""
	}
	best := 0
	for i := range counts {
		if counts[i] > counts[best] {
			best = i
		}
	}
	if counts[best] == 0 {
		return "a script the engine does not read"
	}
	return scriptNames[best].name
}

// accentFolder writes the accented Latin letters of the languages the engine reads as
// their plain letters, and a typographic apostrophe as a straight one.
var accentFolder = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ã", "a", "ä", "a", "å", "a", "ç", "c", "è", "e", "é", "e", "ê", "e", "ë", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i", "ñ", "n", "ò", "o", "ó", "o", "ô", "o", "õ", "o", "ö", "o", "ù", "u",
	"ú", "u", "û", "u", "ü", "u", "ý", "y", "ÿ", "y", "ß", "ss", "œ", "oe", "æ", "ae", "’", "'", "‘", "'",
)

// Fold lower-cases s and writes its accented letters plain ("Désabonner" → "desabonner",
// "Rückerstattung" → "ruckerstattung"), so a phrase list written without accents finds
// the phrase however it was typed. Lengths change: offsets into Fold(s) are not offsets
// into s.
func Fold(s string) string {
	return accentFolder.Replace(strings.ToLower(s))
}
