package yamlfile

import (
	"errors"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

type doc struct {
	Name  string   `yaml:"name"`
	Wait  Duration `yaml:"wait"`
	Steps []struct {
		ID string `yaml:"id"`
	} `yaml:"steps"`
}

func TestDecodeErrorsNameLineAndField(t *testing.T) {
	for _, tc := range []struct {
		src, want string
	}{
		{"name: a\nwait: soon\n", `f.yaml:2: wait: invalid duration "soon" (want a Go duration such as 250ms, 2s or 1m30s)`},
		{"name: a\nwiat: 2s\n", "f.yaml:2: wiat: unknown field"},
		{"name: [1, 2]\n", "f.yaml:1: name: "},
	} {
		var d doc
		_, err := Decode("f.yaml", []byte(tc.src), &d)
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("%q: error %v is not an *Error", tc.src, err)
		}
		if got := e.Error(); len(got) < len(tc.want) || got[:len(tc.want)] != tc.want {
			t.Errorf("%q: error %q, want prefix %q", tc.src, got, tc.want)
		}
	}
}

func TestLineAndDuration(t *testing.T) {
	var d doc
	src := "name: a\nwait: 1m30s\nsteps:\n  - id: one\n  - id: two\n"
	parsed, err := Decode("f.yaml", []byte(src), &d)
	if err != nil {
		t.Fatal(err)
	}
	if d.Wait.D() != 90*time.Second {
		t.Errorf("wait = %v", d.Wait.D())
	}
	if got := parsed.Line("steps[1].id", nil); got != 5 {
		t.Errorf("Line(steps[1].id) = %d, want 5", got)
	}
	if got := parsed.Line("steps[1].missing", nil); got != 5 {
		t.Errorf("Line of a missing field = %d, want its parent's line 5", got)
	}
	if e := parsed.Errorf("steps[0].id", "bad %s", "id"); e.Line != 4 || e.Field != "steps[0].id" {
		t.Errorf("Errorf = %+v", e)
	}
	v, err := Normalize(map[string]any{"n": uint64(3), "m": map[any]any{1: "x"}})
	if err != nil {
		t.Fatal(err)
	}
	m := v.(map[string]any)
	if m["n"] != 3.0 || m["m"].(map[string]any)["1"] != "x" {
		t.Errorf("Normalize = %#v", v)
	}
}

func TestPolicyAndLimits(t *testing.T) {
	zero, three := 0, 3
	p := PolicySpec{Mode: "interactive", Retries: &zero, Repairs: &three, Backoff: Duration(time.Second)}.Policy()
	want := rung.Interactive()
	want.Retries, want.Repairs, want.BackoffBase = -1, 3, time.Second
	if p != want {
		t.Errorf("Policy() = %+v, want %+v", p, want)
	}
	if got := (PolicySpec{}).Policy(); got != rung.Background() {
		t.Errorf("zero spec = %+v, want the background preset", got)
	}
	l := BudgetSpec{Deadline: Duration(20 * time.Second), Tokens: 8000}.Limits()
	if l != (rung.Limits{Deadline: 20 * time.Second, Tokens: 8000}) {
		t.Errorf("Limits() = %+v", l)
	}
}
