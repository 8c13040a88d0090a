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
	// Set 1418: the rest of GitLab's failure_reason enumeration, by the
	// code and the callout text (CALLOUT_FAILURE_MESSAGES). A deployment
	// job older than one that already deployed, a deleted project, no
	// runner that matches the job's tags, the namespace's compute minutes
	// spent: the world must change first, premise. A trigger that would
	// loop or nest past GitLab's child-pipeline limits: the CI definition
	// is wrong, invalid. A protected environment, a blocked user, a
	// rejected deployment approval: denied. The per-minute cap on
	// downstream triggers asks to try again later: transient.
	{text: "forward_deployment_failure", kind: premise, reason: "a newer deployment already succeeded: this older deployment job may not run (GitLab forward_deployment_failure)"},
	{text: "older than the previously succeeded deployment job", kind: premise, reason: "a newer deployment already succeeded: this older deployment job may not run (GitLab forward_deployment_failure)"},
	{text: "failed_outdated_deployment_job", kind: premise, reason: "a newer deployment already ran: this outdated deployment job failed (GitLab failed_outdated_deployment_job)"},
	{text: "deployment job is older than the latest deployment", kind: premise, reason: "a newer deployment already ran: this outdated deployment job failed (GitLab failed_outdated_deployment_job)"},
	{text: "project_deleted", kind: premise, reason: "the job's project was deleted (GitLab project_deleted)"},
	{text: "job belongs to a deleted project", kind: premise, reason: "the job's project was deleted (GitLab project_deleted)"},
	{text: "no_matching_runner", kind: premise, reason: "no runner matches the job's tags (GitLab no_matching_runner): register one or change the tags first"},
	{text: "no matching runner available", kind: premise, reason: "no runner matches the job's tags (GitLab no_matching_runner): register one or change the tags first"},
	{text: "no more compute minutes available", kind: premise, reason: "the namespace's CI compute minutes are spent (GitLab ci_quota_exceeded)"},
	{text: "secrets provider can not be found", kind: premise, reason: "the job's secrets provider is not configured (GitLab secrets_provider_not_found)"},
	{text: "pipeline_loop_detected", kind: invalid, reason: "the trigger would create looping pipelines (GitLab pipeline_loop_detected): fix the CI definition"},
	{text: "would create infinitely looping pipelines", kind: invalid, reason: "the trigger would create looping pipelines (GitLab pipeline_loop_detected): fix the CI definition"},
	{text: "bridge_pipeline_is_child_pipeline", kind: invalid, reason: "a child pipeline may not trigger further child pipelines (GitLab bridge_pipeline_is_child_pipeline): fix the CI definition"},
	{text: "cannot create further child pipelines", kind: invalid, reason: "a child pipeline may not trigger further child pipelines (GitLab bridge_pipeline_is_child_pipeline): fix the CI definition"},
	{text: "reached_max_descendant_pipelines_depth", kind: invalid, reason: "the child pipelines nest past GitLab's depth limit: fix the CI definition"},
	{text: "maximum depth of child pipelines", kind: invalid, reason: "the child pipelines nest past GitLab's depth limit: fix the CI definition"},
	{text: "protected_environment_failure", kind: denied, reason: "the job deploys to a protected environment its user may not deploy to (GitLab protected_environment_failure)"},
	{text: "environment this job is deploying to is protected", kind: denied, reason: "the job deploys to a protected environment its user may not deploy to (GitLab protected_environment_failure)"},
	{text: "user_blocked", kind: denied, reason: "the job's user is blocked (GitLab user_blocked)"},
	{text: "user who created this job is blocked", kind: denied, reason: "the job's user is blocked (GitLab user_blocked)"},
	{text: "deployment_rejected", kind: denied, reason: "an approver rejected the deployment (GitLab deployment_rejected)"},
	{text: "this deployment job was rejected", kind: denied, reason: "an approver rejected the deployment (GitLab deployment_rejected)"},
	{text: "reached_downstream_pipeline_trigger_rate_limit", kind: transient, reason: "GitLab's per-minute cap on downstream pipeline triggers: try again later"},
	{text: "too many downstream pipelines triggered", kind: transient, reason: "GitLab's per-minute cap on downstream pipeline triggers: try again later"},
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
