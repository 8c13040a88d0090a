package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2c362e82: 23/26 overall, 8/9 tricky.
// Tolerated: i1183-part-overlap-bounds: conflict vs invalid ("set 58: 42P17 `partition \"x\" would overlap partition \"y\"` | conflict | another partition already holds the range the new one was to take: use it"): the requested range only partly overlaps an existing partition, so no partition holds what the step was to make; the bounds must change, but the ruling (sets 58, 215) is not flipped by one set.
// Tolerated: i1183-enum-value-uncommitted: invalid vs premise (postgres.go code table: "55P04": invalid, "unsafe_new_enum_value_usage"): the value is right and only the uncommitted ALTER TYPE blocks it (class 55, object not in prerequisite state), but splitting the transaction is also a repair of the call; a one-off with no class stated beyond this code.
func TestIndependentCases1183(t *testing.T) {
	runIndependent(t, "testdata/independent1183.jsonl", true, "i1183-part-overlap-bounds", "i1183-enum-value-uncommitted")
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
