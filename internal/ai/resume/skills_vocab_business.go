package resume

// skillVocabBusiness lists non-technical skills, tools, languages spoken and certifications:
// Name | family | implies | aliases (see buildSkillVocabulary).
const skillVocabBusiness = `
# Sales
Sales | sales | | selling, sales representative, inside sales, outside sales
B2B sales | sales | Sales | b2b, business-to-business sales
B2C sales | sales | Sales | b2c
Account management | sales | | account manager, key accounts, key account management
Business development | sales | | bizdev, business development representative
Lead generation | sales | | lead gen, prospecting, pipeline generation
Cold calling | | | cold calls, outbound calling, outbound calls
Negotiation | | | negotiating, contract negotiation, negotiations
Pipeline management | | | sales pipeline, pipeline management, quota attainment, managed pipeline, manage pipeline, managing pipeline, manage your pipeline, of quota, sales quota, exceeded quota
Upselling | | | upsell, cross-selling, cross-sell
CRM | | | customer relationship management, crm software
Salesforce | crm-tool | CRM | sfdc, salesforce crm, salesforce.com
HubSpot | crm-tool | CRM | hubspot crm
Zoho CRM | crm-tool | CRM | zoho
Pipedrive | crm-tool | CRM |
Retail sales | sales | Sales | retail sales, sales associate, retail associate, point of sale, cashier

# Customer service
Customer service | customer-care | | client service, customer care, guest services
Customer support | customer-care | | technical support, tech support, help desk, helpdesk, service desk
Customer success | customer-care | | customer success manager, client success
Call center | customer-care | | call centre, contact center, contact centre, inbound calls
Zendesk | helpdesk-tool | |
Freshdesk | helpdesk-tool | |
Intercom | helpdesk-tool | | =Intercom
Conflict resolution | | | de-escalation, complaint handling, handling complaints, complaint resolution
Ticketing systems | | | ticketing, ticketing system
Live chat support | | | live chat, chat support

# Finance and accounting
Bookkeeping | | | bookkeeper, book keeping
Accounting | | | accountant, accounting principles
Accounts payable | | | a/p, ap processing, vendor payments
Accounts receivable | | | a/r, ar processing, collections
Payroll | | | payroll processing, payroll administration, payroll specialist, payroll management, payroll operations
Payroll tax | | Payroll | payroll taxes, payroll tax filings, form 941, w-2, w-2s, w2, 1099s
Timekeeping | | | time and attendance, timesheets, timecards
Wage garnishments | | | garnishments, wage garnishment
Multi-state payroll | | Payroll | multi-state payroll, multistate payroll
General ledger | | | =GL, general ledger accounting, journal entries
Reconciliation | | | reconciliations, bank reconciliation, bank reconciliations, account reconciliation, account reconciliations, reconciling accounts
Financial reporting | | | financial statements, financial statement, financial reports, p&l, profit and loss
Month-end close | | | month end close, month-end, month end, year-end close, closing the books
Budgeting | | | budget management, budgets, budget planning
Forecasting | | | financial forecasting, forecasts
Financial analysis | | | financial modeling, financial modelling, fp&a
Auditing | | | audit, audits, internal audit, external audit, audit preparation
Tax preparation | | | tax returns, tax filing, tax compliance, income tax
GAAP | | | us gaap
IFRS | | |
Invoicing | | | billing, invoice processing
Expense management | | | expense reports, expense reporting, expense tracking
Cash flow management | | | cash flow, cash management
QuickBooks | accounting-software | Bookkeeping | qbo, quickbooks online, quickbooks desktop, quick books
Xero | accounting-software | |
Sage | accounting-software | | =Sage, sage 50, sage intacct
NetSuite | accounting-software | | oracle netsuite
SAP | accounting-software | | =SAP, sap erp, sap fico, sap s/4hana
FreshBooks | accounting-software | |
ADP | payroll-software | Payroll | =ADP, adp workforce now, adp run
Gusto | payroll-software | Payroll |
Paychex | payroll-software | Payroll |
Paylocity | payroll-software | Payroll |
Paycom | payroll-software | Payroll |
UKG | payroll-software | Payroll | kronos, ultipro, ukg pro
Workday | hris-tool | | workday hcm
BambooHR | hris-tool | | bamboo hr
HRIS | hris-tool | | human resources information system

# Human resources and recruiting
- | | | are hiring, is hiring, we're hiring, now hiring, hiring manager, hiring managers, hiring bonus, hiring process, hiring team
Recruiting | recruiting | | recruitment, recruiter, full-cycle recruiting, full cycle recruiting, hiring
Talent acquisition | recruiting | Recruiting |
Sourcing | recruiting | | candidate sourcing, boolean search, talent sourcing
Interviewing | | | conducting interviews, structured interviews, phone screens, phone screening
Onboarding | | | new hire onboarding, employee onboarding
Human resources | | | =HR, hr generalist, human resource
Employee relations | | |
Benefits administration | | | benefits enrollment, open enrollment, benefit administration, 401(k) administration
Compliance | | | regulatory compliance, compliance management
Employment law | | | labor law, labour law, flsa, fmla, eeo compliance
Applicant tracking systems | ats-tool | | =ATS, applicant tracking, applicant tracking system
Greenhouse | ats-tool | Applicant tracking systems | =Greenhouse
Lever | ats-tool | Applicant tracking systems | =Lever
LinkedIn Recruiter | | Sourcing | linkedin recruiter
Performance management | | | performance reviews, performance appraisals
Training and development | | | learning and development, l&d, employee training, training programs
Compensation planning | | | compensation and benefits, compensation analysis

# Marketing
Marketing | marketing | | marketing strategy, marketing campaigns
Digital marketing | marketing | Marketing | online marketing
Content marketing | marketing | Marketing | content strategy
Social media marketing | marketing | Marketing | social media, social media management, community management
Email marketing | marketing | Marketing | email campaigns, newsletters
Mailchimp | | Email marketing |
SEO | search-marketing | | search engine optimization, search engine optimisation
SEM | search-marketing | | search engine marketing, ppc, pay per click, pay-per-click, paid search
Google Ads | ad-platform | SEM | adwords, google adwords
Facebook Ads | ad-platform | | meta ads, paid social, instagram ads
Google Analytics | | | ga4, google analytics 4
Copywriting | writing | | copywriter, copy writing
Content writing | writing | | content creation, blogging, blog writing, technical writing
Brand management | | | branding, brand strategy
Market research | | | competitive analysis, market analysis
Marketing automation | | | marketo, pardot
Public relations | | | media relations, press releases
Event planning | | | event management, events coordination

# Projects and operations
Project management | project-management | | project manager, managing projects, project planning
Program management | project-management | | program manager
Product management | | | product manager, product roadmap, roadmapping
Agile | agile-method | | agile methodologies, agile methodology
Scrum | agile-method | Agile | scrum master, sprint planning
Kanban | agile-method | Agile |
Stakeholder management | | | stakeholder communication, stakeholder engagement
Risk management | | | risk assessment
Change management | | |
Jira | work-tracking-tool | | atlassian jira
Confluence | | |
Asana | work-tracking-tool | |
Trello | work-tracking-tool | |
Monday.com | work-tracking-tool | | monday.com
MS Project | work-tracking-tool | | microsoft project
Operations management | | | business operations, operations manager
Supply chain management | logistics | | supply chain
Logistics | logistics | | shipping and receiving, warehousing, distribution
Inventory management | logistics | | inventory control, inventory
Procurement | | | purchasing, sourcing suppliers
Vendor management | | | supplier management, vendor relations
Process improvement | | | continuous improvement, process optimization, workflow automation
Lean | | | =Lean, lean manufacturing
Six Sigma | | | lean six sigma, six sigma green belt, six sigma black belt
Data entry | | | typing, data input
Scheduling | | | calendar management, appointment scheduling, scheduled appointments, scheduling appointments, booked appointments, scheduled patients
Administrative support | | | office administration, office management, administrative assistant, clerical, office administrator, office admin
Microsoft Office | office-suite | | ms office, office 365, microsoft 365, m365
Excel | | | =Excel, microsoft excel, ms excel, spreadsheets, vlookup, pivot tables, xlookup
Microsoft Word | | | ms word
PowerPoint | | | power point, ms powerpoint
Outlook | | | =Outlook, microsoft outlook
Google Workspace | office-suite | | g suite, gsuite, google docs, google sheets
Slack | | | =Slack

# Working with people
Leadership | | | team leadership, led a team, leading teams, team lead
People management | | | team management, managing a team, direct reports, managed a team, supervised, supervising
Mentoring | | | mentorship, coaching, mentored
Communication | | | communication skills, written communication, verbal communication, interpersonal skills
Public speaking | | | presentations, presenting, presentation skills
Problem solving | | | problem-solving, critical thinking
Troubleshooting | | | debugging
Time management | | | prioritization, prioritisation, meeting deadlines
Teamwork | | | collaboration, cross-functional, cross functional
Attention to detail | | | detail-oriented, detail oriented, accuracy
Multitasking | | | multi-tasking
Analytical skills | | | analytical
Organizational skills | | | organisational skills, highly organized, highly organised

# Languages spoken
English | | | =English, englisch, anglais, inglés
Spanish | | | =Spanish, spanisch, espagnol, español, espanol
French | | | =French, französisch, franzosisch, français, francais, francés
German | | | =German, =Deutsch, allemand, alemán
Mandarin | chinese | | =Mandarin, =Chinese
Cantonese | chinese | | =Cantonese
Japanese | | | =Japanese
Korean | | | =Korean
Portuguese | | | =Portuguese, portugiesisch, portugais, portugués
Italian | | | =Italian, italienisch, italien
Arabic | | | =Arabic, arabisch, arabe
Hindi | | | =Hindi
Russian | | | =Russian, russisch, russe, ruso
Dutch | | | =Dutch, niederländisch, néerlandais, neerlandés
Polish | | | =Polish, polnisch, polonais, polaco
Vietnamese | | | =Vietnamese
Tagalog | | | =Tagalog, =Filipino
Turkish | | | =Turkish, türkisch, turkisch, turc, turco
Hebrew | | | =Hebrew
Greek | | | =Greek
Sign language | | | american sign language, =ASL
Bilingual | | | multilingual

# Certifications
CPA | accounting-certification | Accounting | certified public accountant
CMA | accounting-certification | Accounting | =CMA, certified management accountant
CFA | | Financial analysis | =CFA, chartered financial analyst
ACCA | accounting-certification | Accounting |
Enrolled Agent | | Tax preparation | enrolled agent
Certified Payroll Professional | payroll-certification | Payroll | =CPP, certified payroll professional
Fundamental Payroll Certification | payroll-certification | Payroll | =FPC, fundamental payroll certification
PMP | pm-certification | Project management | project management professional
CAPM | pm-certification | Project management | certified associate in project management
Certified ScrumMaster | | Scrum | certified scrum master, =CSM, =PSM, professional scrum master
PHR | hr-certification | Human resources | =PHR, =SPHR, professional in human resources
SHRM-CP | hr-certification | Human resources | shrm cp, shrm-scp, shrm scp, shrm certified professional
AWS Certified | cloud-certification | AWS | aws certification, aws solutions architect, aws certified solutions architect, aws certified developer, aws certified cloud practitioner
Azure certification | cloud-certification | Azure | azure certified, az-900, az-104, az-204, az-305, microsoft certified azure
Google Cloud certification | cloud-certification | Google Cloud | google cloud certified, professional cloud architect
CKA | | Kubernetes | =CKA, =CKAD, certified kubernetes administrator, certified kubernetes application developer
CISSP | | Cybersecurity |
CompTIA Security+ | | Cybersecurity | security+, comptia security plus
CompTIA A+ | | Customer support | comptia a+, a+ certification, a+ certified
CCNA | | Computer networking |
ITIL | | | itil v4, itil foundation
Salesforce certification | | Salesforce | salesforce certified, salesforce administrator, salesforce admin, certified salesforce administrator
QuickBooks ProAdvisor | | QuickBooks | proadvisor, quickbooks certified, certified quickbooks proadvisor
Notary public | | | notary
Commercial driver's license | | | =CDL, commercial driver's license, commercial drivers license
CPR and First Aid | | | cpr, first aid, bls
ServSafe | | | food handler certification
`
