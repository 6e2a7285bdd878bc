package resume

import (
	"context"
	"slices"
	"testing"
)

// The dates of a European CV's work history count as experience: "03.2019 – 08.2023",
// "01.03.2019 – 31.08.2023", "seit 2020", "bis heute", "à aujourd'hui", "actualidad".
func TestEuropeanDateRanges(t *testing.T) {
	const present = 2026 // "Present" is mid-2026, as a server started in 2026 reads it
	cases := []struct {
		line   string
		months int
	}{
		{"03.2019 – 08.2023 Industriemechaniker, Bosch GmbH", 54},
		{"01.03.2019 - 31.08.2023 Buchhalterin", 54},
		{"04/2018 – 03/2020 Kellner", 24},
		{"2020 – heute Schichtleiter", 6*12 + 6},
		{"03.2021 bis heute Elektroniker", 5*12 + 4},
		{"seit 2020 Schichtleiter bei Aldi", 6*12 + 6},
		{"Depuis 03.2022 : comptable, Cabinet Morel", 4*12 + 4},
		{"2018 à aujourd'hui – Infirmière, CHU de Lyon", 8*12 + 6},
		{"Desde marzo 2019, enfermera en Hospital La Paz", 7*12 + 4},
		{"2017 - actualidad Auxiliar administrativo", 9*12 + 6},
		{"März 2019 – Juni 2021 Lagerist", 28},
		{"Version 2.2019 released", 0},
	}
	for _, c := range cases {
		var got int
		for _, s := range workSpans(c.line, present*12+presentMonth) {
			got += s.end - s.start
		}
		if got != c.months {
			t.Errorf("%q: %d months, want %d", c.line, got, c.months)
		}
	}
}

// German, French and Spanish section headings place a CV's lines: the dates under
// "Ausbildung" or "Formation" are no employment.
func TestEuropeanHeadings(t *testing.T) {
	cases := []struct {
		line string
		want section
	}{
		{"Berufserfahrung", workSection}, {"BERUFLICHER WERDEGANG:", workSection},
		{"Expérience professionnelle", workSection}, {"Experiencia laboral", workSection},
		{"Ausbildung", educationSection}, {"Formation", educationSection}, {"Educación", educationSection},
		{"Kenntnisse", otherSection}, {"Sprachkenntnisse", otherSection}, {"Compétences", otherSection},
		{"Idiomas", otherSection}, {"Langues", otherSection},
	}
	for _, c := range cases {
		if got, ok := heading(c.line); !ok || got != c.want {
			t.Errorf("%q: section %d (%v), want %d", c.line, got, ok, c.want)
		}
	}
	for _, line := range []string{"Ausbildung zum Mechatroniker bei Bosch", "Formation des nouveaux employés"} {
		if _, ok := heading(line); ok {
			t.Errorf("%q read as a heading", line)
		}
	}
}

// A German CV: its dates in dd.mm.yyyy and mm.yyyy, its Dipl.-Ing., its languages by
// their German names, "Muttersprache" a language held and "Grundkenntnisse" one only
// begun; its training years no work.
func TestGermanCV(t *testing.T) {
	cv, err := readResume(context.Background(), `Lebenslauf
Jonas Weber

Berufserfahrung
03.2019 – heute    Schweißer, Stahlbau Krüger GmbH
01.09.2015 – 28.02.2019    Schlosser, Metallbau Roth

Ausbildung
2009 – 2014    Dipl.-Ing. Maschinenbau, TU Dresden

Sprachkenntnisse
Deutsch (Muttersprache), Englisch (fließend), Grundkenntnisse in Spanisch`, 2026)
	if err != nil {
		t.Fatal(err)
	}
	if y := cv.years(); y < 10.5 || y > 11.5 {
		t.Errorf("years %.1f, want about 11 (2015–2026, not the studies)", y)
	}
	if cv.education.level != eduMaster {
		t.Errorf("education %d, want a master's (Dipl.-Ing.)", cv.education.level)
	}
	for _, lang := range []string{"German", "English"} {
		if !cv.skills[skillID(t, lang)] {
			t.Errorf("%s not held", lang)
		}
	}
	if why := cv.inProgress[skillID(t, "Spanish")]; why != "only basic knowledge" || cv.skills[skillID(t, "Spanish")] {
		t.Errorf("Spanish: %q held %v, want only basic knowledge", why, cv.skills[skillID(t, "Spanish")])
	}
}

// The degrees of French and Spanish CVs, and the school-leaving certificates.
func TestEuropeanDegrees(t *testing.T) {
	cases := []struct {
		clause string
		want   int
	}{
		{"Dipl.-Ing. (FH) Elektrotechnik", eduMaster},
		{"Diplom-Kauffrau, Universität Mannheim", eduMaster},
		{"Master en finance, Université Paris-Dauphine", eduMaster},
		{"Licenciatura en Administración de Empresas", eduBachelor},
		{"Grado en Enfermería, Universidad de Sevilla", eduBachelor},
		{"Abitur, Gymnasium Köln", eduHighSchool},
		{"Baccalauréat scientifique", eduHighSchool},
		{"Doctorado en Química", eduDoctorate},
	}
	for _, c := range cases {
		var levels []int
		for _, m := range educationMentions(c.clause) {
			levels = append(levels, m.level)
		}
		if !slices.Contains(levels, c.want) || slices.Max(append(levels, 0)) != c.want {
			t.Errorf("%q: levels %v, want %d", c.clause, levels, c.want)
		}
	}
}

// Years asked and claimed in German, French and Spanish: "mindestens 3 Jahre
// Berufserfahrung", "au moins 2 ans d'expérience", "5 años de experiencia"; an age is none.
func TestForeignYears(t *testing.T) {
	cases := []struct {
		job  string
		want int
	}{
		{"Ihr Profil:\n- Mindestens 3 Jahre Berufserfahrung als Elektroniker", 3},
		{"Profil recherché :\n- Au moins 2 ans d'expérience en comptabilité", 2},
		{"Requisitos:\n- 5 años de experiencia en administración", 5},
		{"Requisitos:\n- Más de 4 años de experiencia", 4},
		{"Ihr Profil:\n- 3+ Jahre Erfahrung mit SAP", 3},
		{"Über uns\nSeit 25 Jahren am Markt.\nIhr Profil:\n- Führerschein", 0},
		{"Wir suchen Auszubildende, mindestens 16 Jahre alt", 0},
	}
	for _, c := range cases {
		if got := readJob(c.job).years; got != c.want {
			t.Errorf("%q: %d years, want %d", c.job, got, c.want)
		}
	}
	cv, err := readResume(context.Background(), "Buchhalterin mit 8 Jahren Berufserfahrung", 2026)
	if err != nil || cv.statedYears != 8 {
		t.Errorf("stated years %d (%v), want 8", cv.statedYears, err)
	}
}
