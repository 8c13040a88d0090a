package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases327 runs held-out set 327: AWS beyond S3 and DynamoDB (EC2, EKS, CloudFormation, Step Functions, EventBridge, SNS, SQS, Route 53, RDS Data, Athena, CloudWatch Logs, Cognito, API Gateway, SES), from the vendors' docs, labelled blind.
// First run at 5de6936: 31/35 overall, 24/28 tricky.
// Fixed later by the lead: i327-ec2-dryrun (aws.go reads DryRunOperation as ambiguous, the lead after sets 327, 443 and 1023). Was: unknown vs ambiguous (aws.go's DryRunOperation row, and docs/taxonomy.md's reading of a normal completion as unknown "no failure"): a dry run that would have succeeded is no failure; left for the lead.
// Tolerated: i327-sfn-sync-execution-failed: transient vs ambiguous (docs/taxonomy.md Lambda row: Sandbox.Timedout / "Task timed out" reads transient): the Express run's cause is a Lambda timeout; whether the states before it ran is the part this label adds.
func TestIndependentCases327(t *testing.T) {
	runIndependent(t, "testdata/independent327.jsonl", true, "i327-sfn-sync-execution-failed")
}

// TestGeneralise327Partial checks a 2xx whose body counts records the
// service rejected beside those it stored, with near misses.
func TestGeneralise327Partial(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cloudwatch logs too new", "aws", 200, "", `{"nextSequenceToken":"49590302523450233446017036537125498113862452374474803058","rejectedLogEventsInfo":{"tooNewLogEventStartIndex":2}}`, rung.KindAmbiguous},
		{"cloudwatch logs expired", "aws", 200, "", `{"rejectedLogEventsInfo": {"expiredLogEventEndIndex": 1}}`, rung.KindAmbiguous},
		{"otlp logs", "http", 200, "", `{"partialSuccess":{"rejectedLogRecords":"3","errorMessage":"log records older than the retention window were dropped"}}`, rung.KindAmbiguous},
		{"otlp traces", "http", 200, "", `{"partialSuccess":{"rejectedSpans":"5","errorMessage":"spans exceeded the per-trace limit"}}`, rung.KindAmbiguous},
		{"otlp metrics", "http", 200, "", `{"partialSuccess": {"rejectedDataPoints": "12", "errorMessage": "out of order samples"}}`, rung.KindAmbiguous},
		{"otlp profiles", "http", 200, "", `{"partialSuccess":{"rejectedProfiles":"1","errorMessage":"profile too large"}}`, rung.KindAmbiguous},
		// Near misses: an empty partialSuccess and a zero count are full
		// successes (OTLP spec), and a PutLogEvents answer with only the
		// next token stored every event.
		{"otlp empty partial success", "http", 200, "", `{"partialSuccess":{}}`, rung.KindUnknown},
		{"otlp zero rejected", "http", 200, "", `{"partialSuccess":{"rejectedDataPoints":"0","errorMessage":""}}`, rung.KindUnknown},
		{"logs next token only", "aws", 200, "", `{"nextSequenceToken":"49590302523450233446017036537125498113862452374474803058"}`, rung.KindUnknown},
	})
}

// TestGeneralise327Columns checks a column the SQL analyser cannot resolve,
// in several engines' words, and Athena's access hedge on its not-found
// answers, with near misses.
func TestGeneralise327Columns(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"athena column hedge", "", 0, "", "COLUMN_NOT_FOUND: line 1:8: Column 'emial' cannot be resolved or requester is not authorized to access requested resources", rung.KindInvalid},
		{"trino python client", "", 0, "", "TrinoUserError(type=USER_ERROR, name=COLUMN_NOT_FOUND, message=\"line 1:8: Column 'emial' cannot be resolved\", query_id=20261203_145000_00012_abcde)", rung.KindInvalid},
		{"spark unresolved column", "", 0, "", "[UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with name `emial` cannot be resolved. Did you mean one of the following? [`email`, `id`].", rung.KindInvalid},
		{"databricks unresolved column", "", 0, "", "AnalysisException: [UNRESOLVED_COLUMN.WITHOUT_SUGGESTION] A column, variable, or function parameter with name `emial` cannot be resolved. SQLSTATE: 42703", rung.KindInvalid},
		{"calcite column", "", 0, "", "org.apache.calcite.sql.validate.SqlValidatorException: Column 'emial' not found in any table", rung.KindInvalid},
		{"flink column", "", 0, "", "org.apache.flink.table.api.ValidationException: SQL validation failed. From line 1, column 8 to line 1, column 12: Column 'emial' not found in any table", rung.KindInvalid},
		{"athena schema hedge", "", 0, "", "SCHEMA_NOT_FOUND: line 1:15: Schema 'sales' does not exist or requester is not authorized to access requested resources", rung.KindPremise},
		// Near misses: an IAM refusal keeps denied, a plain missing table
		// keeps premise, and a host that "cannot be resolved" is not read
		// as a column.
		{"athena iam refusal", "", 0, "", "User: arn:aws:iam::123456789012:user/analyst is not authorized to perform: athena:StartQueryExecution on resource: arn:aws:athena:us-east-1:123456789012:workgroup/primary", rung.KindDenied},
		{"athena table missing", "", 0, "", "TABLE_NOT_FOUND: line 1:15: Table 'awsdatacatalog.sales.orders_2026' does not exist", rung.KindPremise},
		{"host cannot be resolved", "", 0, "", "Host 'db.internal' cannot be resolved", rung.KindUnknown},
	})
}
