package main

// party is a business on an invoice: the vendor or the customer.
type party struct {
	Name    string
	Address []string
	Email   string
	Phone   string
	TaxID   string
}

// parties are per country (a locale's id after the dash), so that a German vendor bills
// from Berlin with a USt-IdNr. The first half of each list are vendors, all of them
// customers too.
var parties = map[string][]party{
	"US": {
		{"Northwind Bakery Supply LLC", []string{"1420 Harbor Blvd", "Oakland, CA 94607"}, "billing@northwindbakery.com", "(510) 555-0148", "EIN 94-3187762"},
		{"Bright Pixel Studio", []string{"88 Market Street, Suite 400", "San Francisco, CA 94105"}, "hello@brightpixel.io", "(415) 555-0132", ""},
		{"Ridgeline Plumbing & Heating Inc.", []string{"72 Quarry Road", "Boulder, CO 80302"}, "office@ridgelineph.com", "303-555-0190", ""},
		{"Cobalt Ledger CPA Group", []string{"500 N Michigan Ave, Fl 12", "Chicago, IL 60611"}, "ap@cobaltledger.com", "(312) 555-0117", "EIN 36-4410923"},
		{"Harvest Table Catering Co.", []string{"19 Elm Street", "Portland, ME 04101"}, "events@harvesttable.com", "207-555-0183", ""},
		{"Summit Dental Partners", []string{"2200 Westlake Ave", "Seattle, WA 98121"}, "accounts@summitdental.com", "(206) 555-0161", ""},
		{"Greenleaf Property Management", []string{"310 Congress Ave", "Austin, TX 78701"}, "payables@greenleafpm.com", "(512) 555-0109", ""},
		{"Maple & Main Coffee House", []string{"4 Main Street", "Burlington, VT 05401"}, "owner@mapleandmain.cafe", "802-555-0127", ""},
	},
	"GB": {
		{"Thornbury Print & Design Ltd", []string{"Unit 7, Canal Wharf", "Leeds LS11 5PS"}, "accounts@thornburyprint.co.uk", "0113 496 0321", "VAT Reg. GB 284 7712 09"},
		{"Kestrel IT Services Ltd", []string{"14 Queen Street", "Edinburgh EH2 1JX"}, "billing@kestrel-it.co.uk", "0131 496 0874", "VAT No. GB 301 5589 44"},
		{"Pennyworth Bookkeeping", []string{"3 Mill Lane", "Bath BA1 1LN"}, "jane@pennyworth.co.uk", "01225 960 412", ""},
		{"The Copper Kettle Tearooms", []string{"22 High Street", "York YO1 8LN"}, "hello@copperkettle.co.uk", "01904 960 233", ""},
		{"Ashdown Veterinary Clinic", []string{"9 Forest Row", "East Grinstead RH19 3AA"}, "office@ashdownvets.co.uk", "01342 960 118", ""},
	},
	"IE": {
		{"Liffey Software Solutions Ltd", []string{"Block B, Grand Canal Dock", "Dublin 2, D02 X285"}, "finance@liffeysoftware.ie", "+353 1 555 0142", "VAT IE 9876543W"},
		{"Claddagh Craft Brewery", []string{"Dock Road", "Galway H91 E2K6"}, "orders@claddaghbrew.ie", "+353 91 555 017", ""},
		{"Shannon Physio Clinic", []string{"12 O'Connell Street", "Limerick V94 T2W3"}, "admin@shannonphysio.ie", "+353 61 555 088", ""},
	},
	"NL": {
		{"Grachten Web Bureau B.V.", []string{"Keizersgracht 214", "1016 DZ Amsterdam"}, "facturen@grachtenweb.nl", "+31 20 555 0143", "BTW NL854012339B01"},
		{"Tulip Logistics B.V.", []string{"Waalhaven Z.z. 41", "3089 JH Rotterdam"}, "billing@tuliplogistics.nl", "+31 10 555 0199", "BTW NL812245101B01"},
		{"De Fietsenmaker Utrecht", []string{"Oudegracht 88", "3511 AV Utrecht"}, "info@fietsenmaker-utrecht.nl", "+31 30 555 0121", ""},
	},
	"DE": {
		{"Müller & Söhne Elektrotechnik GmbH", []string{"Hauptstraße 45", "10115 Berlin"}, "rechnung@mueller-elektro.de", "+49 30 5550 1234", "USt-IdNr. DE 123 456 789"},
		{"Bäckerei Schönberg", []string{"Lindenallee 3", "80331 München"}, "info@baeckerei-schoenberg.de", "+49 89 5550 2211", "St.-Nr. 143/555/01234"},
		{"Nordlicht Steuerberatung GmbH", []string{"Speicherstadt 12", "20457 Hamburg"}, "kanzlei@nordlicht-stb.de", "+49 40 5550 8800", "USt-IdNr. DE 298 765 432"},
		{"Weber Gartenbau", []string{"Am Feldrain 7", "50667 Köln"}, "weber@gartenbau-weber.de", "+49 221 5550 731", ""},
	},
	"FR": {
		{"Atelier Lumière SARL", []string{"18 rue des Martyrs", "75009 Paris"}, "compta@atelier-lumiere.fr", "+33 1 55 50 12 34", "TVA FR 12 345678901"},
		{"Boulangerie Dupont", []string{"5 place du Marché", "69002 Lyon"}, "contact@boulangerie-dupont.fr", "+33 4 55 50 67 89", "SIRET 552 120 222 00013"},
		{"Conseil Vauban SAS", []string{"42 cours Mirabeau", "13100 Aix-en-Provence"}, "facturation@conseil-vauban.fr", "+33 4 55 50 11 22", "TVA FR 98 765432109"},
	},
	"ES": {
		{"Talleres Mecánicos García S.L.", []string{"Calle de Alcalá 123", "28009 Madrid"}, "facturas@talleresgarcia.es", "+34 91 555 01 23", "NIF B12345678"},
		{"Estudio Mirador Arquitectura", []string{"Passeig de Gràcia 77", "08008 Barcelona"}, "admin@estudiomirador.es", "+34 93 555 04 56", "NIF B87654321"},
		{"Frutas Hermanos Ruiz S.L.", []string{"Mercado Central, Puesto 14", "46001 Valencia"}, "pedidos@frutasruiz.es", "+34 96 555 07 89", "NIF B11223344"},
	},
	"JP": {
		{"Sakura Design Office K.K.", []string{"2-14-5 Jingumae, Shibuya-ku", "Tokyo 150-0001"}, "billing@sakura-design.jp", "+81 3-5550-1234", "T1234567890123"},
		{"Kinoshita Trading Co., Ltd.", []string{"1-3-8 Honmachi, Chuo-ku", "Osaka 541-0053"}, "keiri@kinoshita-trading.co.jp", "+81 6-5550-7788", "T9876543210987"},
		{"Hokuto Systems Inc.", []string{"4-2-1 Kita-Sanjo, Chuo-ku", "Sapporo 060-0003"}, "invoice@hokuto-sys.jp", "+81 11-555-0456", "T5550001112223"},
	},
}

