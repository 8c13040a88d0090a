package sim

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/rungkit/rung"
)

// DefaultCharsPerToken is the divisor of the token estimate.
const DefaultCharsPerToken = 4

// model is the scripted planner. It reads the prompt rung rendered for each
// request and answers with the first rule that matches it; it never sees
// anything the engine did not put in the prompt, so a scenario tests what
// the engine tells the model as much as what it decides.
type model struct {
	rt *runtime
}

var _ rung.Planner = (*model)(nil)

// promptText is what rules match against and tokens are counted from: the
// rendered system and user prompt. A request the engine sent without a
// rendered prompt is matched against its JSON form instead.
func promptText(p rung.Prompt, req any) string {
	if p.System != "" || p.User != "" {
		return p.System + "\n\n" + p.User
	}
	b, _ := json.Marshal(req)
	return string(b)
}

// Tokens estimates the tokens of a text: its length in characters divided
// by charsPerToken, rounded up.
func Tokens(text string, charsPerToken int) int {
	if charsPerToken <= 0 {
		charsPerToken = DefaultCharsPerToken
	}
	n := utf8.RuneCountInString(text)
	return (n + charsPerToken - 1) / charsPerToken
}

func (m *model) usage(r *ModelRule, prompt string, answer []byte) rung.Usage {
	if r.Usage != nil {
		return rung.Usage{InputTokens: r.Usage.InputTokens, OutputTokens: r.Usage.OutputTokens, Cost: r.Usage.Cost}
	}
	cpt := m.rt.sc.Model.CharsPerToken
	return rung.Usage{InputTokens: Tokens(prompt, cpt), OutputTokens: Tokens(string(answer), cpt)}
}

