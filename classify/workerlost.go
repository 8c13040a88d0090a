package classify

// lostWorkerWords: a CI job whose machine went away under it (set 404):
// Buildkite "Exited with status -1 (agent lost)" (its docs retry
// exit_status -1 automatically), GitHub Actions "The runner has received
// a shutdown signal" and "lost communication with the server" (a
// preempted or recycled runner), Jenkins "Agent went offline during the
// build". The job's command did not fail; the worker was lost: transient,
// run the job again.
var lostWorkerWords = []pattern{
	{text: "(agent lost)", kind: transient, reason: "the CI agent running the job was lost: run it again"},
	{text: "agent was lost", kind: transient, reason: "the CI agent running the job was lost: run it again"},
	{text: "runner has received a shutdown signal", kind: transient, reason: "the CI runner was shut down under the job: run it again"},
	{text: "lost communication with the server", kind: transient, reason: "the CI runner lost its server under the job: run it again"},
	{text: "went offline during the build", kind: transient, reason: "the CI agent went offline under the job: run it again"},
}

// ciFailureReasonWords: GitLab CI's job failure_reason values (the jobs
// API's "failure_reason" and the job page's callout texts,
// app/presenters/commit_status_presenter.rb), set 1267. The runner's own
// system failure is the machine, not the job: transient, as a lost agent.
// A job whose prerequisites were not provisioned, whose runner is too old
// to run it, or whose needed artifacts are gone: premise, the setup must
// change before a rerun can pass. script_failure (the job's commands
// failed) is left to the test ruling's reading.
var ciFailureReasonWords = []pattern{
	{text: "runner_system_failure", kind: transient, reason: "the CI runner failed under the job (GitLab runner_system_failure): run it again"},
	{text: "there has been a runner system failure", kind: transient, reason: "the CI runner failed under the job (GitLab runner_system_failure): run it again"},
	{text: "unmet_prerequisites", kind: premise, reason: "the job's prerequisites (its environment) were not provisioned (GitLab unmet_prerequisites)"},
	{text: "failed to complete prerequisite tasks", kind: premise, reason: "the job's prerequisites (its environment) were not provisioned (GitLab unmet_prerequisites)"},
	{text: "runner_unsupported", kind: premise, reason: "the runner is too old for the job (GitLab runner_unsupported): upgrade it first"},
	{text: "your runner is outdated", kind: premise, reason: "the runner is too old for the job (GitLab runner_unsupported): upgrade it first"},
	{text: "missing_dependency_failure", kind: premise, reason: "the artifacts the job needs are gone (GitLab missing_dependency_failure): rerun the job that makes them"},
	{text: "there has been a missing dependency failure", kind: premise, reason: "the artifacts the job needs are gone (GitLab missing_dependency_failure): rerun the job that makes them"},
	// Set 1296: a hosted CI's cap on one job's length, set by the plan
	// (Azure Pipelines' free tier "up to 60 minutes", Travis CI's hard job
	// limit): the same job hits it again, so it is no timeout to wait out;
	// an agent pool with no agent that meets the job's demands (Azure
	// Pipelines): the setup must change first. Premise.
	{text: "ran longer than the maximum time of", kind: premise, reason: "the job ran past the plan's cap on a job's length: split the job or change the plan; a rerun hits it again"},
	{text: "exceeded the maximum time limit for jobs", kind: premise, reason: "the job ran past the CI service's hard limit on a job's length: split the job; a rerun hits it again"},
	{text: "which satisfies the specified demands", kind: premise, reason: "no agent in the pool meets the job's demands: add a capable agent or change the demands first"},
	// Bitbucket Pipelines: the services a step declares leave the build
	// container less than it needs; the step's size or service memory, set
	// in the pipeline's own config, is wrong: invalid.
	{text: "does not have the minimum resources needed to run", kind: invalid, reason: "the step's declared services leave too little memory to run it: change the step's size or service memory"},
}
