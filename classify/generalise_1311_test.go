package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at aece2be9: 18/35 overall, 2/19 tricky.
func TestIndependentCases1311(t *testing.T) {
	runIndependent(t, "testdata/independent1311.jsonl", false)
}

// TestGeneralise1311StaleObjectVersion holds Gusto's optimistic-concurrency
// refusal, "Version '<token>' does not match the latest version of this
// object", premise by the stale-copy ruling under any status, and near
// misses that keep their kinds.
func TestGeneralise1311StaleObjectVersion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gusto 409 body", protocol: "http", status: 409, msg: `{"errors":[{"error_key":"version","category":"invalid_attribute_value","message":"Version 'a1b2c3d4e5f60718293a4b5c6d7e8f90' does not match the latest version of this object"}]}`, want: rung.KindPremise},
		{name: "gusto 422 message only", protocol: "http", status: 422, msg: "Version 'w1311-v7' does not match the latest version of this object", want: rung.KindPremise},
		{name: "the object, 409", protocol: "http", status: 409, msg: "version 12 does not match the latest version of the object", want: rung.KindPremise},
		// Near misses keep their kinds.
		{name: "duplicate stays conflict", protocol: "http", status: 409, msg: `{"errors":[{"error_key":"request","category":"duplicate_operation","message":"A resource with these attributes already exists."}]}`, want: rung.KindConflict},
		{name: "api version format stays invalid", protocol: "http", status: 406, msg: "Invalid API Version `2023`. Expected format: YYYY-MM-DD", want: rung.KindInvalid},
	})
}
