package classify

import "testing"

// First run at 04020cb4: 16/36 overall, 4/20 tricky.
// Tolerated: i1485-temporal-ctx-too-short: premise vs invalid (one-off): Temporal's FailedPrecondition "Context timeout is too short." is the caller's own deadline on a long poll, but the wording is Temporal's alone and gRPC FAILED_PRECONDITION reads premise by its ruling.
// Tolerated: i1485-temporal-terminated: unknown vs premise (one-off): the old Go SDK's bare "Terminated" is one word that no rule should key on.
// Tolerated: i1485-temporal-unknown-external: unknown vs premise (one-off): the old Go SDK's type name "UnknownExternalWorkflowExecution", gone from current SDKs.
// Tolerated: i1485-temporal-result-pending: unknown vs ambiguous (one-off): Go SDK ErrActivityResultPending is a sentinel that is no failure, a text only the SDK's own code meets.
// Tolerated: i1485-airflow-negsignal: unknown vs premise (ruling): childproc.go reads a bare SIGKILL with no memory word transient; Airflow's "Negsignal.SIGKILL" is that class, and the docs' memory reading is advice, not the text.
// Tolerated: i1485-airflow-sensor-timeout: transient vs premise (ruling): a timeout is transient; the sensor waited its budget for a condition that never came, which the text alone does not prove.
// Tolerated: i1485-airflow-zombie: unknown vs ambiguous (ruling): toolwords.go reads a task's worker process lost ("worker exited prematurely") transient, and an Airflow zombie is that class; my ambiguous contradicts it.
// Tolerated: i1485-temporal-txn-size: invalid vs premise (one-off): "Transaction size exceeds limit." is also a database's word for a transaction too large to commit, a request to split (invalid); Temporal's workflow-scoped reading cannot be told from the text.
func TestIndependentCases1485(t *testing.T) {
	runIndependent(t, "testdata/independent1485.jsonl", true, "i1485-temporal-ctx-too-short", "i1485-temporal-terminated", "i1485-temporal-unknown-external", "i1485-temporal-result-pending", "i1485-airflow-negsignal", "i1485-airflow-sensor-timeout", "i1485-airflow-zombie", "i1485-temporal-txn-size")
}

// TestGeneralise1485StepFunctionsStates: Step Functions' reserved error
// names (States.*) each carry a documented meaning (AWS Step Functions
// developer guide, "Error names"): a definition's path or template failing
// on the input is the call to repair, a Map or Parallel that failed after
// work ran is a partial success, an unreadable item dataset is a missing
// premise. States.TaskFailed wraps the task's own cause and is left to it;
// a service's own dotted codes (Lambda.*) keep their readings.
func TestGeneralise1485StepFunctionsStates(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"threshold in sdk text", "aws", 0, "", "operation error SFN: DescribeExecution, execution failed: States.ExceedToleratedFailureThreshold", ambiguous},
		{"branch failed", "aws", 0, "States.BranchFailed", "Parallel state 'Fanout' failed", ambiguous},
		{"result writer", "aws", 0, "States.ResultWriterFailed", "", ambiguous},
		{"item reader", "aws", 0, "States.ItemReaderFailed", "Unable to read the manifest from s3://bucket/manifest.json", premise},
		{"no choice", "aws", 0, "States.NoChoiceMatched", "No Choice Rules matched and no Default specified", invalid},
		{"query evaluation", "aws", 0, "States.QueryEvaluationError", "The JSONata expression '$states.input.items[0]' returned nothing", invalid},
		{"heartbeat timeout", "aws", 0, "States.HeartbeatTimeout", "", transient},
		{"parameter path", "aws", 0, "States.ParameterPathFailure", "The JSONPath '$.orderId' specified for the field 'OrderId.$' could not be found in the input", invalid},
		// near misses: the task's own cause, and a service's code
		{"task failed keeps its cause", "aws", 0, "States.TaskFailed", "A Task State failed during the execution.", unk},
		{"lambda throttle", "aws", 0, "Lambda.TooManyRequestsException", "Rate Exceeded.", transient},
		{"lambda service", "aws", 0, "Lambda.ServiceException", "An internal error occurred.", transient},
	})
}

// TestGeneralise1485WorkflowStoredLimit: a workflow engine's stored run over
// its own limit (Temporal and Cadence terminate the run with "Workflow
// history size exceeds limit.", "Workflow history count exceeds limit.",
// "Workflow mutable state size exceeds limit.") is premise: the run is
// ended, no argument is too big and no wait helps. The request's own size
// over a limit stays invalid, also when said of a plural subject
// (Temporal's "Heartbeat details exceed size limit.").
func TestGeneralise1485WorkflowStoredLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"history size with value", "go", 0, "", "workflow terminated: Workflow history size exceeds limit: 52428800", premise},
		{"history count lower", "", 0, "", "reason: workflow history count exceeds limit.", premise},
		{"mutable state", "go", 0, "", "Workflow mutable state size exceeds limit.", premise},
		{"heartbeat plural", "go", 0, "", "Heartbeat details exceed size limit.", invalid},
		{"payloads plural", "", 0, "", "request payloads exceed the size limit of 2 MB", invalid},
		// near misses: a request's size over a limit stays invalid
		{"memo", "go", 0, "", "Memo size exceeds limit.", invalid},
		{"blob", "go", 0, "", "Blob data size exceeds limit.", invalid},
		{"input text", "", 0, "", "Input text size exceeds limit", invalid},
	})
}
