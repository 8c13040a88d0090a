package classify

import "testing"

// TestIndependentCases659 runs held-out set 659: secrets, keys and certificates (Vault, AWS Secrets Manager/KMS, Google Secret Manager/Cloud KMS, Azure Key Vault, 1Password, ACME), labelled blind.
func TestIndependentCases659(t *testing.T) {
	runIndependent(t, "testdata/independent659.jsonl", false)
}
