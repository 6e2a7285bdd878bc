package resume

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// testYear is the year "Present" stands for in the tests: fixed, so they stay true next
// year.
const testYear = 2026

// analyzeResume is Analyze in testYear, without a deadline, which never stops it.
func analyzeResume(resume, jobDescription string) string {
	answer, _ := Analyze(context.Background(), resume, jobDescription, testYear) // no deadline, no error
	return answer
}

const goBackendJob = `Senior Backend Engineer
About Acme Pay
We're hiring! Acme Pay builds payment infrastructure for 4,000 merchants. Our team loves coffee.

What you'll do:
- Design and build services in Go that process millions of transactions a day
- Own our PostgreSQL schemas and migrations
- Run services on Kubernetes in AWS

Requirements:
- 5+ years of professional software engineering experience
- Strong experience with Go and PostgreSQL
- Docker and Kubernetes in production
- Designing REST APIs and gRPC services
- Bachelor's degree in Computer Science or equivalent experience

Nice to have:
- Kafka
- Terraform

Benefits: health insurance, 401(k), remote-friendly.`

const strongBackendResume = `Dana Whitfield
Senior Software Engineer | Berlin

Summary
Backend engineer with 8+ years of experience building high-throughput services in Go.

Experience
Lumen Payments — Senior Backend Engineer, Jan 2020 – Present
- Built a ledger service in Go and PostgreSQL handling 20M transactions a day
- Moved 40 services to Kubernetes on AWS with Docker and Terraform
- Designed REST APIs and gRPC contracts used by 12 teams; mentored four engineers
Orbit Labs — Software Engineer, Mar 2017 – Dec 2019
- Wrote Python and Go microservices; introduced Kafka for event streaming

Education
M.S. in Computer Science, TU Munich, 2015 – 2017`

const juniorFrontendResume = `Sam Ortiz
Frontend Developer

Experience
Brightside Studio — Junior Frontend Developer, Jun 2024 – Present
- Built React and TypeScript components for a booking app; wrote Jest tests
- Styled pages with CSS and Tailwind; used Git and GitHub daily
Freelance — Web Developer, Jan 2023 – May 2024
- Made small sites with HTML, CSS and JavaScript for local shops

Education
B.A. in Graphic Design, 2018 – 2022`

const nurseResume = `Maria Lopez, RN
Registered Nurse with 7 years of experience in acute care.

Experience
St. Mary's Hospital — Registered Nurse, Medical-Surgical Unit, 2019 – Present
- Care for five to six patients per shift; administer medications and monitor vitals
- Charted patient assessments in Epic; trained new graduate nurses
Riverside Clinic — Nurse, 2017 – 2019

Education
Bachelor of Science in Nursing (BSN), 2013 – 2017
Licenses: BLS, ACLS`

const salesJob = `Account Executive (B2B SaaS)
We are looking for an Account Executive to close new business with mid-market customers.
Responsibilities:
- Run the full sales cycle from discovery to negotiation and close
- Manage your pipeline in Salesforce and forecast accurately
Requirements:
- 3+ years of B2B sales experience with a record of quota attainment
- Cold calling and prospecting
- Excellent communication skills
Preferred:
- Bachelor's degree
- HubSpot`

const salesResume = `Jordan Blake
Account Executive

Experience
Cloudline Software — Account Executive, Feb 2021 – Present
- Closed $1.4M in new B2B sales in 2024, 128% of quota; managed pipeline in Salesforce
- Prospecting and cold calling into mid-market accounts; led contract negotiation
Northwind Telecom — Sales Development Representative, Aug 2018 – Jan 2021
- Booked 40 meetings a month through cold calls and email; strong communication with buyers

Education
B.A. in Communications, 2014 – 2018`

// vetTechJob names no skill the vocabulary knows, so only the shared wording can match.
const vetTechJob = `Veterinary Technician
Our animal hospital needs a veterinary technician for surgery and patient care.
- Restrain animals for exams, vaccinations and blood draws
- Monitor anesthesia during surgery and prepare surgical instruments
- Take x-rays and run lab samples
- Educate pet owners about vaccines, dental care and nutrition`

