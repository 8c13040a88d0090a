package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases443 runs held-out set 443: AWS core services as aws-sdk-go-v2 prints them (second draw), from the vendors' docs, labelled blind.
// First run at 360d2ae: 33/35 overall, 25/27 tricky.
// Tolerated: i443-lambda-kms-env: denied vs premise (sets 25 and 121 label the same Lambda Invoke 502 KMSAccessDeniedException denied; aws.go's KMSAccessDeniedException row): the function's role cannot use its key; this set read it as the function's own configuration, as set 392 reads EFSMountFailure; left for the lead.
// Fixed later by the lead: i443-ec2-dryrun (aws.go reads DryRunOperation as ambiguous, the lead after sets 327, 443 and 1023). Was: unknown vs ambiguous (aws.go's DryRunOperation row and set 327's tolerance of i327-ec2-dryrun, docs/taxonomy.md's reading of a normal completion as unknown "no failure"): a dry run that would have succeeded is no failure.
func TestIndependentCases443(t *testing.T) {
	runIndependent(t, "testdata/independent443.jsonl", true, "i443-lambda-kms-env")
}

// TestGeneralise443 checks DynamoDB's transaction-cancelled message when no
// code is printed with it (AWS SDK for Java 2.x, DynamoDB Local, wrappers
// that keep only the message): the cancellation reasons decide, as with the
// code. Near misses that only share words keep their reading.
func TestGeneralise443(t *testing.T) {
	const msg = "Transaction cancelled, please refer cancellation reasons for specific reasons "
	runWordingCases(t, []wordingCase{
		{"java v2 condition", "", 0, "", msg + "[None, ConditionalCheckFailed] (Service: DynamoDb, Status Code: 400, Request ID: 8NQ2F0J3K4L5M6N7O8P9Q0R1S2T3U4V5)", rung.KindPremise},
		{"java v2 conflict", "", 0, "", msg + "[TransactionConflict, None] (Service: DynamoDb, Status Code: 400, Request ID: 8NQ2F0J3K4L5M6N7O8P9Q0R1S2T3U4V5)", rung.KindTransient},
		{"dynamodb local bare", "", 0, "", msg + "[ConditionalCheckFailed]", rung.KindPremise},
		{"pynamodb wrapper", "", 0, "", "Failed to write transaction items: " + msg + "[None, TransactionConflict]", rung.KindTransient},
		{"validation reason", "", 0, "", msg + "[ValidationError, None]", rung.KindInvalid},
		{"throttling reason", "http", 400, "", msg + "[ThrottlingError]", rung.KindTransient},
		// Near misses: a cancelled transaction with no reason list, and a
		// refund text that names reasons, keep their reading.
		{"payment cancelled", "", 0, "", "payment transaction cancelled, please contact support", rung.KindUnknown},
		{"refund reasons", "", 0, "", "please refer to the cancellation policy for the list of refund reasons", rung.KindUnknown},
	})
}

// TestGeneralise443Rate checks a call-rate sentence without a code or a
// rate status (KMS's "You have exceeded the rate at which you may call KMS.
// Reduce the frequency of your calls." as the AWS SDK for Java 2.x prints
// it, and other APIs' wordings of the same request), with near misses.
func TestGeneralise443Rate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"java v2 kms", "", 0, "", "You have exceeded the rate at which you may call KMS. Reduce the frequency of your calls. (Service: Kms, Status Code: 400, Request ID: 8NQ2F0J3K4L5M6N7)", rung.KindTransient},
		{"kms bare", "", 0, "", "You have exceeded the rate at which you may call KMS. Reduce the frequency of your calls.", rung.KindTransient},
		{"api 400", "http", 400, "", `{"error":"You have exceeded the rate at which you may call this API."}`, rung.KindTransient},
		{"frequency", "", 0, "", "Please reduce the frequency of your calls to this endpoint.", rung.KindTransient},
		{"java v1 kms", "", 0, "", "You have exceeded the rate at which you may call KMS. Reduce the frequency of your calls. (Service: AWSKMS; Status Code: 400; Request ID: 8NQ2F0J3)", rung.KindTransient},
		// Near misses: a daily quota and a size limit keep their reading.
		{"daily quota", "http", 403, "", "You have exceeded the daily quota of 1000 calls for this project.", rung.KindPremise},
		{"payload size", "http", 413, "", "You have exceeded the maximum request size.", rung.KindInvalid},
	})
}
