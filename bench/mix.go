package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/rungkit/rung/internal/yamlfile"
)

// Family is a kind of injected failure, named by its true cause.
type Family string

// The failure families the generator injects. docs/bench.md describes each
// one, its ground truth and the right action for it.
const (
	// Transient: a burst of 1 to 3 failed calls (503, 502, 429 with
	// Retry-After, or a read's 504 timeout), then the service answers.
	Transient Family = "transient"
	// Outage: the service fails every call; recoverable only through a
	// declared alternative tool.
	Outage Family = "outage"
	// InvalidFixable: a 400/422 that a repair (new arguments) fixes.
	InvalidFixable Family = "invalid-fixable"
	// InvalidPoison: the same 400 whatever the arguments: poison.
	InvalidPoison Family = "invalid-poison"
	// PremiseProbe: a 404 on a resource that moved; a declared probe reveals
	// where, and a replan that reads it recovers.
	PremiseProbe Family = "premise-probe"
	// PremiseDead: a 404 on a closed account: nothing any plan can do.
	PremiseDead Family = "premise-dead"
	// Conflict: a 409 on a create whose resource already exists; skipping
	// the step (carrying the existing id) recovers.
	Conflict Family = "conflict"
	// Ambiguous: a search that matches several records; narrowing once
	// recovers when the records can be told apart, else a person must choose.
	Ambiguous Family = "ambiguous"
	// TimeoutApplied: a side-effecting call times out (504) after the
	// downstream applied the effect; the response was lost.
	TimeoutApplied Family = "timeout-applied"
	// TimeoutLost: a side-effecting call times out before the downstream
	// applied anything.
	TimeoutLost Family = "timeout-lost"
)

// Families lists every family in a fixed order (tables and charts use it).
var Families = []Family{Transient, Outage, InvalidFixable, InvalidPoison, PremiseProbe, PremiseDead, Conflict, Ambiguous, TimeoutApplied, TimeoutLost}

// Mix parameterises a workload: how often each family is injected, how long
// plans are, how often a scenario carries a second failure, and the odds of
// the variants inside families. A Mix is a plain value; the zero value of a
// field means its default (DefaultMix's), and a negative probability means
// never.
type Mix struct {
	// Name names the mix in reports.
	Name string `json:"name"`
	// Weights are the relative frequencies of the families; a family left
	// out is never injected.
	Weights map[Family]float64 `json:"weights"`
	// MinSteps and MaxSteps bound the plan length (uniform).
	MinSteps int `json:"min_steps,omitempty"`
	MaxSteps int `json:"max_steps,omitempty"`
	// SecondFailure is the probability that a scenario carries a second
	// injected failure on another step.
	SecondFailure float64 `json:"second_failure,omitempty"`
	// Alternative is the probability that a failing read tool declares an
	// alternative (a replica) it may be rerouted to.
	Alternative float64 `json:"alternative,omitempty"`
	// Narrowable is the probability that an ambiguous result can be
	// narrowed to one record.
	Narrowable float64 `json:"narrowable,omitempty"`
	// Burst gives the relative frequencies of transient bursts of 1, 2 and
	// 3 failed calls.
	Burst []float64 `json:"burst,omitempty"`
}

// DefaultMix is the workload `rung bench` runs unless told otherwise. Its
// numbers are set from what the seed articles and the error corpus describe
// as common, not from how any policy fares on them: docs/bench.md gives the
// reasoning for each.
func DefaultMix() Mix {
	return Mix{
		Name: "default",
		Weights: map[Family]float64{
			Transient:      25,
			Outage:         8,
			InvalidFixable: 12,
			InvalidPoison:  5,
			PremiseProbe:   10,
			PremiseDead:    6,
			Conflict:       8,
			Ambiguous:      8,
			TimeoutApplied: 9,
			TimeoutLost:    9,
		},
		MinSteps:      2,
		MaxSteps:      8,
		SecondFailure: 0.2,
		Alternative:   0.4,
		Narrowable:    0.7,
		Burst:         []float64{60, 30, 10},
	}
}