const vetTechResume = `Chris Park
Veterinary Technician
Experience
Maple Animal Hospital, 2020 – Present
- Restrained dogs and cats for exams, vaccinations and blood draws
- Monitored anesthesia in surgery; sterilized surgical instruments
- Took dental radiographs and ran lab samples; taught owners about nutrition`

// dataJob is written in Markdown, offers choices ("AWS or GCP") and says "hiring" outside
// any requirement.
const dataJob = `## Senior Data Engineer
We are hiring a Senior Data Engineer to join our analytics platform team in Austin, TX.

**What you'll do**
* Build batch and streaming data pipelines with Spark and Airflow
* Model data in Snowflake or BigQuery for analysts

**Requirements**
* 6+ years in data engineering; strong Python and SQL
* Experience with AWS or GCP
* Familiarity with dbt

**Nice to have**
* Kafka, Terraform
* Master's degree preferred

**Perks**
Unlimited PTO, hiring bonus, Go-to-market team lunches`

const dataResume = `PRIYA NAIR
priya@example.com | Austin, TX

SUMMARY
Data engineer with 7 years building pipelines on Google Cloud.

SKILLS
Python, SQL, BigQuery, Airflow, Apache Spark, dbt, Looker, Pub/Sub

WORK EXPERIENCE
Senior Data Engineer, Trellis Health (03/2021 – present)
- Migrated 300 Airflow DAGs to Cloud Composer; cut costs 35%
Data Engineer, Finch Retail (06/2018 – 02/2021)
- Built ETL in Python and SQL on Redshift

EDUCATION
B.Sc. Computer Science, University of Texas, 2014–2018`

func TestAnalyzeResumeOrdersCandidates(t *testing.T) {
	tests := []struct {
		name          string
		better, worse [2]string // resume, job
		minBetter     int
		maxWorse      int
	}{
		{"backend engineer beats junior frontend for a Go job", [2]string{strongBackendResume, goBackendJob}, [2]string{juniorFrontendResume, goBackendJob}, 80, 45},
		{"junior frontend beats a nurse for a Go job", [2]string{juniorFrontendResume, goBackendJob}, [2]string{nurseResume, goBackendJob}, 0, 20},
		{"sales resume beats backend engineer for a sales job", [2]string{salesResume, salesJob}, [2]string{strongBackendResume, salesJob}, 75, 30},
		{"data engineer beats sales rep for a Markdown data job", [2]string{dataResume, dataJob}, [2]string{salesResume, dataJob}, 80, 20},
		{"vet tech beats backend engineer on wording alone", [2]string{vetTechResume, vetTechJob}, [2]string{strongBackendResume, vetTechJob}, 60, 25},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			better := matchScore(t, analyzeResume(tt.better[0], tt.better[1]))
			worse := matchScore(t, analyzeResume(tt.worse[0], tt.worse[1]))
			if better <= worse || better < tt.minBetter || worse > tt.maxWorse {
				t.Errorf("scores %d vs %d; want better ≥ %d, worse ≤ %d, better > worse", better, worse, tt.minBetter, tt.maxWorse)
			}
		})
	}
}