// item is a line a small business bills, with a unit price range in major units.
type item struct {
	text     string
	min, max int
}

// items are per label language.
var items = map[string][]item{
	"en": {
		{"Website maintenance (monthly retainer)", 150, 900}, {"Consulting hours", 85, 220}, {"Logo design, 3 concepts", 400, 1500},
		{"Espresso beans, 1 kg bag", 18, 34}, {"Catering for 40 guests", 900, 2400}, {"Copper pipe 22 mm, 3 m", 12, 40},
		{"Annual accounts preparation", 600, 2200}, {"Emergency call-out fee", 75, 180}, {"Business cards, 500 pcs", 35, 90},
		{"Cloud backup, 1 TB", 9, 25}, {"Labour (hours)", 45, 95}, {"Delivery and installation", 60, 250},
	},
	"de": {
		{"Elektroinstallation Küche", 300, 1800}, {"Arbeitsstunden Geselle", 45, 75}, {"Brötchen, gemischt (Kiste)", 20, 60},
		{"Jahresabschluss 2025", 900, 3000}, {"Anfahrtspauschale", 25, 60}, {"Heckenschnitt und Entsorgung", 120, 600},
		{"LED-Einbauleuchten", 15, 45}, {"Beratung Lohnbuchhaltung", 80, 160},
	},
	"fr": {
		{"Séance photo produit", 250, 900}, {"Retouche d'images (lot)", 60, 300}, {"Croissants au beurre (douzaine)", 10, 18},
		{"Mission de conseil (jour)", 600, 1200}, {"Frais de déplacement", 40, 150}, {"Impression tirages A3", 8, 25},
	},
	"es": {
		{"Cambio de aceite y filtro", 45, 120}, {"Revisión de frenos", 60, 220}, {"Proyecto básico de reforma", 1200, 4000},
		{"Naranjas de Valencia (caja 10 kg)", 12, 24}, {"Mano de obra (horas)", 30, 55}, {"Neumático 205/55 R16", 70, 130},
	},
	"ja": {
		{"ウェブサイト制作", 50000, 300000}, {"保守サポート（月額）", 10000, 50000}, {"デザイン修正", 5000, 30000},
		{"出張費", 3000, 15000}, {"コンサルティング", 20000, 80000},
	},
}