// withDefaults fills the zero fields from DefaultMix.
func (m Mix) withDefaults() Mix {
	d := DefaultMix()
	if m.Name == "" {
		m.Name = "custom"
	}
	if len(m.Weights) == 0 {
		m.Weights = d.Weights
	}
	if m.MinSteps <= 0 {
		m.MinSteps = d.MinSteps
	}
	if m.MaxSteps < m.MinSteps {
		m.MaxSteps = max(d.MaxSteps, m.MinSteps)
	}
	if m.SecondFailure == 0 {
		m.SecondFailure = d.SecondFailure
	}
	if m.Alternative == 0 {
		m.Alternative = d.Alternative
	}
	if m.Narrowable == 0 {
		m.Narrowable = d.Narrowable
	}
	if len(m.Burst) == 0 {
		m.Burst = d.Burst
	}
	return m
}

// validate reports a mix the generator cannot draw from.
func (m Mix) validate() error {
	total := 0.0
	for f, w := range m.Weights {
		if !slices.Contains(Families, f) {
			return fmt.Errorf("mix %s: unknown family %q (want one of %s)", m.Name, f, familyList())
		}
		if w < 0 {
			return fmt.Errorf("mix %s: weight of %s is negative", m.Name, f)
		}
		total += w
	}
	if total <= 0 {
		return fmt.Errorf("mix %s: no family has a positive weight", m.Name)
	}
	for _, p := range []float64{m.SecondFailure, m.Alternative, m.Narrowable} {
		if p > 1 {
			return fmt.Errorf("mix %s: probabilities are at most 1 (0 is the default, negative is never)", m.Name)
		}
	}
	if m.MinSteps < 2 {
		return fmt.Errorf("mix %s: min_steps must be at least 2", m.Name)
	}
	if len(m.Burst) > 3 {
		return fmt.Errorf("mix %s: burst gives the weights of bursts of 1, 2 and 3 calls", m.Name)
	}
	return nil
}

func familyList() string {
	s := make([]string, len(Families))
	for i, f := range Families {
		s[i] = string(f)
	}
	return strings.Join(s, ", ")
}

// Presets are the named mixes --mix accepts besides a file: "default",
// "uniform" (every family equally often) and each family's name (that
// family only).
func Presets() []string {
	out := []string{"default", "uniform"}
	for _, f := range Families {
		out = append(out, string(f))
	}
	return out
}

// LoadMix returns the preset named spec, or the mix in the JSON file spec.
func LoadMix(spec string) (Mix, error) {
	switch spec {
	case "", "default":
		return DefaultMix(), nil
	case "uniform":
		m := DefaultMix()
		m.Name = "uniform"
		for f := range m.Weights {
			m.Weights[f] = 1
		}
		return m, nil
	}
	if slices.Contains(Families, Family(spec)) {
		m := DefaultMix()
		m.Name = spec
		m.Weights = map[Family]float64{Family(spec): 1}
		return m, nil
	}
	data, err := yamlfile.ReadFile(spec)
	var limit *yamlfile.Error
	if errors.As(err, &limit) {
		return Mix{}, err
	}
	if err != nil {
		return Mix{}, fmt.Errorf("mix %q is neither a preset (%s) nor a readable file: %w", spec, strings.Join(Presets(), ", "), err)
	}
	// The plan and scenario files' bounds hold here too: encoding/json
	// would follow nesting 10,000 deep.
	if err := yamlfile.CheckBounds(spec, data); err != nil {
		return Mix{}, err
	}
	var m Mix
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return Mix{}, fmt.Errorf("%s:%d: not JSON: %w", spec, lineAt(data, syntax.Offset), err)
		}
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) {
			return Mix{}, fmt.Errorf("%s:%d: %w", spec, lineAt(data, typ.Offset), err)
		}
		return Mix{}, fmt.Errorf("%s: %w", spec, err)
	}
	if m.Name == "" {
		m.Name = spec
	}
	m = m.withDefaults()
	return m, m.validate()
}

// lineAt returns the 1-based line of byte offset off in data (a JSON
// error's offset is just past the byte at fault).
func lineAt(data []byte, off int64) int {
	off = min(max(off-1, 0), int64(len(data)))
	return bytes.Count(data[:off], []byte("\n")) + 1
}
