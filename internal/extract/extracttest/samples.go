package extracttest

// Realistic documents the tests upload, as lines for PDF and DOCX ("\t" between columns).

// JobDescription is the job the sample resumes are screened against.
const JobTitle = "Senior Backend Engineer"

const JobDescription = "We are hiring a senior backend engineer to build and run our payment APIs. " +
	"You will design services in Go, own their PostgreSQL schemas and keep them reliable in production. " +
	"5+ years of backend experience."

var JobMustHave = []string{"Go", "PostgreSQL"}
var JobNiceToHave = []string{"Kubernetes", "Redis"}

// StrongResume matches the job well; PartialResume in part; WeakResume hardly.
var StrongResume = []string{
	"Ana Ruiz",
	"ana.ruiz@example.com  |  +1 415 555 0134  |  San Francisco, CA",
	"Experience",
	"Senior Software Engineer, Paybright Inc.  2019 - Present",
	"- Built payment APIs in Go serving 2,000 requests per second",
	"- Designed PostgreSQL schemas and ran zero-downtime migrations",
	"- Deployed services on Kubernetes with Redis caching",
	"Software Engineer, Ledgerly  2015 - 2019",
	"- Wrote backend services in Go and Python",
	"Education",
	"B.S. Computer Science, University of California, Davis, 2015",
	"Skills: Go, PostgreSQL, Kubernetes, Redis, Docker, gRPC",
}

var PartialResume = []string{
	"Ben Okafor",
	"ben.okafor@example.com  |  Austin, TX",
	"Experience",
	"Backend Developer, ShopStack  2021 - Present",
	"- Built REST APIs in Python and Django on MySQL",
	"- Wrote a small internal tool in Go",
	"Education",
	"B.A. Mathematics, University of Texas at Austin, 2020",
	"Skills: Python, Django, MySQL, Go, Docker",
}

var WeakResume = []string{
	"Carla Mendes",
	"carla.mendes@example.com  |  Miami, FL",
	"Experience",
	"Store Manager, Sunny Retail  2016 - Present",
	"- Led a team of 12 and ran weekly inventory counts",
	"- Trained new staff on point-of-sale systems",
	"Education",
	"A.A. Business Administration, Miami Dade College, 2015",
	"Skills: team leadership, scheduling, Excel",
}

// GoodInvoice adds up; WrongTotalInvoice states a total 100.00 more than its parts.
var GoodInvoice = []string{
	"Northwind Office Supply",
	"INVOICE",
	"Invoice Number: NW-1042",
	"Invoice Date: 2026-11-02",
	"Due Date: 2026-12-02",
	"Description\tQty\tUnit Price\tAmount",
	"Printer paper, A4 box\t10\t$24.00\t$240.00",
	"Toner cartridge\t2\t$89.50\t$179.00",
	"Subtotal: $419.00",
	"Tax (8%): $33.52",
	"Total: $452.52",
}

var WrongTotalInvoice = []string{
	"Bluebird Cleaning Co.",
	"INVOICE",
	"Invoice Number: BB-2207",
	"Invoice Date: 2026-11-05",
	"Due Date: 2026-11-20",
	"Description\tQty\tUnit Price\tAmount",
	"Office cleaning, weekly\t4\t$150.00\t$600.00",
	"Window cleaning\t1\t$120.00\t$120.00",
	"Subtotal: $720.00",
	"Tax (5%): $36.00",
	"Total: $856.00",
}