func TestAnalyzeResumeReportsWhatIsMissing(t *testing.T) {
	tests := []struct {
		name, resume, job string
		want              []string // substrings of the answer
		absent            []string
	}{
		{"strong candidate", strongBackendResume, goBackendJob, []string{
			"Strong match for Senior Backend Engineer: 6 of 6 required skills and 9 years against 5 asked.",
			// In the order the job names them; AWS only in the duties, which a job with a
			// Requirements section makes a plus (decision 0067).
			"Required skills shown: Go, PostgreSQL, Kubernetes, Docker, REST APIs and gRPC.",
			"Nice-to-haves shown: AWS, Kafka and Terraform.",
			"Education: Master's degree, above the Bachelor's degree asked.",
			"- None of the stated requirements are missing.",
			"Recommendation: Interview",
		}, []string{"Recruiting"}},
		{"junior frontend", juniorFrontendResume, goBackendJob, []string{
			"Missing required skills: Go, PostgreSQL, Kubernetes, Docker, REST APIs and gRPC.",
			"Experience: about 3 years found, 5 asked.",
		}, nil},
		{"nurse", nurseResume, goBackendJob, []string{
			"Not a match for Senior Backend Engineer: 0 of 6 required skills and 9 years against 5 asked.",
			"Recommendation: Not a fit for this role",
		}, nil},
		{"degree asked without equivalence", strings.Replace(juniorFrontendResume, "B.A. in Graphic Design", "Associate degree in Web Design", 1),
			"Frontend Developer\nRequirements:\n- React and TypeScript\n- 2+ years of experience\n- Bachelor's degree required", []string{
				"Education: a Bachelor's degree is asked; the resume shows an Associate degree.",
			}, nil},
		{"experience stands in for the degree", "Ops lead since 2012.\nExperience\nLinux administrator, 2012 – Present\nBash, Linux, Ansible",
			"Linux Administrator\nRequirements:\n- Linux and Bash\n- Bachelor's degree or equivalent experience", []string{
				"No Bachelor's degree shown, but 14 years of experience stand in for it",
			}, []string{"Education: a Bachelor's"}},
		{"choices count once", dataResume, dataJob, []string{
			// Python, SQL, AWS or GCP (once) and dbt; the duties' tools are pluses.
			"Strong match for Senior Data Engineer: 4 of 4 required skills and 8 years against 6 asked.",
			"Nice-to-haves shown: ETL, Spark, Airflow and BigQuery.",
			"Nice-to-haves not shown: Terraform; a Master's degree.",
		}, []string{"Recruiting", "Retail"}},
		{"terms only", vetTechResume, vetTechJob, []string{"of the job's 25 key terms", "Shares the job's key terms: "}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := analyzeResume(tt.resume, tt.job)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("answer lacks %q:\n%s", w, got)
				}
			}
			for _, a := range tt.absent {
				if strings.Contains(got, a) {
					t.Errorf("answer has %q:\n%s", a, got)
				}
			}
		})
	}
}

// anyScoreRe is how the web page finds the score: the first match anywhere.
var anyScoreRe = regexp.MustCompile(`(?i)score\s*:?\s*(\d+)`)

func TestAnalyzeResumeFormat(t *testing.T) {
	pairs := [][2]string{
		{strongBackendResume, goBackendJob}, {nurseResume, goBackendJob}, {salesResume, salesJob},
		{vetTechResume, vetTechJob}, {"Go", "Go developer"}, {"Credit Score 700 analyst", "Title: Credit Score 700 Analyst\nSQL"},
	}
	firstLine := regexp.MustCompile(`^Match Score: (\d{1,3})/100$`)
	for _, p := range pairs {
		got := analyzeResume(p[0], p[1])
		lines := strings.Split(got, "\n")
		m := firstLine.FindStringSubmatch(lines[0])
		if m == nil {
			t.Fatalf("first line %q", lines[0])
		}
		if n, _ := strconv.Atoi(m[1]); n > 100 {
			t.Errorf("score %d over 100", n)
		}
		for _, l := range lines[1:] {
			if anyScoreRe.MatchString(l) {
				t.Errorf("line %q reads as a score", l)
			}
		}
		for _, section := range []string{"\n\nStrengths:\n- ", "\nGaps:\n- ", "\n\nRecommendation: "} {
			if !strings.Contains(got, section) {
				t.Errorf("no %q in:\n%s", section, got)
			}
		}
		if again := analyzeResume(p[0], p[1]); again != got {
			t.Errorf("two runs differ:\n%s\n---\n%s", got, again)
		}
	}
}

