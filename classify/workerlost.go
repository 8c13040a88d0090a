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
}