// find returns the first rule for purpose whose step and prompt conditions
// hold, and counts its use.
func (m *model) find(purpose, step, prompt string) (int, *ModelRule) {
	rt := m.rt
	rt.mu.Lock()
	defer rt.mu.Unlock()
	for i := range rt.sc.Model.Rules {
		r := &rt.sc.Model.Rules[i]
		if r.Purpose != "" && r.Purpose != purpose {
			continue
		}
		if r.Purpose == "" {
			// A rule without a purpose answers whatever its answer fits.
			if r.Args != nil && purpose != "repair" {
				continue
			}
			if r.Plan != nil && purpose == "repair" {
				continue
			}
		}
		if r.Step != "" && r.Step != step {
			continue
		}
		if r.Times > 0 && rt.ruleUsed[i] >= r.Times {
			continue
		}
		ok := true
		for _, s := range r.WhenContains {
			if !strings.Contains(prompt, s) {
				ok = false
				break
			}
		}
		for _, s := range r.WhenNotContains {
			if ok && strings.Contains(prompt, s) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		rt.ruleUsed[i]++
		return i, r
	}
	return -1, nil
}

// ModelRecord is one request to the scripted model and how it was answered.
type ModelRecord struct {
	// Purpose is plan, replan or repair; Step the step repaired or failed.
	Purpose string `json:"purpose"`
	Step    string `json:"step,omitempty"`
	// Rule is the index in model.rules of the rule that answered; -1 when
	// none matched.
	Rule         int    `json:"rule"`
	InputTokens  int    `json:"input_tokens"`
	OutputTokens int    `json:"output_tokens"`
	Error        string `json:"error,omitempty"`
	// Prompt is the rendered prompt the rules were matched against; it is
	// left out of the JSON output.
	Prompt string `json:"-"`
}

// think advances the virtual clock by the time the model takes to answer.
func (m *model) think(r *ModelRule) {
	d := m.rt.sc.Model.Latency.D()
	if r != nil && r.Latency != nil {
		d = r.Latency.D()
	}
	m.rt.clock.Advance(d)
}

func (m *model) charge(u rung.Usage, plan bool, rec ModelRecord) {
	m.rt.mu.Lock()
	m.rt.modelCalls++
	m.rt.tokens += u.Tokens()
	if plan {
		m.rt.plans++
	}
	rec.InputTokens, rec.OutputTokens = u.InputTokens, u.OutputTokens
	m.rt.modelLog = append(m.rt.modelLog, rec)
	m.rt.mu.Unlock()
}

// Plan answers a plan or replan request.
func (m *model) Plan(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	purpose := string(req.Purpose)
	if purpose == "" {
		purpose = "plan"
	}
	step := ""
	if req.FailedStep != nil {
		step = req.FailedStep.ID
	}
	prompt := promptText(req.Prompt, planRequestView(req))
	i, r := m.find(purpose, step, prompt)
	m.think(r)
	rec := ModelRecord{Purpose: purpose, Step: step, Rule: i, Prompt: prompt}
	if r == nil {
		u := rung.Usage{InputTokens: Tokens(prompt, m.rt.sc.Model.CharsPerToken)}
		err := fmt.Errorf("scripted model: no rule answers this %s request", purpose)
		rec.Error = err.Error()
		m.charge(u, false, rec)
		return &rung.PlanResponse{Usage: u}, err
	}
	if r.Fail != "" {
		u := m.usage(r, prompt, nil)
		err := fmt.Errorf("scripted model (model.rules[%d]): %s", i, r.Fail)
		rec.Error = err.Error()
		m.charge(u, false, rec)
		return &rung.PlanResponse{Usage: u}, err
	}
	plan := rung.Plan{Goal: r.Plan.Goal, Steps: make([]rung.Step, len(r.Plan.Steps))}
	if plan.Goal == "" {
		plan.Goal = req.Goal
	}
	for j, s := range r.Plan.Steps {
		plan.Steps[j] = copyStep(s, m.rt.job)
	}
	answer, _ := json.Marshal(plan)
	u := m.usage(r, prompt, answer)
	m.charge(u, true, rec)
	return &rung.PlanResponse{Plan: plan, Usage: u}, nil
}

// Repair answers a repair request with new arguments.
func (m *model) Repair(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	prompt := promptText(req.Prompt, repairRequestView(req))
	i, r := m.find("repair", req.Step.ID, prompt)
	m.think(r)
	rec := ModelRecord{Purpose: "repair", Step: req.Step.ID, Rule: i, Prompt: prompt}
	if r == nil {
		u := rung.Usage{InputTokens: Tokens(prompt, m.rt.sc.Model.CharsPerToken)}
		err := fmt.Errorf("scripted model: no rule answers the repair of step %q", req.Step.ID)
		rec.Error = err.Error()
		m.charge(u, false, rec)
		return &rung.RepairResponse{Usage: u}, err
	}
	if r.Fail != "" {
		u := m.usage(r, prompt, nil)
		err := fmt.Errorf("scripted model (model.rules[%d]): %s", i, r.Fail)
		rec.Error = err.Error()
		m.charge(u, false, rec)
		return &rung.RepairResponse{Usage: u}, err
	}
	args := rung.CloneArgs(subJob(r.Args, m.rt.job))
	answer, _ := json.Marshal(args)
	u := m.usage(r, prompt, answer)
	m.charge(u, false, rec)
	return &rung.RepairResponse{Args: args, Usage: u}, nil
}

func copyStep(s rung.Step, job int) rung.Step {
	out := s
	out.Args = rung.CloneArgs(subJob(s.Args, job))
	out.Uses = append([]string(nil), s.Uses...)
	out.Preconditions = nil
	for _, c := range s.Preconditions {
		out.Preconditions = append(out.Preconditions, rung.Call{Tool: c.Tool, Args: rung.CloneArgs(subJob(c.Args, job)), About: c.About})
	}
	return out
}

// planRequestView and repairRequestView are the JSON forms matched when a
// request carries no rendered prompt.
func planRequestView(req rung.PlanRequest) any {
	req.Prompt = rung.Prompt{}
	req.Tools = nil
	return req
}

func repairRequestView(req rung.RepairRequest) any {
	req.Prompt = rung.Prompt{}
	return req
}
