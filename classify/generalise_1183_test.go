package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2c362e82: 23/26 overall, 8/9 tricky.
func TestIndependentCases1183(t *testing.T) {
	runIndependent(t, "testdata/independent1183.jsonl", false)
}

// TestGeneralise1183NoSuchAlgorithm: an algorithm the call names that the
// library lacks (pgcrypto's px.c texts) is the call's argument, invalid,
// while other "no such" texts keep premise.
func TestGeneralise1183NoSuchAlgorithm(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgcrypto digest", "postgres", 0, "22023", `ERROR: Cannot use "sha999": No such hash algorithm (SQLSTATE 22023)`, rung.KindInvalid},
		{"pgcrypto encrypt", "postgres", 0, "22023", `ERROR: Cannot use "aes-999": No such cipher algorithm (SQLSTATE 22023)`, rung.KindInvalid},
		{"pgcrypto hmac, no SQLSTATE", "", 0, "", `pq: Cannot use "md7": No such hash algorithm`, rung.KindInvalid},
		{"near miss: no such file", "", 0, "", `open /srv/w1183/keys/algo.pem: no such file or directory`, rung.KindPremise},
		{"near miss: no such table", "sqlite", 0, "", `no such table: w1183_algorithms`, rung.KindPremise},
	})
}
