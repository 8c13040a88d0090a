package classify

import "testing"

// First run at 8bfeff6c: 33/36 overall, 16/19 tricky.
// Tolerated: i1783-ddb-cond-create-only: premise vs conflict (ruling): the bare SDK text "The conditional request failed" never names the condition; taxonomy keeps premise (ConditionalCheckFailed ruling).
// Tolerated: i1783-rds-instance-modifying: premise vs transient (ruling): set 72 reads InvalidDBInstanceState as premise unless the text names a settling state; "not in available state" names none.
func TestIndependentCases1783(t *testing.T) {
	runIndependent(t, "testdata/independent1783.jsonl", true, "i1783-ddb-cond-create-only", "i1783-rds-instance-modifying")
}

// S3's ACL grantee lookup by email that matched several accounts
// (AmbiguousGrantByEmailAddress, docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html):
// ambiguous, narrow to a canonical id. Near misses: an email that matches
// no account (UnresolvableGrantByEmailAddress) and a malformed grant keep
// their own kinds.
func TestGeneralise1783AmbiguousGrantee(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sdk v2 generic", "aws", 0, "AmbiguousGrantByEmailAddress", "operation error S3: PutObjectAcl, https response error StatusCode: 400, RequestID: X1, HostID: Y1, api error AmbiguousGrantByEmailAddress: The email address you provided is associated with more than one account.", ambiguous},
		{"boto3", "aws", 0, "", "An error occurred (AmbiguousGrantByEmailAddress) when calling the PutBucketAcl operation: The email address you provided is associated with more than one account.", ambiguous},
		{"code only", "aws", 0, "AmbiguousGrantByEmailAddress", "The e-mail address you provided is associated with more than one account.", ambiguous},
		{"near: unresolvable grantee", "aws", 0, "UnresolvableGrantByEmailAddress", "operation error S3: PutBucketAcl, https response error StatusCode: 400, RequestID: X2, HostID: Y2, api error UnresolvableGrantByEmailAddress: The email address you provided does not match any account on record.", premise},
		{"near: malformed acl", "aws", 0, "MalformedACLError", "operation error S3: PutBucketAcl, https response error StatusCode: 400, RequestID: X3, HostID: Y3, api error MalformedACLError: The XML you provided was not well-formed or did not validate against our published schema.", invalid},
	})
}
