package resume

// skillVocabTech lists technical skills: Name | family | implies | aliases (see
// buildSkillVocabulary). Short words that are also plain English ("Go", "R", "Swift",
// "React", "Spark") only count capitalised; the "-" entries hide phrases that would
// otherwise be misread ("Go-to-market", "C-level", "R&D").
const skillVocabTech = `
# Hidden phrases
- | | | go to market, go-to-market, go live, go getter, go-getter, c level, c-level, c suite, c-suite, r&d, r and d, plan b, vitamin c, =GO

# Programming languages
Go | | | =Go, golang, go lang
Python | | | python3, python 3
Java | jvm | | java 8, java 11, java 17, core java
JavaScript | js | | js, ecmascript, es6, es2015, vanilla js
TypeScript | js | JavaScript | ts, typescript
C | c-family | | ~=C
C++ | c-family | | cpp, cplusplus
C# | dotnet | | csharp, c sharp
.NET | dotnet | | dotnet, .net core, asp.net, asp.net core, vb.net
Rust | | | =Rust, rustlang
Ruby | | |
PHP | | |
Swift | mobile-native | | =Swift, swiftui
Kotlin | jvm | |
Scala | jvm | |
Objective-C | mobile-native | | objective c, objc, obj-c
R | | | ~=R, rstats, r programming, r language
MATLAB | | |
Perl | | |
Haskell | | |
Elixir | | |
Erlang | | |
Clojure | | |
Lua | | |
Dart | | |
Bash | shell | | bash, shell scripting, shell scripts, zsh
PowerShell | shell | |
SQL | | | t-sql, tsql, pl/sql, plsql, sql queries
VBA | | | excel vba
COBOL | | |
Fortran | | |
Solidity | | |
Groovy | | |
Visual Basic | | | visual basic

# Frontend
React | frontend-framework | JavaScript | =React, react.js, reactjs, react js, react hooks
React Native | cross-platform-mobile | JavaScript | react native
Angular | frontend-framework | JavaScript | angularjs, angular.js
Vue.js | frontend-framework | JavaScript | vue, vuejs, vue 3, vue js
Svelte | frontend-framework | JavaScript | sveltekit
Next.js | | React | nextjs, next js
Nuxt | | Vue.js | nuxt.js, nuxtjs
Redux | | | redux toolkit
HTML | | | html5
CSS | | | css3
Sass | | CSS | scss
Tailwind CSS | | CSS | tailwind, tailwindcss
Bootstrap | | CSS | =Bootstrap
jQuery | | JavaScript |
Webpack | bundler | |
Vite | bundler | | =Vite
Responsive design | | | responsive web design, mobile-first design
Accessibility | | | wcag, a11y, web accessibility
Storybook | | |

# Backend and APIs
Node.js | | JavaScript | nodejs, node js, =Node
Express | node-web | Node.js | ~=Express, express.js, expressjs
NestJS | node-web | Node.js, TypeScript | nest.js
Django | python-web | Python | django rest framework
Flask | python-web | Python |
FastAPI | python-web | Python |
Spring | | Java | spring boot, spring framework, spring mvc, springboot
Ruby on Rails | | Ruby | rails, ror, ruby on rails
Laravel | php-web | PHP |
Symfony | php-web | PHP |
GraphQL | | | apollo graphql
REST APIs | | | =REST, restful, rest api, rest apis, restful apis, restful services
gRPC | | | grpc
Protocol Buffers | | | protobuf, protobufs, protocol buffers
Microservices | | | microservice, micro services, microservice architecture, microservices architecture
WebSockets | | | websocket, web sockets
OAuth | | | oauth2, oauth 2.0, openid connect, oidc
API design | | | api design, api development

# Databases
PostgreSQL | sql-database | SQL | postgres, psql, postgre
MySQL | sql-database | SQL |
SQL Server | sql-database | SQL | mssql, ms sql, microsoft sql server
Oracle Database | sql-database | SQL | =Oracle, oracle db, oracle database
SQLite | sql-database | SQL |
MariaDB | sql-database | SQL |
MongoDB | nosql | | mongo
Redis | | |
Elasticsearch | search-engine | | elastic search, =Elastic, elk stack
OpenSearch | search-engine | |
Cassandra | nosql | |
DynamoDB | nosql | | dynamo db
Firebase | nosql | | firestore
Snowflake | data-warehouse | |
BigQuery | data-warehouse | | big query
Redshift | data-warehouse | |
Databricks | data-warehouse | |
Supabase | | PostgreSQL |
Neo4j | | |
ClickHouse | | |

# Cloud and DevOps
AWS | cloud | | amazon web services, ec2, s3
Google Cloud | cloud | | gcp, google cloud platform
Azure | cloud | | microsoft azure
Docker | | | docker compose, dockerfile, containerization
Kubernetes | | | k8s, kube, eks, gke, aks, openshift
Helm | | Kubernetes | helm charts
Terraform | infrastructure-as-code | | hcl
Pulumi | infrastructure-as-code | |
CloudFormation | infrastructure-as-code | AWS | aws cloudformation
Ansible | config-management | |
CI/CD | | | ci cd, ci/cd pipelines, continuous integration, continuous delivery, continuous deployment
Jenkins | ci-server | CI/CD |
GitHub Actions | ci-server | CI/CD | github actions
GitLab CI | ci-server | CI/CD | gitlab ci, gitlab ci/cd, gitlab pipelines
CircleCI | ci-server | CI/CD | circle ci
Linux | | | unix, ubuntu, debian, centos, rhel, red hat linux
Git | | | version control
GitHub | | Git |
GitLab | | Git |
Nginx | | |
Prometheus | monitoring | |
Grafana | monitoring | |
Datadog | monitoring | |
OpenTelemetry | monitoring | | otel
Observability | | | monitoring and alerting
Serverless | | | aws lambda, =Lambda, cloud functions
Kafka | message-queue | | apache kafka
RabbitMQ | message-queue | |
Amazon SQS | message-queue | AWS | sqs
NATS | message-queue | | =NATS
Pub/Sub | message-queue | Google Cloud | pubsub, google pub/sub
Istio | | Kubernetes | service mesh
Site reliability engineering | | | sre, site reliability
Computer networking | | | tcp/ip, dns, network administration, network engineering, load balancing
Cybersecurity | | | cyber security, information security, infosec, application security
Penetration testing | | | pen testing, pentesting
OWASP | | |
Identity and access management | | | iam, identity and access management
Distributed systems | | | distributed systems, high availability, scalability
System design | | |

# Data and machine learning
pandas | | Python |
NumPy | | Python |
scikit-learn | ml-framework | Python | sklearn, scikit learn
TensorFlow | ml-framework | |
PyTorch | ml-framework | |
Keras | ml-framework | |
Machine learning | | | =ML, machine-learning
Deep learning | | | neural networks
NLP | | | natural language processing
Computer vision | | | opencv
LLMs | | | llm, large language models, large language model, generative ai, genai, prompt engineering
Data analysis | | | data analytics, data analyst, analyzing data, analysing data
Data visualization | | | data visualisation, dashboards, dashboarding
Statistics | | | statistical analysis, statistical modeling, statistical modelling
ETL | | | elt, data pipelines, data pipeline, data ingestion
Spark | | | =Spark, apache spark, pyspark
Hadoop | | |
Airflow | | | apache airflow
dbt | | | =dbt
Tableau | bi-tool | |
Power BI | bi-tool | | powerbi
Looker | bi-tool | | =Looker
Jupyter | | | jupyter notebooks
A/B testing | | | ab testing, a/b tests, experimentation
Data modeling | | | data modelling
Data warehousing | | | data warehouse

# Testing and quality
Jest | js-testing | |
Mocha | js-testing | |
Cypress | e2e-testing | |
Playwright | e2e-testing | |
Selenium | e2e-testing | |
JUnit | | Java |
pytest | | Python |
Automated testing | | | unit testing, unit tests, test automation, integration testing, automated tests
TDD | | | test driven development, test-driven development
Quality assurance | | | =QA, software testing, manual testing

# Mobile and design
iOS | mobile-platform | | =iOS, ios development
Android | mobile-platform | | android development
Flutter | cross-platform-mobile | Dart |
Figma | design-tool | |
Sketch | design-tool | | =Sketch
Adobe XD | design-tool | |
Photoshop | | | adobe photoshop
Illustrator | | | adobe illustrator
InDesign | | | adobe indesign
Adobe Creative Suite | | | creative cloud, adobe cc, adobe creative cloud
UX design | | | =UX, user experience, ux design, ux/ui, ui/ux
UI design | | | user interface design, =UI, visual design
User research | | | usability testing
Wireframing | | | wireframes, prototyping, mockups
Graphic design | | | graphic designer
Video editing | | | premiere pro, final cut pro, after effects
`
