package classify

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise34GitHubText checks set 34's GitHub class on renderings the
// set does not hold: GitHub's error as its clients print it, without the
// documentation_url the JSON rule keys on, is read by GitHub's own rules
// (the status and the message), not by the bare status.
func TestGeneralise34GitHubText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: go-github ErrorResponse.Error().
		{"go-github 409 empty repository (set 34)", "http", 409, "",
			"GET https://api.github.com/repos/acme-corp/infra-bootstrap/git/ref/heads/main: 409 Git Repository is empty. []", rung.KindPremise},
		// go-gh api.HTTPError.Error() (the gh CLI), no status in the input.
		{"gh CLI 409 empty repository", "", 0, "",
			"gh: HTTP 409: Git Repository is empty. (https://api.github.com/repos/acme-corp/infra-bootstrap/git/refs)", rung.KindPremise},
		// @octokit/request toErrorMessage: "message - documentation_url".
		{"octokit 403 archived", "http", 403, "",
			"HttpError: Repository was archived so is read-only. - https://docs.github.com/rest/issues/issues#create-an-issue", rung.KindPremise},
		// go-github: a 404 naming what is missing is premise, a bare one
		// stays denied (GitHub hides what the token may not see).
		{"go-github 404 branch not found", "", 0, "",
			"GET https://api.github.com/repos/acme-corp/web/branches/release-9: 404 Branch not found []", rung.KindPremise},
		{"go-github bare 404 stays denied", "", 0, "",
			"GET https://api.github.com/repos/acme-corp/secret-infra: 404 Not Found []", rung.KindDenied},
		// go-github's %+v of the errors list on a 422.
		{"go-github 422 pull request exists", "go", 0, "",
			"create pull request: POST https://api.github.com/repos/acme-corp/web/pulls: 422 Validation Failed [{Resource:PullRequest Field: Code:custom Message:A pull request already exists for acme-corp:feature-x.}]", rung.KindConflict},
		// go-github RateLimitError: "[rate reset in ...]" after the message.
		{"go-github rate limit", "", 0, "",
			"GET https://api.github.com/search/code?q=org%3Aacme-corp+token: 403 API rate limit exceeded for user ID 4121. [rate reset in 41s]", rung.KindTransient},
		// GitHub Enterprise Server through go-github.
		{"go-github GHES 409 empty", "", 0, "",
			"GET https://github.acme.internal/api/v3/repos/platform/bootstrap/commits: 409 Git Repository is empty. []", rung.KindPremise},

		// Controls: a transport failure quoting the URL is not GitHub's
		// answer; a go-github merge conflict stays premise, a 422
		// validation without state stays invalid.
		{"net/http dial error stays transient", "go", 0, "",
			`Get "https://api.github.com/repos/acme-corp/web": dial tcp 140.82.112.6:443: connect: connection refused`, rung.KindTransient},
		{"go-github 422 missing field stays invalid", "", 0, "",
			"POST https://api.github.com/repos/acme-corp/web/issues: 422 Validation Failed [{Resource:Issue Field:title Code:missing_field Message:}]", rung.KindInvalid},
	})
}

// TestGeneralise34TakenName checks set 34's class of a name another
// customer holds in a namespace every customer shares, on wordings the set
// does not hold, read before "already in use" (conflict) and before "try
// again": a project ID or domain another holds is premise (the step made
// nothing and the name is not ours to skip to); a bucket name, the step's
// own free choice, is invalid since the bucket-name ruling.
func TestGeneralise34TakenName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: googleapi's 409 with the reason "conflict".
		{"googleapi 409 bucket name (set 34)", "http", 409, "conflict",
			"create bucket acme-logs: googleapi: Error 409: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again., conflict", rung.KindInvalid}, // the bucket-name ruling
		// Cloud Storage JSON API body (cloud.google.com/storage/docs/json_api/v1/status-codes#409_Conflict).
		{"gcs json 409 body", "http", 409, "",
			`{"error":{"code":409,"message":"The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.","errors":[{"message":"The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.","domain":"global","reason":"conflict"}]}}`, rung.KindInvalid}, // the bucket-name ruling
		// gcloud storage's rendering, no status in the input.
		{"gcloud storage buckets create", "", 0, "",
			"ERROR: (gcloud.storage.buckets.create) HTTPError 409: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.", rung.KindInvalid}, // the bucket-name ruling
		// gcloud projects create (Resource Manager: project IDs are global).
		{"gcloud project id", "", 0, "",
			"ERROR: (gcloud.projects.create) Project creation failed. The project ID you specified is already in use by another project. Please try an alternative ID.", rung.KindPremise},
		// Cognito CreateUserPoolDomain (aws-sdk-go-v2), a generic code.
		{"cognito domain", "aws", 400, "InvalidParameterException",
			"operation error Cognito Identity Provider: CreateUserPoolDomain, https response error StatusCode: 400, RequestID: 3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c, InvalidParameterException: Domain already associated with another user pool.", rung.KindPremise},

		// Controls: an object of that name that is the caller's own stays
		// conflict (S3 BucketAlreadyOwnedByYou, GCS "You already own this
		// bucket"), and "already in use" of a name stays conflict.
		{"gcs you already own it stays conflict", "http", 409, "conflict",
			"googleapi: Error 409: Your previous request to create the named bucket succeeded and you already own it., conflict", rung.KindConflict},
		{"name already in use stays conflict", "http", 409, "",
			`{"message":"The name 'orders-db' is already in use."}`, rung.KindConflict},
	})
}

