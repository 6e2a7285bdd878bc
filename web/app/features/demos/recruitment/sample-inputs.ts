/**
 * What the two 'Load sample' buttons fill in: a mid-level full-stack engineer and a senior
 * role that asks for most of what she has and a little she lacks (Kubernetes, Go), so the
 * analysis has both strengths and gaps to talk about.
 */
export const sampleResume = `Maria Gonzalez
Full-Stack Software Engineer
Austin, TX · maria.gonzalez@example.com · (512) 555-0148 · linkedin.com/in/mariagonzalez

SUMMARY
Full-stack engineer with 6 years of experience building customer-facing web applications and REST APIs. Led the move of a monolith to services on AWS and mentors two junior developers.

EXPERIENCE
Senior Software Engineer — BrightCart Commerce, Austin, TX (2021 – present)
- Built the checkout and subscription APIs in TypeScript and Node.js serving 40,000 orders a day
- Rebuilt the storefront in React and Next.js, cutting page load time by 45%
- Moved the order database to PostgreSQL on AWS RDS with zero downtime
- Set up CI/CD with GitHub Actions and Docker; deploys went from weekly to daily
- Mentor two junior engineers and run the team's code reviews

Software Engineer — Fieldnote Health, Dallas, TX (2018 – 2021)
- Developed patient scheduling features in React and Python (Django)
- Wrote integration tests that reduced production incidents by 30%
- Worked in an agile team of eight with designers and product managers

EDUCATION
B.S. Computer Science — University of Texas at Austin, 2018

SKILLS
TypeScript, JavaScript, React, Next.js, Node.js, Python, Django, PostgreSQL, Redis, AWS (EC2, RDS, S3, Lambda), Docker, GitHub Actions, REST APIs, GraphQL, Agile/Scrum

CERTIFICATIONS
AWS Certified Developer – Associate (2022)`;

export const sampleJobDescription = `Senior Full-Stack Engineer — Lexa Health Technologies (Remote, US)

About the role
We are looking for a Senior Full-Stack Engineer to build the patient-facing web app and the APIs behind it. You will own features from design to production and mentor other engineers.

Requirements
- 5+ years of professional software development experience
- Strong TypeScript and React skills
- Experience building REST or GraphQL APIs with Node.js
- Solid PostgreSQL and data modelling experience
- Experience with AWS and Docker in production
- Bachelor's degree in Computer Science or equivalent experience

Nice to have
- Kubernetes
- Go
- Experience in healthcare or other regulated industries (HIPAA)
- Mentoring or technical leadership experience

What we offer
Competitive salary ($150,000 – $180,000), equity, full health benefits and a remote-first team.`;
