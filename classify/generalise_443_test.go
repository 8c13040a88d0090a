package classify

import "testing"

// TestIndependentCases443 runs held-out set 443: AWS core services as aws-sdk-go-v2 prints them (second draw), from the vendors' docs, labelled blind.
// First run at 360d2ae: 33/35 overall, 25/27 tricky.
// Tolerated: i443-lambda-kms-env: denied vs premise (sets 25 and 121 label the same Lambda Invoke 502 KMSAccessDeniedException denied; aws.go's KMSAccessDeniedException row): the function's role cannot use its key; this set read it as the function's own configuration, as set 392 reads EFSMountFailure; left for the lead.
// Tolerated: i443-ec2-dryrun: unknown vs ambiguous (aws.go's DryRunOperation row and set 327's tolerance of i327-ec2-dryrun, docs/taxonomy.md's reading of a normal completion as unknown "no failure"): a dry run that would have succeeded is no failure.
func TestIndependentCases443(t *testing.T) {
	runIndependent(t, "testdata/independent443.jsonl", true, "i443-lambda-kms-env", "i443-ec2-dryrun")
}