// TestGeneralise34Retained checks set 34's class of an object retained by a
// policy, a hold, an object lock or immutability storage, on wordings the
// set does not hold: premise whatever the status (a 403 is not the caller's
// authority, a 409 not an existing object).
func TestGeneralise34Retained(t *testing.T) {
	// The reason names the retention, not "archived" from its "cannot be
	// deleted, overwritten or archived".
	r := Classify(Input{Message: "ERROR: (gcloud.storage.rm) HTTPError 403: Object 'acme-exports/q3/ledger.csv' is under active Temporary hold and cannot be deleted, overwritten or archived until hold is removed."})
	if r.Kind != rung.KindPremise || !strings.Contains(r.Reason, "hold") {
		t.Errorf("temporary hold: got %s (%s), want premise for the hold", r.Kind, r.Reason)
	}
	runWordingCases(t, []wordingCase{
		// The set's line: googleapi 403 retentionPolicyNotMet.
		{"googleapi 403 retention (set 34)", "http", 403, "retentionPolicyNotMet",
			"googleapi: Error 403: Object 'acme-audit-logs/2026/11/30/events.json.gz' is subject to bucket's retention policy or object retention and cannot be deleted or overwritten until 2027-11-30T00:00:00.000Z, retentionPolicyNotMet", rung.KindPremise},
		// The older googleapi rendering, reason forbidden (google-cloud-go issue 1509).
		{"googleapi 403 retention, reason forbidden", "", 0, "",
			"object delete: googleapi: Error 403: Object 'ci-artifacts/build-7731/log.txt' is subject to bucket's retention policy and cannot be deleted, overwritten or archived until 2026-12-09T10:40:44.179854783-08:00, forbidden", rung.KindPremise},
		// Cloud Storage object holds (cloud.google.com/storage/docs/object-holding).
		{"gcs event-based hold", "http", 403, "",
			"googleapi: Error 403: Object 'acme-contracts/2026/msa-acme-globex.pdf' is under active Event-Based hold and cannot be deleted, overwritten or archived until hold is removed., forbidden", rung.KindPremise},
		{"gcloud temporary hold", "", 0, "",
			"ERROR: (gcloud.storage.rm) HTTPError 403: Object 'acme-exports/q3/ledger.csv' is under active Temporary hold and cannot be deleted, overwritten or archived until hold is removed.", rung.KindPremise},
		// S3 Object Lock through aws-sdk-go-v2.
		{"s3 object lock", "aws", 403, "AccessDenied",
			"operation error S3: DeleteObject, https response error StatusCode: 403, RequestID: 1X2Y3Z4W5V6U7T8S, HostID: kL9mN0oP1qR2sT3uV4=, api error AccessDenied: Access Denied because object protected by object lock.", rung.KindPremise},
		// MinIO's ObjectLocked through minio-go (its Error() is the message).
		{"minio WORM", "", 0, "",
			"remove s3://backups/db/2026-12-01.dump: Object is WORM protected and cannot be overwritten", rung.KindPremise},
		// Azure Blob immutable storage: a 409 with an XML error body.
		{"azure blob immutable policy", "http", 409, "",
			"<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>BlobImmutableDueToPolicy</Code><Message>This operation is not permitted as the blob is immutable due to a policy.\nRequestId:6a1d3c2e-801e-0045-3f1b-44b5f8000000\nTime:2026-12-02T04:20:11.4829391Z</Message></Error>", rung.KindPremise},
		{"azure sdk legal hold", "", 0, "",
			"DELETE https://acmearchive.blob.core.windows.net/records/2025/invoice-118.pdf\n--------------------------------------------------------------------------------\nRESPONSE 409: 409 This operation is not permitted as the blob is immutable due to one or more legal holds.\nERROR CODE: BlobImmutableDueToLegalHold", rung.KindPremise},

		// Controls: a 403 for a missing permission stays denied, also when
		// it names retention (a caller without the permission to set it).
		{"403 permission on retention stays denied", "http", 403, "forbidden",
			"googleapi: Error 403: etl-runner@acme-prod.iam.gserviceaccount.com does not have storage.buckets.update access to the Google Cloud Storage bucket. Permission 'storage.buckets.update' denied on resource (or it may not exist)., forbidden", rung.KindDenied},
	})
}

