package lead

import (
	"testing"

	"lexa/internal/ai/demotest"
	"lexa/internal/ai/text"
)

// sparsePatterns are the qualifier's sparse regular expressions, by name.
func sparsePatterns() map[string]*text.SparseRegexp {
	return map[string]*text.SparseRegexp{
		"amountPattern": amountPattern, "approverPattern": approverPattern,
		"approvalPattern": approvalPattern, "incumbentPattern": incumbentPattern,
		"renewalPattern": renewalPattern, "quarterPattern": quarterPattern,
		"durationPattern": durationPattern, "seatsPattern": seatsPattern, "volumePattern": volumePattern,
		"metPattern": metPattern, "introPattern": introPattern, "lowerIntroPattern": lowerIntroPattern,
		"ownsPattern": ownsPattern, "iOwnPattern": iOwnPattern, "isTitlePattern": isTitlePattern,
		"deciderPattern": deciderPattern, "gatekeeperPattern": gatekeeperPattern,
		"otherDecidesPattern": otherDecidesPattern, "recommendForPattern": recommendForPattern,
		"emailPattern": emailPattern, "phonePattern": phonePattern, "staffPattern": staffPattern,
		"employeesFirstPattern": employeesFirstPattern, "hyphenStaffPattern": hyphenStaffPattern,
		"wordAmountPattern": wordAmountPattern, "bareThousandsPattern": bareThousandsPattern,
		"whenPattern": whenPattern, "eventPattern": eventPattern, "seasonPattern": seasonPattern,
		"yearPattern": yearPattern, "foreignAmountPattern": foreignAmountPattern, "foreignIntroPattern": foreignIntroPattern,
		"foreignMonthPattern": foreignMonthPattern, "foreignDatePattern": foreignDatePattern,
		"internationalPhonePattern": internationalPhonePattern, "spanishPhonePattern": nationalPhonePatterns["es"],
		"germanPhonePattern": nationalPhonePatterns["de"], "frenchPhonePattern": nationalPhonePatterns["fr"],
	}
}

// foreignLeads are leads in Spanish, German and French, for the expressions that read them.
var foreignLeads = []string{
	"Nombre: Ana García\nTeléfono: +34 612 345 678\nMensaje: Soy la dueña. Presupuesto de 2.000 € al mes, a partir de marzo. Móvil 612 345 678.",
	"Guten Tag, ich heiße Jonas Weber, Inhaber. Budget 1.500 € pro Monat ab März, Start 01.03.2026. Telefon 030 1234567.",
	"Bonjour, je m'appelle Claire Martin. Budget de 3 000 € par mois, EUR 250, 1.250,50 €, dès mars. 06 12 34 56 78.",
	"No budget until 2027, maybe in 2028; €5.000 or $1,000 or 500 euros.",
}

// A sparse expression finds exactly what the regexp package finds, on the tests' leads
// and on demotest's texts.
func TestSparseRegexpsFindWhatRegexpFinds(t *testing.T) {
	demotest.SameAsRegexp(t, sparsePatterns(),
		demotest.SparseTexts(append(append([]string{testHot, testWarm, testCold, testSparse, testContactLine}, testNotes()...), foreignLeads...)...))
}