// person is a resume's candidate.
type person struct {
	Name, Email, Phone, City string
}

// people are the candidates, with names as they spell them: accents, hyphens,
// apostrophes, particles.
var people = []person{
	{"Maria Gonzalez", "maria.gonzalez@gmail.com", "(415) 555-0176", "San Francisco, CA"},
	{"James O'Connor", "jamesoconnor@outlook.com", "+1 312-555-0142", "Chicago, IL"},
	{"Priya Raghunathan", "priya.r@protonmail.com", "(646) 555-0199", "New York, NY"},
	{"Anne-Marie Dubois", "am.dubois@orange.fr", "+33 6 55 50 21 43", "Lyon"},
	{"Lukas Schäfer", "lukas.schaefer@web.de", "+49 151 5550 3321", "Hamburg"},
	{"Sofía Martín Herrera", "sofia.martin.h@gmail.com", "+34 612 555 087", "Madrid"},
	{"Chen Wei", "chen.wei.dev@gmail.com", "+1 (206) 555-0111", "Seattle, WA"},
	{"Olusegun Adeyemi", "o.adeyemi@yahoo.com", "+44 7700 900123", "London"},
	{"Zoë van der Berg", "zoe.vdberg@gmail.com", "+31 6 5550 1298", "Utrecht"},
	{"Hiroshi Tanaka", "h.tanaka@example.jp", "+81 90-5550-4471", "Tokyo"},
	{"Emily Carter", "emily.carter88@gmail.com", "555-867-5309", "Austin, TX"},
	{"Mohammed Al-Farsi", "m.alfarsi@hotmail.com", "+44 20 7946 0958", "Manchester"},
	{"Katarzyna Nowak", "kasia.nowak@gmail.com", "+48 601 555 204", "Kraków"},
	{"Daniel Kim", "dkim.design@gmail.com", "(213) 555-0184", "Los Angeles, CA"},
	{"François Lefèvre", "francois.lefevre@free.fr", "+33 1 55 50 88 12", "Paris"},
	{"Aoife Ní Bhriain", "aoife.nibhriain@gmail.com", "+353 87 555 0192", "Dublin"},
	{"Robert J. Whitfield", "rwhitfield@comcast.net", "(617) 555-0123", "Boston, MA"},
	{"Isabel Castillo", "isabel.castillo@icloud.com", "+1 305 555 0166", "Miami, FL"},
	{"Jonas Lindqvist", "jonas.lindqvist@gmail.com", "+46 70 555 12 34", "Stockholm"},
	{"Grace Mwangi", "grace.mwangi@gmail.com", "(202) 555-0147", "Washington, DC"},
}

