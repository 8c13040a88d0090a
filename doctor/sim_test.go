package doctor_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/doctor"
	"github.com/rungkit/rung/sim"
	"github.com/rungkit/rung/trace"
)

// simTrace runs a scenario file through package sim and returns its trace.
func simTrace(t *testing.T, file string) []byte {
	t.Helper()
	sc, err := sim.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	if _, err := sim.Run(context.Background(), sc, sim.Options{Observers: []rung.Observer{w}}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestTellsInSimScenarios runs the example scenarios and the scenarios made
// for the tells (testdata/scenarios) on the virtual clock, and checks what
// rung doctor finds in their traces. Examples added later without an entry
// here are analysed, and their tells only logged.
func TestTellsInSimScenarios(t *testing.T) {
	want := map[string][]string{
		// The examples: recoveries that worked show nothing; the 03:41
		// loop replans into the same plan; the signature variant meets the
		// same failure in two plans.
		"backfill-three-failures":    nil,
		"charge-timeout-no-key":      nil,
		"charge-timeout-replay":      nil,
		"fifty-jobs-naive":           nil,
		"invoice-0341-converging":    nil,
		"invoice-0341-loop":          {doctor.TellRepeatedPlan},
		"invoice-0341-signature":     {doctor.TellRecurringSignature},
		"restock-conflict-skip":      nil,
		"restock-contract-expired":   nil,
		"restock-retry":              nil,
		"scheduling-budget-handback": nil,
		"scheduling-handback":        nil,
		// Made for the tells.
		"wall":         {doctor.TellDeliberation, doctor.TellRetriedWall},
		"silent-skip":  {doctor.TellSkipAssumption},
		"deliberation": {doctor.TellDeliberation},
	}
	examples, _ := filepath.Glob("../examples/scenarios/*.yaml")
	made, _ := filepath.Glob("testdata/scenarios/*.yaml")
	if len(examples) == 0 || len(made) != 3 {
		t.Fatalf("scenarios: %d examples, %d made for the tells", len(examples), len(made))
	}
	for _, file := range append(examples, made...) {
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		t.Run(name, func(t *testing.T) {
			a := analyze(t, map[string][]byte{name: simTrace(t, file)})
			w, ok := want[name]
			if !ok {
				t.Logf("no expectation for %s; tells: %v", name, tellIDs(a))
				return
			}
			if diff := cmp.Diff(w, tellIDs(a)); diff != "" {
				var buf bytes.Buffer
				a.WriteText(&buf)
				t.Errorf("tells (-want +got):\n%s\n%s", diff, buf.String())
			}
		})
	}
}
