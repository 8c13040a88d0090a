package classify

import "testing"

// First run at d5e83a51: 32/36 overall, 16/20 tricky.
func TestIndependentCases1554(t *testing.T) {
	runIndependent(t, "testdata/independent1554.jsonl", true)
}

// TestGeneralise1554FHIRStaleVersion: Microsoft FHIR Server's
// ResourceVersionConflict "The supplied version '{0}' did not match."
// (microsoft/fhir-server Resources.resx; 412 in R4, 409 in STU3, PR #643)
// is a stale copy under the OperationOutcome's issue.code "conflict": the
// stale-copy ruling (staleref.go), premise. An If-None-Match create whose
// resource exists stays conflict, and a malformed version stays invalid.
func TestGeneralise1554FHIRStaleVersion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure 412 stale if-match", "http", 412, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"conflict","diagnostics":"The supplied version '3' did not match."}]}`, premise},
		{"azure 409 stale if-match (STU3)", "http", 409, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"conflict","diagnostics":"The supplied version '12' did not match."}]}`, premise},
		{"plain text under 409", "http", 409, "", "The supplied version '7' did not match.", premise},
		{"near miss: If-None-Match create of an existing resource", "http", 412, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"fatal","code":"conflict","details":{"text":"IfNoneMatch precondition failed."}}]}`, conflict},
		{"near miss: a duplicate under conflict", "http", 409, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"conflict","diagnostics":"Resource Patient/7 already exists"}]}`, conflict},
		{"near miss: a malformed weak etag", "http", 400, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"invalid","diagnostics":"WeakETag must be in the weak ETag format."}]}`, invalid},
	})
}

// TestGeneralise1554DayWaitNamedTomorrow: a limit whose stated wait is the
// next day ("Please try again tomorrow.", Epic's 4135 when the day's
// document queries are spent, fhir.epic.com troubleshooting codes) is a
// day's allowance, as statedWaitOfADay reads "retry after 86400 seconds"
// (set 1427): premise. A short wait stays transient, and an attempt
// lockout in the same words lifts by itself (set 1338).
func TestGeneralise1554DayWaitNamedTomorrow(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"epic 4135 under 429", "http", 429, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"fatal","code":"processing","details":{"coding":[{"system":"urn:oid:1.2.840.114350.1.13.0.1.7.2.657369","code":"4135","display":"Please try again tomorrow."}],"text":"Please try again tomorrow."}}]}`, premise},
		{"daily cap, plain text", "http", 429, "", "Daily request limit reached. Please try again tomorrow.", premise},
		{"near miss: a short stated wait", "http", 429, "", "Rate limit exceeded. Please try again in 30 seconds.", transient},
		{"near miss: try again later", "http", 429, "", "Too many requests. Please try again later.", transient},
		{"near miss: attempt lockout", "http", 429, "", "Too many failed login attempts. Please try again tomorrow.", transient},
	})
}

// TestGeneralise1554FHIRUnknownResourceType: a FHIR server's 404 for a URL
// whose resource type it does not serve, HAPI's RestfulServer HAPI-0302
// "Unknown resource type 'X' - Server knows how to handle: [...]" (sets
// 710 and 1554), is the path's typo, as frameworkNoRoute reads an
// unrouted path: invalid. A missing instance (HAPI-2001 "Resource
// Patient/1 is not known") keeps premise.
func TestGeneralise1554FHIRUnknownResourceType(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"hapi 0302 body", "http", 404, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"processing","diagnostics":"HAPI-0302: Unknown resource type 'Toothbrush'"}]}`, invalid},
		{"hapi 0302 with the list", "http", 404, "", "HAPI-0302: Unknown resource type 'Patients' - Server knows how to handle: [Account, Patient, Practitioner]", invalid},
		{"near miss: hapi 2001 instance not known", "http", 404, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"processing","diagnostics":"HAPI-2001: Resource Patient/42 is not known"}]}`, premise},
		{"near miss: azure instance not found", "http", 404, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"not-found","diagnostics":"Resource type 'Observation' with id 'x1' couldn't be found."}]}`, premise},
	})
}

// TestGeneralise1554WaitForRunningWork: an invalid-value code over a
// refusal that asks the caller to wait for running work to finish
// (Microsoft FHIR Server's issue.code "invalid" over "Changes to seach
// parameters is not allowed while a reindex job is ongoing.  Wait for the
// reindex job with Id: {0} to finish, or cancel it.", Resources.resx) is a
// wait: the call is right and the job ends by itself (periodwords.go
// waitForRunningWork). An invalid value that merely mentions waiting keeps
// invalid.
func TestGeneralise1554WaitForRunningWork(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure reindex running", "http", 400, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"invalid","diagnostics":"Changes to seach parameters is not allowed while a reindex job is ongoing.  Wait for the reindex job with Id: 5d2c to finish, or cancel it."}]}`, transient},
		{"an import to complete", "http", 400, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"invalid","diagnostics":"Please wait until the $import operation completes before starting another."}]}`, transient},
		{"near miss: invalid value naming a wait parameter", "http", 400, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"invalid","diagnostics":"The value 'abc' of parameter wait_for_completion is not a boolean."}]}`, invalid},
		{"near miss: an invalid count", "http", 400, "", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"invalid","diagnostics":"The count must be greater than zero."}]}`, invalid},
	})
}
