package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at cb20eb08: 27/35 overall, 3/11 tricky.
func TestIndependentCases1288(t *testing.T) {
	runIndependent(t, "testdata/independent1288.jsonl", false)
}

// TestGeneralise1288Settling409: a 409 whose body says the object is still
// settling reads transient; plain 409 conflicts keep conflict.
func TestGeneralise1288Settling409(t *testing.T) {
	cases := []struct {
		body string
		want rung.Kind
	}{
		{`{"errorCode":"E0000112","errorSummary":"Unable to update the desired user, since the user is still being activated"}`, rung.KindTransient},
		{`{"message":"The group w1288-ops is still being provisioned"}`, rung.KindTransient},
		{`{"error":"workspace w1288 is not ready yet"}`, rung.KindTransient},
		{`{"errorMessage":"User exists with same username"}`, rung.KindConflict},
		{`{"message":"A user with this email already exists"}`, rung.KindConflict},
	}
	for _, c := range cases {
		got := Classify(Input{Protocol: "http", Status: 409, Message: c.body})
		if got.Kind != c.want {
			t.Errorf("%q: got %v (%s), want %v", c.body, got.Kind, got.Reason, c.want)
		}
	}
}
