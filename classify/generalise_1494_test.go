package classify

import "testing"

// First run at f2265cab: 26/34 overall, 7/10 tricky.
// Tolerated: i1494-r-presign-expired: denied vs premise (ruling): aws.go codeRule reads an expired presigned S3 URL (aws13, AccessDenied "Request has expired") as an expired signed request, denied, "sign it again".
// Tolerated: i1494-g-invalidpart-etag: premise vs invalid (ruling): InvalidPart is a part the store does not hold or whose ETag was replaced (set 485, aws.go): re-upload the part.
// Tolerated: i1494-g-invalidpart-number: premise vs invalid (ruling): the same InvalidPart ruling (set 485).
// Tolerated: i1494-g-baddigest: transient vs invalid (ruling): BadDigest reads as a payload changed in transit, send it again (set 98, aws.go); the text cannot tell a wrong caller-supplied MD5 from corruption.
// Tolerated: i1494-ctx-cancel: denied vs transient (ruling): the caller's own cancel is denied, "do not retry, hand back" (docs/taxonomy.md, context.Canceled row).
func TestIndependentCases1494(t *testing.T) {
	runIndependent(t, "testdata/independent1494.jsonl", true, "i1494-r-presign-expired", "i1494-g-invalidpart-etag", "i1494-g-invalidpart-number", "i1494-g-baddigest", "i1494-ctx-cancel")
}

// TestGeneralise1494S3ETagMismatch: a conditional S3 write or read whose
// PreconditionFailed names the ETag that did not match (If-Match) is a
// stale copy, premise (re-read, then repeat the change), though the
// operation is a PutObject; If-None-Match and "already exists" keep the
// create-only reading, conflict (gofakes3 v1.2.0 live; AWS S3 user guide,
// conditional writes).
func TestGeneralise1494S3ETagMismatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"put if-match etag", "aws", 412, "PreconditionFailed", "operation error S3: PutObject, https response error StatusCode: 412, RequestID: 00000000000000A1, HostID: QUJD, api error PreconditionFailed: The ETag does not match", premise},
		{"copy etag mismatch", "aws", 412, "PreconditionFailed", "operation error S3: CopyObject, https response error StatusCode: 412, RequestID: 7, HostID: , api error PreconditionFailed: ETag mismatch for x-amz-copy-source-if-match", premise},
		{"complete if-match", "aws", 412, "PreconditionFailed", "operation error S3: CompleteMultipartUpload, https response error StatusCode: 412, RequestID: 8, HostID: , api error PreconditionFailed: At least one of the pre-conditions you specified did not hold (If-Match)", premise},
		// near misses: the create-only writes stay conflict.
		{"put exists", "aws", 412, "PreconditionFailed", "operation error S3: PutObject, https response error StatusCode: 412, RequestID: 00000000000000A2, HostID: QUJE, api error PreconditionFailed: The object already exists", conflict},
		{"put if-none-match", "aws", 412, "PreconditionFailed", "operation error S3: PutObject, https response error StatusCode: 412, RequestID: 9, HostID: , api error PreconditionFailed: At least one of the pre-conditions you specified did not hold (If-None-Match)", conflict},
		{"put plain", "aws", 412, "PreconditionFailed", "operation error S3: PutObject, https response error StatusCode: 412, RequestID: 10, HostID: , api error PreconditionFailed: At least one of the pre-conditions you specified did not hold", conflict},
	})
}

// TestGeneralise1494S3FeatureAbsent: an S3-compatible server answers an S3
// API it does not offer with 501 NotImplemented or 405 MethodNotAllowed
// (s3rver 3.7.1 live: GetBucketTagging 501 "A parameter you provided
// implies functionality that is not implemented", AbortMultipartUpload 405).
// On an operation whose request the SDK fixes (a bucket sub-resource call
// for a 501, the multipart bookkeeping calls for both) no argument repairs it and no wait changes
// it: premise. PutObject's header refusal stays invalid, and a 405 on a
// bucket sub-resource call keeps set 467's invalid reading.
func TestGeneralise1494S3FeatureAbsent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tagging 501", "aws", 501, "NotImplemented", "operation error S3: GetBucketTagging, https response error StatusCode: 501, RequestID: 11, HostID: , api error NotImplemented: A parameter you provided implies functionality that is not implemented", premise},
		{"lifecycle 501 minio", "aws", 501, "NotImplemented", "operation error S3: PutBucketLifecycleConfiguration, https response error StatusCode: 501, RequestID: 17C0, HostID: dd9, api error NotImplemented: A header you provided implies functionality that is not implemented", premise},
		{"website boto3", "aws", 501, "NotImplemented", "An error occurred (NotImplemented) when calling the GetBucketWebsite operation: A header you provided implies functionality that is not implemented", premise},
		{"abort 405", "aws", 405, "MethodNotAllowed", "operation error S3: AbortMultipartUpload, https response error StatusCode: 405, RequestID: 12, HostID: , api error MethodNotAllowed: The specified method is not allowed against this resource.", premise},
		{"listparts 405", "aws", 405, "MethodNotAllowed", "operation error S3: ListParts, https response error StatusCode: 405, RequestID: 13, HostID: , api error MethodNotAllowed: The specified method is not allowed against this resource.", premise},
		// near misses: a header the caller sent on an object write stays invalid.
		{"putobject header", "aws", 501, "NotImplemented", "operation error S3: PutObject, https response error StatusCode: 501, RequestID: 14, HostID: , api error NotImplemented: A header you provided implies functionality that is not implemented.", invalid},
		{"uploadpart header", "aws", 501, "NotImplemented", "operation error S3: UploadPart, https response error StatusCode: 501, RequestID: 15, HostID: , api error NotImplemented: A header you provided implies functionality that is not implemented.", invalid},
		{"bucket 405", "aws", 405, "MethodNotAllowed", "operation error S3: PutBucketWebsite, https response error StatusCode: 405, RequestID: 18, HostID: , api error MethodNotAllowed: The specified method is not allowed against this resource.", invalid},
		{"bucketless op", "aws", 501, "NotImplemented", "operation error S3: CreateBucket, https response error StatusCode: 501, RequestID: 16, HostID: , api error NotImplemented: A header you provided implies functionality that is not implemented.", invalid},
	})
}