// "Present" is the year the caller gives: a current job since 2020 is about 6 years in
// 2026 and about 11 in 2031, against the 8 the job asks.
func TestPresentIsTheGivenYear(t *testing.T) {
	resume, job := "Go engineer\nAcme, Go developer, 2020 - Present", "Backend engineer with 8+ years of Go"
	for year, want := range map[int]string{2026: "6 years against 8 asked", 2031: "11 years against 8 asked"} {
		if got, err := Analyze(context.Background(), resume, job, year); err != nil || !strings.Contains(got, want) {
			t.Errorf("in %d: %v\n%s\nwant it to say %q", year, err, got, want)
		}
	}
}

func TestReadJobSections(t *testing.T) {
	tests := []struct {
		name, job, title, required, nice, choices string
		years, education                          int
	}{
		// Skills in the order the job first names them.
		{"plain headings", goBackendJob, "Senior Backend Engineer", "Go, PostgreSQL, Kubernetes, Docker, REST APIs, gRPC",
			"AWS, Kafka, Terraform", "", 5, eduBachelor},
		{"Markdown, choices and hiring", dataJob, "Senior Data Engineer", "Python, SQL, AWS, Google Cloud, dbt",
			"ETL, Spark, Airflow, Snowflake, BigQuery, Kafka, Terraform", "AWS or Google Cloud", 6, eduNone},
		{"labelled lines", "Title: Support Agent\nRequirements: Zendesk/Freshdesk, customer service or a call center\nNice to have: Spanish\nSalary: SQL-free team",
			"Support Agent", "Zendesk, Freshdesk, Customer service, Call center", "Spanish",
			"Zendesk or Freshdesk; Customer service or Call center", 0, eduNone},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job := readJob(tt.job)
			var choices []string
			for _, c := range job.alternatives {
				choices = append(choices, requirement(c).name())
			}
			got := []string{job.title, strings.Join(skillNames(job.required), ", "), strings.Join(skillNames(job.nice), ", "), strings.Join(choices, "; ")}
			want := []string{tt.title, tt.required, tt.nice, tt.choices}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("field %d = %q, want %q", i, got[i], want[i])
				}
			}
			if job.years != tt.years || job.education != tt.education {
				t.Errorf("years %d, education %d; want %d, %d", job.years, job.education, tt.years, tt.education)
			}
		})
	}
}

func matchScore(t *testing.T, answer string) int {
	t.Helper()
	m := anyScoreRe.FindStringSubmatch(answer)
	if m == nil {
		t.Fatalf("no score in:\n%s", answer)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// BenchmarkAnalyzeResume10KB runs a long resume shaped like a real one (one header, a long
// dated work history, one skills and one education section) against a 3 KB job.
func BenchmarkAnalyzeResume10KB(b *testing.B) {
	bullets := []string{
		"- Built a ledger service in Go and PostgreSQL handling 20M transactions a day",
		"- Moved 40 services to Kubernetes on AWS with Docker and Terraform",
		"- Designed REST APIs and gRPC contracts used by 12 teams; mentored four engineers",
		"- Cut p99 latency from 900 ms to 120 ms by reworking the cache layer in Redis",
		"- Led the on-call rotation and wrote the incident review process the company still uses",
	}
	var resume strings.Builder
	resume.WriteString("Dana Whitfield\nSenior Software Engineer | Berlin\n\nSummary\n" +
		"Backend engineer with 12+ years of experience building high-throughput services.\n\nExperience\n")
	for year := 2024; resume.Len() < 9_600; year-- {
		fmt.Fprintf(&resume, "Company %d — Software Engineer, Mar %d – Feb %d\n", year, year-1, year)
		for _, bl := range bullets {
			resume.WriteString(bl + "\n")
		}
	}
	resume.WriteString("\nSkills\nGo, Python, PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS, Terraform\n" +
		"\nEducation\nM.S. in Computer Science, TU Munich, 2005 – 2007\nB.S. in Mathematics, 2001 – 2005\n")
	job := strings.Repeat(goBackendJob+"\n", 3000/len(goBackendJob)+1)
	b.SetBytes(int64(resume.Len() + len(job)))
	for b.Loop() {
		analyzeResume(resume.String(), job)
	}
}