// job is one resume position.
type job struct {
	Title, Employer, Years string
	Bullets                []string
}

// careers are the resume bodies a candidate gets one of: a headline and positions.
var careers = []struct {
	headline string
	jobs     []job
	skills   []string
	school   string
}{
	{"Senior Accountant", []job{
		{"Senior Accountant", "Brightwater Manufacturing", "2021 – Present", []string{"Closed the monthly books in 5 days, down from 9", "Led the move from QuickBooks to NetSuite for 3 entities"}},
		{"Staff Accountant", "Keller & Associates CPA", "2017 – 2021", []string{"Prepared 120+ small-business tax returns a year", "Reconciled 14 bank and card accounts monthly"}},
	}, []string{"GAAP", "NetSuite", "Excel (Power Query)", "Payroll", "Audit preparation"}, "B.S. Accounting, University of Illinois, 2017"},
	{"Full-Stack Developer", []job{
		{"Software Engineer", "Parcelwise", "2022 – Present", []string{"Built the carrier-rate API serving 2M requests a day", "Cut page load time by 40% with server rendering"}},
		{"Junior Developer", "Studio Nine Digital", "2019 – 2022", []string{"Shipped 20+ client sites in React and Django", "Set up CI with GitHub Actions"}},
	}, []string{"Go", "TypeScript", "React", "PostgreSQL", "Docker"}, "BSc Computer Science, University of Washington, 2019"},
	{"Registered Dental Hygienist", []job{
		{"Dental Hygienist", "Summit Dental Partners", "2020 – Present", []string{"Treats 8–10 patients a day, periodontal focus", "Trained 3 new hygienists on digital X-ray"}},
		{"Dental Assistant", "Smile Family Dentistry", "2016 – 2020", []string{"Chairside assistance for two dentists", "Managed sterilisation and supply ordering"}},
	}, []string{"Periodontal therapy", "Dentrix", "Local anaesthesia", "Patient education"}, "A.S. Dental Hygiene, Portland Community College, 2016"},
	{"Marketing Coordinator", []job{
		{"Marketing Coordinator", "Harvest Table Catering", "2022 – Present", []string{"Grew Instagram following from 2k to 18k", "Ran 12 seasonal email campaigns, 31% open rate"}},
		{"Sales Assistant", "Maple & Main Coffee", "2019 – 2022", []string{"Launched a loyalty card used by 900 customers", "Organised weekly tasting events"}},
	}, []string{"Mailchimp", "Canva", "Google Analytics", "Copywriting", "Event planning"}, "BA Communications, University of Leeds, 2019"},
	{"Electrician (Journeyman)", []job{
		{"Journeyman Electrician", "Ridgeline Plumbing & Heating", "2018 – Present", []string{"Residential rewiring and panel upgrades, 200+ jobs", "Passed every city inspection first time since 2020"}},
		{"Apprentice Electrician", "Volt Brothers Electric", "2014 – 2018", []string{"4-year apprenticeship, 8,000 hours", "Commercial lighting retrofits"}},
	}, []string{"NEC 2023", "Panel upgrades", "EV charger installs", "OSHA 30"}, "Journeyman licence, State of Colorado, 2018"},
	{"Office Manager", []job{
		{"Office Manager", "Greenleaf Property Management", "2019 – Present", []string{"Runs payables for 60 properties", "Negotiated vendor contracts saving $24,000 a year"}},
		{"Administrative Assistant", "Cobalt Ledger CPA Group", "2015 – 2019", []string{"Scheduled 5 partners' client meetings", "Kept the document archive and retention policy"}},
	}, []string{"Microsoft 365", "Bill.com", "Vendor management", "Bookkeeping"}, "Associate of Business, Austin Community College, 2015"},
}
