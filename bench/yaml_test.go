package bench

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung/sim"
)

// A generated scenario written as a file parses as one (sim's validation
// included) and replays the same run as the scenario in memory.
func TestYAMLReplays(t *testing.T) {
	cases, _ := Generate(9, 60, DefaultMix())
	for i := range cases {
		c := &cases[i]
		b, err := c.YAML()
		if err != nil {
			t.Fatal(err)
		}
		sc, err := sim.Parse(c.Scenario.Name+".yaml", b)
		if err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		mem, err := sim.Run(context.Background(), c.Scenario, sim.Options{})
		if err != nil {
			t.Fatal(err)
		}
		file, err := sim.Run(context.Background(), sc, sim.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(mem.Report), string(file.Report)); diff != "" || mem.Counters != file.Counters {
			t.Errorf("%s: the file replays differently (-memory +file):\n%s\n%+v\n%+v", c.Scenario.Name, diff, mem.Counters, file.Counters)
		}
	}
}