// TestGeneralise34FaultNameStatus checks the class found while probing set
// 34's name class on gsutil: a CLI's generic exception class, spelt as an
// AWS server-fault code, followed by a 4xx status is the client's error,
// read by that status and the message (gsutil's ServiceException for every
// status without a class of its own; Cloud Storage troubleshooting).
func TestGeneralise34FaultNameStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gsutil 409 bucket name taken", "", 0, "",
			"ServiceException: 409 The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.", rung.KindInvalid}, // the bucket-name ruling
		{"gsutil 401 anonymous caller", "", 0, "",
			"ServiceException: 401 Anonymous caller does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).", rung.KindDenied},
		// The Cloud Storage 412 safety ruling (httppreset.go): premise.
		{"gsutil 412 precondition", "", 0, "",
			"ServiceException: 412 At least one of the pre-conditions you specified did not hold.", rung.KindPremise},
		{"gsutil 403 retention", "", 0, "",
			"ServiceException: 403 Object 'acme-audit-logs/2026/11/30/events.json.gz' is subject to bucket's retention policy or object retention and cannot be deleted or overwritten until 2027-11-30T00:00:00.000Z", rung.KindPremise},

		// Controls: a 5xx after the name stays the server's moment, and
		// Lambda's own ServiceException (aws-sdk-go-v2) stays transient.
		{"gsutil 503 stays transient", "", 0, "",
			"ServiceException: 503 Service Unavailable", rung.KindTransient},
		{"lambda ServiceException stays transient", "aws", 500, "",
			"operation error Lambda: Invoke, https response error StatusCode: 500, RequestID: 0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e, ServiceException: The AWS Lambda service encountered an internal error.", rung.KindTransient},
	})
}

// TestGeneralise34GoogleapiStatus checks the class found while probing set
// 34's Google lines without the input's status (a Go tool passing on only
// err.Error()): googleapi's text carries the HTTP status, which decides
// with the message when the reason is not in the Google reason table
// (Cloud Storage JSON API status codes; googleapi.CheckResponse).
func TestGeneralise34GoogleapiStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"409 you already own it", "go", 0, "",
			"create bucket acme-logs: googleapi: Error 409: You already own this bucket. Please select another name., conflict", rung.KindConflict},
		{"409 name not available", "", 0, "",
			"googleapi: Error 409: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again., conflict", rung.KindInvalid}, // the bucket-name ruling
		// The Cloud Storage 412 safety ruling (httppreset.go): premise.
		{"412 conditionNotMet", "", 0, "",
			"upload gs://acme-exports/daily.csv: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindPremise},
		{"410 upload session gone", "go", 0, "",
			"googleapi: Error 410: The requested upload session is no longer valid., gone", rung.KindPremise},
		{"403 permission, reason forbidden", "", 0, "",
			"googleapi: Error 403: etl-runner@acme-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object., forbidden", rung.KindDenied},
		{"raw 502 body", "go", 0, "",
			"list objects: googleapi: got HTTP response code 502 with body: <html><title>502 Bad Gateway</title></html>", rung.KindTransient},

		// Control: a reason in the table still decides before the status
		// (BigQuery's 403 rateLimitExceeded is a wait, not authority).
		{"403 rateLimitExceeded stays transient", "", 0, "",
			"googleapi: Error 403: Exceeded rate limits: too many table update operations for this table., rateLimitExceeded", rung.KindTransient},
	})
}

// TestGeneralise34ClientGoForbidden checks a Kubernetes Forbidden as
// client-go prints it (the Status message without kubectl's "Error from
// server (Forbidden)"): its why decides as under the Forbidden reason.
func TestGeneralise34ClientGoForbidden(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"service account missing", "go", 0, "",
			`create pod: pods "web-0" is forbidden: error looking up service account prod/web: serviceaccount "web" not found`, rung.KindPremise},
		{"LimitRange", "", 0, "",
			`pods "report-7f9c4" is forbidden: [maximum memory usage per Container is 1Gi, but limit is 2Gi]`, rung.KindInvalid},
		{"PodSecurity", "go", 0, "",
			`pods "debug" is forbidden: violates PodSecurity "restricted:latest": allowPrivilegeEscalation != false (container "debug" must set securityContext.allowPrivilegeEscalation=false)`, rung.KindInvalid},
		{"quota", "", 0, "",
			`jobs.batch "nightly-etl" is forbidden: exceeded quota: batch-quota, requested: limits.memory=8Gi, used: limits.memory=28Gi, limited: limits.memory=32Gi`, rung.KindPremise},
		// Control: RBAC stays denied.
		{"RBAC stays denied", "go", 0, "",
			`deployments.apps "web" is forbidden: User "system:serviceaccount:ci:deployer" cannot patch resource "deployments" in API group "apps" in the namespace "prod"`, rung.KindDenied},
	})
}
