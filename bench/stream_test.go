package bench

import (
	"context"
	"encoding/json"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A Workload makes the same scenarios Generate materialises, whether they
// are made in order, in reverse, or from several goroutines at once: a
// scenario depends only on its index, never on what was made before it.
func TestWorkloadStreamsWhatGenerateMaterialises(t *testing.T) {
	const n = 60
	want, err := Generate(3, n, DefaultMix())
	if err != nil {
		t.Fatal(err)
	}
	w, err := NewWorkload(3, n, DefaultMix())
	if err != nil {
		t.Fatal(err)
	}
	if w.Len() != n {
		t.Fatalf("Len() = %d, want %d", w.Len(), n)
	}
	var inOrder []Case
	for c := range w.All() {
		inOrder = append(inOrder, c)
	}
	reversed := make([]Case, n)
	for i := n - 1; i >= 0; i-- {
		reversed[i] = w.Case(i)
	}
	concurrent := make([]Case, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { concurrent[i] = w.Case(i) })
	}
	wg.Wait()
	for name, got := range map[string][]Case{"All": inOrder, "Case in reverse": reversed, "Case concurrently": concurrent} {
		if diff := cmp.Diff(casesJSON(t, want), casesJSON(t, got)); diff != "" {
			t.Errorf("%s differs from Generate (-generated +streamed):\n%s", name, diff)
		}
	}
	if _, err := NewWorkload(3, n, Mix{Weights: map[Family]float64{"no-such-family": 1}}); err == nil {
		t.Error("NewWorkload accepted a mix with an unknown family")
	}
}

// countingSource hands out a Workload's cases and counts the asks per index.
type countingSource struct {
	*Workload
	mu   sync.Mutex
	asks map[int]int
}

func (s *countingSource) Case(i int) Case {
	s.mu.Lock()
	s.asks[i]++
	s.mu.Unlock()
	return s.Workload.Case(i)
}

// RunSource takes its cases from a Source, one ask per case, and sums each
// as it finishes: the report is the one Run gives for the materialised
// cases, whatever the number of workers, so a streamed workload loses
// nothing to the results not being kept.
func TestRunSourceSummarisesAsItGoes(t *testing.T) {
	const n = 80
	cs, err := Generate(5, n, DefaultMix())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	want, err := Run(ctx, cs, Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 7} {
		w, _ := NewWorkload(5, n, DefaultMix())
		src := &countingSource{Workload: w, asks: map[int]int{}}
		var lastDone, lastTotal int
		got, err := RunSource(ctx, src, Options{Workers: workers, Progress: func(done, total int) { lastDone, lastTotal = done, total }})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(reportJSON(t, want), reportJSON(t, got)); diff != "" {
			t.Errorf("%d workers: streamed report differs (-materialised +streamed):\n%s", workers, diff)
		}
		for i := range n {
			if src.asks[i] != 1 {
				t.Errorf("%d workers: case %d asked %d times, want once", workers, i, src.asks[i])
			}
		}
		if lastDone != n || lastTotal != n {
			t.Errorf("%d workers: last progress %d/%d, want %d/%d", workers, lastDone, lastTotal, n, n)
		}
	}
}

func reportJSON(t *testing.T, r *Report) string {
	t.Helper()
	b, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
