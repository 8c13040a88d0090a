package classify

import "testing"

// TestIndependentCases507 runs held-out set 507: AWS and Google failures, middle of the distribution (sixth draw), from the vendors' docs, labelled blind.
// First run at b7ba150: 28/30 overall, 22/23 tricky.
// Tolerated: i507-s3-mpu-invalidpart: premise vs invalid (set 485, aws.go InvalidPart row): S3 InvalidPart reads as a part the store does not hold; this set labelled the ETag-mismatch reading (repair the part list), the same text, so the earlier ruling stands.
// Tolerated: i507-gcs-create-only-412: premise vs conflict (docs/taxonomy.md 412 row, the Cloud Storage 412 safety ruling): the bare "At least one of the pre-conditions you specified did not hold." names no generation; the create-only ifGenerationMatch=0 is only in the source, not in the text an agent sees.
func TestIndependentCases507(t *testing.T) {
	runIndependent(t, "testdata/independent507.jsonl", true, "i507-s3-mpu-invalidpart", "i507-gcs-create-only-412")
}
