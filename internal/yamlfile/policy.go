package yamlfile

import "github.com/rungkit/rung"

// PolicySpec is the policy block of plan files and scenarios: a preset
// and the overrides of it.
type PolicySpec struct {
	// Mode is "interactive" or "background" (the default).
	Mode string `yaml:"mode"`
	// Retries, Repairs and Reroutes override the per-step budgets, Replans
	// and Probes the per-run ones; absent keeps the mode's default, 0 means
	// none.
	Retries  *int `yaml:"retries"`
	Repairs  *int `yaml:"repairs"`
	Reroutes *int `yaml:"reroutes"`
	Replans  *int `yaml:"replans"`
	Probes   *int `yaml:"probes"`
	// Backoff is the first retry's wait; MaxBackoff caps the waits.
	Backoff    Duration `yaml:"backoff"`
	MaxBackoff Duration `yaml:"max_backoff"`
	// CallTimeout bounds one attempt of a tool without a timeout of its own
	// (real time: plan files only).
	CallTimeout Duration `yaml:"call_timeout"`
	// CallDuration is the expected duration of a call whose tool declares
	// none; RepairTokens and ReplanTokens what a repair or replan turn is
	// expected to cost. The budget check refuses a rung it cannot pay for.
	CallDuration Duration `yaml:"call_duration"`
	RepairTokens int      `yaml:"repair_tokens"`
	ReplanTokens int      `yaml:"replan_tokens"`
	// Breaker sets the fleet's circuit breaker (rung.Breaker); absent
	// fields keep its defaults.
	Breaker BreakerSpec `yaml:"breaker"`
}

// BreakerSpec is the policy's breaker block.
type BreakerSpec struct {
	// Failures is K, the failures within Window that open the breaker;
	// 0 turns it off.
	Failures   *int     `yaml:"failures"`
	Window     Duration `yaml:"window"`
	Cooldown   Duration `yaml:"cooldown"`
	ProbeLease Duration `yaml:"probe_lease"`
}

// Policy returns the mode's preset with the overrides applied.
func (s PolicySpec) Policy() rung.Policy {
	p := rung.Background()
	if s.Mode == "interactive" {
		p = rung.Interactive()
	}
	set := func(dst *int, v *int) {
		switch {
		case v == nil:
		case *v == 0:
			*dst = -1 // rung.Policy reads a negative count as none
		default:
			*dst = *v
		}
	}
	set(&p.Retries, s.Retries)
	set(&p.Repairs, s.Repairs)
	set(&p.Reroutes, s.Reroutes)
	set(&p.Replans, s.Replans)
	set(&p.Probes, s.Probes)
	p.BackoffBase, p.BackoffMax = s.Backoff.D(), s.MaxBackoff.D()
	p.CallTimeout, p.CallDuration = s.CallTimeout.D(), s.CallDuration.D()
	p.RepairTokens, p.ReplanTokens = s.RepairTokens, s.ReplanTokens
	set(&p.Breaker.Failures, s.Breaker.Failures)
	p.Breaker.Window, p.Breaker.Cooldown, p.Breaker.ProbeLease = s.Breaker.Window.D(), s.Breaker.Cooldown.D(), s.Breaker.ProbeLease.D()
	return p
}

// BudgetSpec is the run's shared budget; zero fields mean no ceiling.
type BudgetSpec struct {
	Deadline   Duration `yaml:"deadline"`
	Tokens     int      `yaml:"tokens"`
	ToolCalls  int      `yaml:"tool_calls"`
	ModelCalls int      `yaml:"model_calls"`
	Cost       float64  `yaml:"cost"`
}

// Limits returns the budget as the engine's limits.
func (b BudgetSpec) Limits() rung.Limits {
	return rung.Limits{Deadline: b.Deadline.D(), Tokens: b.Tokens, ToolCalls: b.ToolCalls, ModelCalls: b.ModelCalls, Cost: b.Cost}
}
