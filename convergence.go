package rung

// Convergence applies the two stopping rules that read evidence instead of
// counting: a plan whose fingerprint repeats an earlier plan's is terminal,
// and a failure signature seen in two different plans is terminal for that
// approach. Transient failures never count: a flapping endpoint recurs, and
// that proves nothing about the plan.
//
// The fingerprint rule compares against every earlier plan, not only the
// previous one: a run that alternates between two plans is as stuck as one
// that repeats itself. The zero value is ready to use. A Convergence is not
// safe for concurrent use; the engine keeps one per run.
type Convergence struct {
	plans        int
	first        string // the first plan's fingerprint: most runs have one plan, and need no map
	fingerprints map[string]int
	signatures   map[Signature]int
}

// Plan records the next plan's fingerprint and returns its number (1 for the
// first plan) and, when the fingerprint repeats an earlier plan's, that
// plan's number (else 0).
func (c *Convergence) Plan(fingerprint string) (plan, repeatOf int) {
	c.plans++
	if c.plans == 1 {
		c.first = fingerprint
		return 1, 0
	}
	if c.fingerprints == nil {
		c.fingerprints = map[string]int{c.first: 1}
	}
	if first, ok := c.fingerprints[fingerprint]; ok {
		return c.plans, first
	}
	c.fingerprints[fingerprint] = c.plans
	return c.plans, 0
}

// Plans returns how many plans were recorded.
func (c *Convergence) Plans() int { return c.plans }

// Failure records a failure signature seen while executing the current plan
// and returns the number of an earlier plan in which it was already seen,
// or 0. Transient failures are ignored and return 0.
func (c *Convergence) Failure(sig Signature, kind Kind) (recurringIn int) {
	if kind == KindTransient {
		return 0
	}
	if c.signatures == nil {
		c.signatures = make(map[Signature]int)
	}
	first, ok := c.signatures[sig]
	if !ok {
		c.signatures[sig] = max(c.plans, 1)
		return 0
	}
	if first != max(c.plans, 1) {
		return first
	}
	return 0
}
