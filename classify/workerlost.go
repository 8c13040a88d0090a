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
