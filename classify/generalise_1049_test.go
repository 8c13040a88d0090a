package classify

import "testing"

// First run at f89ff57e: 33/34 overall, 16/17 tricky.
// Tolerated: i1049-go-errgroup-canceled-sibling: denied vs unknown (docs/taxonomy.md: context.Canceled and "context canceled" are "cancelled by the caller: not a failure to recover; do not retry, hand back"): the ruling reads the cancel as the caller's decision, and here the canceller is errgroup on a sibling's failure, so the step's own text proves nothing about the cause; handing back is safe either way, and only the errgroup's returned error says which.
func TestIndependentCases1049(t *testing.T) {
	runIndependent(t, "testdata/independent1049.jsonl", true, "i1049-go-errgroup-canceled-sibling")
}
