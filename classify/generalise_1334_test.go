package classify

import "testing"

func TestIndependentCases1334(t *testing.T) {
	runIndependent(t, "testdata/independent1334.jsonl", false)
}
