package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases403 runs held-out set 403: storage, CDN and hosting platform errors, from the vendors' docs, labelled blind.
// First run at 9bd755f: 25/35 overall, 12/22 tricky.
// i403-gcs-empty-list passes since the lead's empty-answer shapes (a list beside a request id, a Google answer with only its kind).
// Tolerated: i403-railway-problem-processing: unknown vs transient (a GraphQL 200 whose only error is an opaque "Problem processing request"; no ruling for opaque GraphQL errors): left for the lead.
// Tolerated: i403-do-region-unavailable: invalid vs premise (the 422 row reads a generic 422 as invalid; "Region is not available" names no plan word the premise rules read): left for the lead.
// Tolerated: i403-do-resize-too-large: invalid vs premise (the same 422 row; the host cannot take the size, worded as "too large"): left for the lead.
func TestIndependentCases403(t *testing.T) {
	runIndependent(t, "testdata/independent403.jsonl", true, "i403-railway-problem-processing", "i403-do-region-unavailable", "i403-do-resize-too-large")
}

// TestGeneralise403 checks two classes from set 403: an account not
// entitled to a feature or product (premise), and a field whose whole
// message is "must be unique" in a per-field error map (conflict), with
// near misses.
func TestGeneralise403(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws marketplace not entitled", "aws", 400, "CustomerNotEntitledException", "operation error Marketplace Entitlement Service: GetEntitlements, https response error StatusCode: 400, RequestID: 1a2b, CustomerNotEntitledException: Customer is not entitled to the product", rung.KindPremise},
		{"saas account not entitled", "http", 403, "", `{"error":{"code":"NotEntitled","message":"Your account is not entitled to this feature. Contact sales to enable it."}}`, rung.KindPremise},
		{"org not entitled service", "http", 403, "", `{"message":"Organization acme is not entitled to the Advanced Security service"}`, rung.KindPremise},
		{"tenant not entitled edition", "", 0, "", "tenant t-77 is not entitled to the Enterprise edition capability audit-export", rung.KindPremise},
		{"license not entitled addon", "http", 400, "", `{"error":"workspace not entitled to add-on 'sso'"}`, rung.KindPremise},
		{"rails field unique", "http", 422, "", `{"errors":{"slug":["must be unique"]}}`, rung.KindConflict},
		{"ecto field unique", "http", 422, "", `{"errors":{"email":["must be unique"],"name":[]}}`, rung.KindConflict},
		{"jsonapi title unique", "http", 422, "", `{"errors":[{"title":"must be unique","source":{"pointer":"/data/attributes/name"}}]}`, rung.KindConflict},
		{"strapi attribute unique", "http", 400, "", `{"data":null,"error":{"status":400,"name":"ValidationError","message":"This attribute must be unique","details":{"errors":[{"path":["slug"],"message":"This attribute must be unique","name":"ValidationError"}]}}}`, rung.KindConflict},
		{"rails field unique 400", "http", 400, "", `{"errors":{"handle":["must be unique"]}}`, rung.KindConflict},
		// Near misses: a caller not entitled to an act keeps its denied
		// reading, and a list inside the call that must be unique stays
		// invalid.
		{"user not entitled perform", "http", 403, "", `{"message":"User bob is not entitled to perform this action"}`, rung.KindDenied},
		{"tool names unique", "anthropic", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"tools: Tool names must be unique."}}`, rung.KindInvalid},
		{"ids must be unique", "http", 400, "", `{"error":"messages.2: ids must be unique"}`, rung.KindInvalid},
	})
}

// TestGeneralise403Expired checks an AWS-shaped code saying the signed
// request, its signature or its credentials expired (denied), with near
// misses.
func TestGeneralise403Expired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"signature expired", "aws", 403, "SignatureExpired", "operation error S3: GetObject, https response error StatusCode: 403, RequestID: 7f1, HostID: , api error SignatureExpired: Signature has expired", rung.KindDenied},
		{"expired signature", "aws", 400, "ExpiredSignature", "operation error S3: PutObject, https response error StatusCode: 400, RequestID: 8a2, HostID: , api error ExpiredSignature: The request signature has expired.", rung.KindDenied},
		{"expired presigned url", "aws", 403, "ExpiredPresignedUrl", "operation error S3: GetObject, https response error StatusCode: 403, RequestID: 9b3, HostID: , api error ExpiredPresignedUrl: Presigned URL has expired", rung.KindDenied},
		{"expired request exception", "aws", 400, "ExpiredRequestException", "operation error Chime: ListMeetings, https response error StatusCode: 400, RequestID: 0c4, ExpiredRequestException: The request has expired", rung.KindDenied},
		{"expired credentials", "aws", 400, "ExpiredCredentials", "operation error S3: ListObjectsV2, https response error StatusCode: 400, RequestID: 1d5, HostID: , api error ExpiredCredentials: The provided credentials have expired.", rung.KindDenied},
		// Near misses: EC2's RequestExpired (clock skew) and a spent
		// iterator keep their readings.
		{"ec2 request expired", "aws", 400, "RequestExpired", "operation error EC2: DescribeInstances, https response error StatusCode: 400, RequestID: 2e6, api error RequestExpired: Request has expired.", rung.KindTransient},
		{"iterator expired", "aws", 400, "ExpiredIteratorException", "operation error Kinesis: GetRecords, https response error StatusCode: 400, RequestID: 3f7, ExpiredIteratorException: Iterator expired", rung.KindPremise},
	})
}

// TestGeneralise403AzureStorage checks Azure Storage 409 codes that are
// not an existing resource, read from x-ms-error-code (with or without
// the XML body, as a HEAD answer has none), with near misses.
func TestGeneralise403AzureStorage(t *testing.T) {
	resp := func(code, msg string, body bool) string {
		s := "HTTP/1.1 409 " + msg + "\nx-ms-error-code: " + code + "\n"
		if body {
			return s + "\n" + `<?xml version="1.0" encoding="utf-8"?><Error><Code>` + code + `</Code><Message>` + msg + "\nRequestId:1a\nTime:2026-12-03T10:00:00.0000000Z</Message></Error>"
		}
		return s + "Content-Length: 0"
	}
	runWordingCases(t, []wordingCase{
		{"snapshots head", "http", 409, "", resp("SnapshotsPresent", "This operation is not permitted because the blob has snapshots.", false), rung.KindInvalid},
		{"content larger than tier", "http", 409, "", resp("ContentLengthLargerThanTierLimit", "The content length of the blob cannot be larger than the specified tier size limit.", true), rung.KindInvalid},
		{"incremental copy source", "http", 409, "", resp("IncrementalCopySourceMustBeSnapshot", "The source for incremental copy request must be a snapshot.", true), rung.KindInvalid},
		{"tier inadequate head", "http", 409, "", resp("BlobTierInadequateForContentLength", "The specified blob tier size limit cannot be less than content length.", false), rung.KindInvalid},
		{"blob overwritten head", "http", 409, "", resp("BlobOverwritten", "The blob has been recreated since the previous snapshot was taken.", false), rung.KindPremise},
		// Near misses: a blob that is there, and a lease another client
		// holds, keep their readings.
		{"blob already exists", "http", 409, "", resp("BlobAlreadyExists", "The specified blob already exists.", true), rung.KindConflict},
		{"lease present", "http", 409, "", resp("LeaseAlreadyPresent", "There is already a lease present.", false), rung.KindTransient},
	})
}
