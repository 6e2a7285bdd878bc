/**
 * The Resume Analyzer's words: the prescribed ones (docs/product.md, "AI demos",
 * Resume Analyzer, and "Validation rules") and ours, marked as such.
 */
export const recruitmentText = {
  title: "AI Resume Analyzer Demo",
  intro: "Paste a resume and a job description to see how well they match.",
  back: "Back to AI Recruitment System",
  // Ours: the input card's heading, labels and buttons.
  inputHeading: "Candidate & Role",
  resumeLabel: "Resume",
  resumePlaceholder: "Paste the candidate's resume here...",
  jobLabel: "Job Description",
  jobPlaceholder: "Paste the job description here...",
  loadSample: "Load sample",
  loadSampleResume: "Load sample resume",
  loadSampleJob: "Load sample job description",
  analyze: "Analyze Candidate",
  analyzing: "Analyzing...",
  placeholder: "Analyze a candidate to see the match here",
  scoreHeading: "Match Score",
  qualityLabel: "Match quality",
  analysisHeading: "AI Analysis",
  // Ours: the badge of a text that is no resume (decision 0067), by its kind.
  notAResume: {
    cover_letter: "Cover letter, not a resume",
    job_ad: "Job ad, not a resume",
    other: "Not a resume",
  },
  // Validation (section 5) and toasts (section 8).
  missingInput: "Please provide both resume and job description",
  success: "Analysis complete!",
  failed: "Failed to analyze candidate",
} as const;
