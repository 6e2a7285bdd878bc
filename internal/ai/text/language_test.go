package text

import (
	"strings"
	"testing"
)

func TestDetectLanguage(t *testing.T) {
	for _, c := range []struct {
		text, code, name string
	}{
		{"Spoke with Dana Lee, ops manager. They miss about 60 calls a week and want a demo.", "en", "English"},
		{"Name: Jo\nCompany: Acme\nPhone: 555 201 4433", "", ""}, // labels only: too little to tell
		{"Hola, soy Ana García, dueña de Panadería Sol. Tenemos un presupuesto de 2.000 € al mes.", "es", "Spanish"},
		{"Nombre: Ana García\nTeléfono: +34 612 345 678\nPresupuesto: 2.000 €", "es", "Spanish"},
		{"Guten Tag, wir brauchen ab März einen Telefonservice für unsere Praxis. Budget: 5.000 € pro Monat.", "de", "German"},
		{"Bonjour, je suis la gérante de la Boulangerie Martin. Nous avons un budget de 3 000 € par mois.", "fr", "French"},
		{"Buongiorno, siamo un'azienda di Milano e vorremmo un preventivo per il centralino.", "it", "Italian"},
		{"Goedemorgen, wij willen graag een offerte voor ons bedrijf.", "nl", "Dutch"},
		{"Olá, gostaríamos de um orçamento para a nossa clínica, obrigado.", "pt", "Portuguese"},
		{"Здравствуйте, нам нужен автоответчик для клиники. Бюджет 50 000 рублей.", "", "Cyrillic script"},
		{"予約の電話に出られないので、自動応答を検討しています。", "", "Japanese script"},
		{"Dzień dobry, potrzebujemy systemu do obsługi połączeń w naszej przychodni, prosimy o kontakt jutro rano.", "pl", "Polish"},
		{"Hei, trenger vi en resepsjonist til klinikken vår? Ring meg tilbake i morgen tidlig, takk skal du ha.", "", "a language other than English"},
		{"Name: Jo Park\nPosition: VP Operations\nCompany: Acme\nBudget: $500 a month\nTimeline: next month", "", ""},
		{"", "", ""},
		{"12345 $$$ ---", "", ""},
	} {
		got := DetectLanguage(c.text)
		if got.Code != c.code || got.Name != c.name {
			t.Errorf("DetectLanguage(%q) = %+v, want %s %q", c.text, got, c.code, c.name)
		}
	}
}

// A short or unknown text is read as English, as the engine always read it.
func TestLanguageEnglish(t *testing.T) {
	if !(Language{}).English() || !(Language{Code: "en", Name: "English"}).English() || (Language{Code: "es", Name: "Spanish"}).English() ||
		(Language{Name: "Cyrillic script"}).English() {
		t.Error("English() is wrong")
	}
}

// A text of any size is read in one pass over its first words and letters.
func TestDetectLanguageReadsALongTextOnce(t *testing.T) {
	long := strings.Repeat("hola gracias ", 200_000)
	if got := DetectLanguage(long); got.Code != "es" {
		t.Errorf("%+v", got)
	}
}
