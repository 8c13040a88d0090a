package classify

import "testing"

// First run at 97c88722: 30/36 overall, 14/20 tricky.
func TestIndependentCases1398(t *testing.T) {
	runIndependent(t, "testdata/independent1398.jsonl", true)
}

// TestGeneralise1398AssumeNonRole: only a role can be assumed, so
// sts:AssumeRole refused on a user, group, policy or session ARN is a wrong
// RoleArn argument (invalid), whatever the 403 says; a role resource stays a
// refusal (abuzuhri/Amazon-SP-API-CSharp#471).
func TestGeneralise1398AssumeNonRole(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sts user arn", "aws", 403, "AccessDenied", "User: arn:aws:iam::123456789012:user/ci is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::123456789012:user/ci", invalid},
		{"sts session arn boto", "", 0, "", "An error occurred (AccessDenied) when calling the AssumeRole operation: User: arn:aws:sts::123456789012:assumed-role/dev/s is not authorized to perform: sts:AssumeRole on resource: arn:aws:sts::123456789012:assumed-role/dev/s", invalid},
		{"sts web identity group arn", "aws", 403, "AccessDenied", "Not authorized to perform sts:AssumeRoleWithWebIdentity on resource: arn:aws:iam::123456789012:group/devs", invalid},
		{"near: role arn", "aws", 403, "AccessDenied", "User: arn:aws:iam::123456789012:user/ci is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::123456789012:role/deploy", denied},
		{"near: s3 on user-named key", "aws", 403, "AccessDenied", "User: arn:aws:iam::123456789012:user/ci is not authorized to perform: s3:GetObject on resource: arn:aws:s3:::b/user/x", denied},
	})
}

// TestGeneralise1398IAMSizeQuota: IAM's "Cannot exceed quota for <Name>"
// names a size quota (PolicySize, RolePolicySize, ACLSizePerRole) that
// bounds the document the call sends, invalid; count quotas stay premise
// (reference_iam-quotas.html; cloud-platform-environments#14473).
func TestGeneralise1398IAMSizeQuota(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"policy size", "aws", 409, "LimitExceeded", "Cannot exceed quota for PolicySize: 6144", invalid},
		{"role inline size go", "go", 0, "", "operation error IAM: PutRolePolicy, https response error StatusCode: 409, RequestID: r1, LimitExceeded: Maximum policy size of 10240 bytes exceeded for role x. Cannot exceed quota for RolePolicySize: 10240", invalid},
		{"trust policy size", "aws", 409, "LimitExceeded", "Cannot exceed quota for ACLSizePerRole: 2048", invalid},
		{"near: policies per role", "aws", 409, "LimitExceeded", "Cannot exceed quota for PoliciesPerRole: 10", premise},
		{"near: versions per policy", "aws", 409, "LimitExceeded", "A managed policy can have up to 5 versions. Cannot exceed quota for PolicyVersionsPerPolicy: 5", premise},
	})
}

// TestGeneralise1398KMSAlreadyPendingDeletion: ScheduleKeyDeletion on a key
// already pending deletion finds its deletion scheduled (conflict, as
// Terraform ignores it); other calls on such a key stay premise
// (terraform-provider-aws#17889).
func TestGeneralise1398KMSAlreadyPendingDeletion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go v2 schedule", "go", 0, "", "operation error KMS: ScheduleKeyDeletion, https response error StatusCode: 400, RequestID: r1, KMSInvalidStateException: arn:aws:kms:us-east-1:123456789012:key/k1 is pending deletion.", conflict},
		{"boto schedule", "", 0, "", "An error occurred (KMSInvalidStateException) when calling the ScheduleKeyDeletion operation: arn:aws:kms:us-east-1:123456789012:key/k1 is pending deletion.", conflict},
		{"near: decrypt", "go", 0, "", "operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: r1, KMSInvalidStateException: arn:aws:kms:us-east-1:123456789012:key/k1 is pending deletion.", premise},
		{"near: cancel not pending", "", 0, "", "An error occurred (KMSInvalidStateException) when calling the CancelKeyDeletion operation: arn:aws:kms:us-east-1:123456789012:key/k1 is not pending deletion.", premise},
	})
}

// TestGeneralise1398EventStreamException: an AWS event-stream frame printed
// whole names its exception in the ':exception-type' header; that name
// decides, not the client's status for the frame; an unknown name keeps the
// status (foundation-model-benchmarking-tool#247).
func TestGeneralise1398EventStreamException(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unavailable 400", "", 400, "", "Bad response code, expected 200: {'status_code': 400, 'headers': {':exception-type': 'serviceUnavailableException', ':content-type': 'application/json', ':message-type': 'exception'}, 'body': b'{\"message\":\"Bedrock is unable to process your request.\"}'}", transient},
		{"throttling", "", 0, "", "Bad response code, expected 200: {'status_code': 400, 'headers': {':exception-type': 'throttlingException', ':message-type': 'exception'}, 'body': b'{\"message\":\"Too many tokens\"}'}", transient},
		{"validation", "", 400, "", "Bad response code, expected 200: {'status_code': 400, 'headers': {':exception-type': 'validationException', ':message-type': 'exception'}, 'body': b'{\"message\":\"Malformed input request\"}'}", invalid},
		{"near: unknown name", "", 400, "", "Bad response code, expected 200: {'status_code': 400, 'headers': {':exception-type': 'fooBarException'}, 'body': b'{\"message\":\"x\"}'}", invalid},
	})
}

// TestGeneralise1398ObjectLock: S3 Object Lock is WORM retention, not lock
// contention: under a 409 without an SDK frame, and in the configuration's
// element name, the bucket's or object's state decides (premise); a 409 for
// a lock another operation holds stays a wait (storj/edge#509, #498).
func TestGeneralise1398ObjectLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"409 bare", "", 409, "", "InvalidBucketState: An Object Lock configuration is present on this bucket, so the versioning state cannot be changed", premise},
		{"409 http", "http", 409, "", "Object Lock configuration is present on this bucket", premise},
		{"element name", "aws", 400, "InvalidRequest", "Bucket is missing ObjectLockConfiguration", premise},
		{"near: held lock", "http", 409, "", "The resource is locked by another operation", transient},
		{"near: invalid request", "aws", 400, "InvalidRequest", "Missing required header for this request: Content-MD5", invalid},
	})
}
