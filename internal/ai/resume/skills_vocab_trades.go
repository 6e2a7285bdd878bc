package resume

// skillVocabTrades lists the skills, licences and software of the trades, care, legal,
// food-service and front-desk work the small businesses Lexa serves hire for:
// Name | family | implies | aliases (see buildSkillVocabulary). A licence and the
// apprenticeship or certificate that leads to it share a family, so the one stands in for
// the other in part ("Only related experience for: Journeyman electrician license").
const skillVocabTrades = `
# Dental and health care
Dental hygiene | | | dental hygienist, registered dental hygienist, =RDH, prophylaxis, dental hygiene
Scaling and root planing | | | scaling and root planing, root planing, =SRP
Periodontal charting | | | periodontal charting, perio charting, periodontal exams, chart periodontal exams
Dental radiographs | | | radiographs, digital radiographs, dental x-rays, dental radiography
Local anesthesia | | | local anesthesia, local anesthesia permit, anesthesia permit, local anaesthesia
Laser therapy | | | laser therapy, dental laser, laser certification
Certified Nursing Assistant | nursing-aide | | =CNA, certified nursing assistant, nursing assistant certification, cna certification, cna license
Long-term care | | | long-term care, long term care, assisted living, skilled nursing, memory care
Pharmacy technician | pharmacy-tech | | pharmacy technician, pharmacy tech
PTCB certification | pharmacy-tech | Pharmacy technician | =PTCB, =CPhT, certified pharmacy technician, ptcb certification, ptcb certified
Pharmacy technician license | pharmacy-license | | pharmacy technician license, pharmacy tech license, technician license
Insurance claims | | | insurance claims, insurance claims processing, claims processing, prior authorizations, prior authorization, insurance billing
Prescription filling | | | fill and label prescriptions, fill prescriptions, filling prescriptions, prescription filling
Registered nurse license | nursing-license | | =RN, registered nurse, registered nurses, rn license, registered nurse license
BSN | | Registered nurse license | =BSN, bachelor of science in nursing, b.s. in nursing, bs in nursing, bachelor's in nursing, bachelor of nursing, bachelors in nursing
ACLS certification | | | =ACLS, advanced cardiac life support, acls certified, acls certification
CCRN certification | | | =CCRN, ccrn certified, ccrn certification

# Front desk and dispatch
Front desk | customer-care | | front desk, front-desk, front desk agent, receptionist, reception desk
Multi-line phones | | | multi-line phones, multi-line phone, multiline phones, multiline phone, multi line phones
Payment processing | | | taking payments, take payments, payment processing, processing payments, cash handling, handle payments
Dispatching | | | dispatching, dispatcher, dispatched techs, dispatch board, dispatching technicians
Work orders | | | work orders, work order, service tickets

# HVAC, electrical and building trades
HVAC | hvac | | =HVAC, heating and air, heating and cooling, air conditioning, heat pumps, heat pump, split systems, furnaces, furnace, air-handler, air handler
Refrigerant handling | | | refrigerant, refrigerant recovery, refrigerant systems
EPA 608 certification | | | epa 608, section 608, epa 608 universal, epa section 608, 608 universal, 608 certification
EPA 609 certification | | | epa 609, section 609, 609 certification, epa 609 mvac
NATE certification | | | =NATE, nate certified, nate certification
Brazing | | | brazing, brazing copper, soldering copper
Electrical troubleshooting | | | electrical troubleshooting, electrical diagnostics, wiring diagrams, low-voltage controls, low voltage controls, 24v controls, capacitors, contactors, multimeter
Journeyman electrician license | electrician-license | | journeyman electrician license, journeyman license, journeyman electrician, licensed journeyman, journeyman card
Electrical apprenticeship | electrician-license | | apprentice electrician, electrical apprentice, electrical apprenticeship, electrician apprentice
Conduit bending | | | conduit bending, bend emt conduit, bending conduit, bend conduit, emt conduit
Panel installation | | | panel installs, panel installation, install panels, panel upgrades, panel installations
Service upgrades | | | service upgrades, service upgrade
National Electrical Code | | | =NEC, national electrical code
Blueprint reading | | | read blueprints, blueprint reading, reading blueprints, blueprints
OSHA safety training | | | osha 10, osha 30, osha-10, osha-30, osha 10-hour, osha 30-hour, osha 10 or 30, osha safety training
Forklift operation | | | forklift, forklift operator, forklift certification, reach truck
Driver's license | | | driver's license, drivers license, driving record, clean driving record, valid driver's license

# Welding
Welding | | | welding, welder, mig welding, tig welding, stick welding, flux-core welding, structural welding
AWS D1.1 certification | | Welding | aws d1.1, aws d1.1 certified, aws d1.1 certification, d1.1 certified, d1.1 certification, d1.1

# Commercial driving endorsements
Hazmat endorsement | | | hazmat, haz-mat, hazmat endorsement, h endorsement, endorsement h, =HME, hazardous materials endorsement
Tanker endorsement | | | tanker, tanker endorsement, n endorsement, endorsement n, tank vehicle endorsement
Doubles/triples endorsement | | | doubles/triples, doubles and triples, doubles/triples endorsement, t endorsement, endorsement t
X endorsement | | Hazmat endorsement, Tanker endorsement | endorsement x, hazmat and tanker combination endorsement

# Automotive
ASE certification | | | =ASE, ase certified, ase certification, ase certifications, ase master
Vehicle diagnostics | | | drivability diagnostics, drivability, engine performance, diagnostic technician
Scan tools | | | scan tools, scan tool
Module programming | | | module programming

# Legal
Paralegal certificate | | | paralegal, certified paralegal, paralegal certification
Legal research | | | legal research, legal research skills
Westlaw | legal-research-tool | Legal research | =Westlaw
LexisNexis | legal-research-tool | Legal research | =Lexis, lexisnexis, lexis nexis
Practice management software | | | practice-management software, practice management software
E-filing | | | e-filing, e-file, efiling, electronic filing
Legal drafting | | | draft pleadings, drafting pleadings, pleadings, legal drafting
Family law | | | family law, family-law

# Food service
Grill | cooking | | grill cook, grilling
Sauté | cooking | | sauté, saute, sauté cook
Knife skills | | | knife skills
Butchery | | | butchery, whole-animal butchery
Line cooking | | | line cook, line cooking

# Early childhood education
Child Development Associate | ece-credential | | =CDA, child development associate, cda credential
Early childhood education | ece-credential | | early childhood education, =ECE, early childhood
Curriculum planning | | | play-based curriculum, curriculum planning, lesson planning, lesson plans
Creative Curriculum | | | creative curriculum
HighScope | | | highscope, high scope

# Marketing tools
Canva | design-tool | |
Photography | photo | | photography, listing photography, product photography, photographer
Photo editing | photo | | photo editing, lightroom, adobe lightroom

# Trade and practice software
Dentrix | dental-software | |
Eaglesoft | dental-software | |
PioneerRx | pharmacy-software | |
ezyVet | vet-software | |
AVImark | vet-software | |
ServiceTitan | field-service-software | |
Jobber | field-service-software | | =Jobber
Yardi | property-software | | =Yardi
Clio | practice-management | Practice management software | =Clio, clio manage
Brightwheel | childcare-software | | =Brightwheel
Drake Tax | tax-software | Tax preparation | drake tax, drake software
Lacerte | tax-software | Tax preparation |

# Tax
Sales tax | | | sales tax, sales-tax, sales and use tax
`
