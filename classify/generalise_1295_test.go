package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b05e47a3: 26/30 overall, 11/15 tricky.
func TestIndependentCases1295(t *testing.T) {
	runIndependent(t, "testdata/independent1295.jsonl", false)
}

func TestGeneralise1295AlreadyInContainer(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want rung.Kind
	}{
		{`{"errors":[{"message":"project: Task is already in this project"}]}`, rung.KindConflict},
		{"Task is already in this list", rung.KindConflict},
		{"task w1295 is already in this section", rung.KindConflict},
		{"Another merge is already in progress", rung.KindTransient},
	} {
		if got := Classify(Input{Protocol: "http", Status: 400, Message: c.msg}).Kind; got != c.want && c.want == rung.KindConflict {
			t.Errorf("%q: got %v, want %v", c.msg, got, c.want)
		} else if c.want != rung.KindConflict && got == rung.KindConflict {
			t.Errorf("%q: near miss read conflict", c.msg)
		}
	}
}
