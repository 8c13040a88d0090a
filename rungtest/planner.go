package rungtest

import (
	"context"
	"encoding/json"
	"errors"
	"sync"

	"github.com/rungkit/rung"
)

// Planner is a scripted rung.Planner. It answers plan requests (first plans
// and replans) from Plans in order, and repair requests from Repairs in
// order, unless PlanFunc or RepairFunc is set; it records every request.
// Each answer's usage is estimated from the rendered prompt and the answer
// (EstimateTokens), unless Usage is set. It is safe for concurrent use.
type Planner struct {
	// Plans are returned by Plan, one per call.
	Plans []rung.Plan
	// Repairs are the arguments returned by Repair, one per call.
	Repairs []map[string]any
	// PlanFunc and RepairFunc, when set, answer instead of the queues.
	PlanFunc   func(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error)
	RepairFunc func(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error)
	// Usage, when set, is charged for every answer instead of the estimate.
	Usage *rung.Usage
	// Kinds are returned by AskKind, one per call (kind.go); KindFunc,
	// when set, answers instead.
	Kinds    []rung.KindAnswer
	KindFunc func(ctx context.Context, req rung.KindRequest) (*rung.KindAnswer, error)

	mu             sync.Mutex
	planRequests   []rung.PlanRequest
	repairRequests []rung.RepairRequest
	kindRequests   []rung.KindRequest
	plans, repairs int
	kinds          int
}

// ErrNoAnswer is returned when the planner's queue is empty.
var ErrNoAnswer = errors.New("rungtest: the scripted planner has no answer queued")

// Plan implements rung.Planner.
func (p *Planner) Plan(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	p.mu.Lock()
	p.planRequests = append(p.planRequests, req)
	fn := p.PlanFunc
	var plan *rung.Plan
	if fn == nil && p.plans < len(p.Plans) {
		plan = &p.Plans[p.plans]
		p.plans++
	}
	p.mu.Unlock()
	if fn != nil {
		return fn(ctx, req)
	}
	if plan == nil {
		return nil, ErrNoAnswer
	}
	return &rung.PlanResponse{Plan: *plan, Usage: p.usage(req.Prompt, plan)}, nil
}

// Repair implements rung.Planner.
func (p *Planner) Repair(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
	p.mu.Lock()
	p.repairRequests = append(p.repairRequests, req)
	fn := p.RepairFunc
	var args map[string]any
	ok := false
	if fn == nil && p.repairs < len(p.Repairs) {
		args, ok = p.Repairs[p.repairs], true
		p.repairs++
	}
	p.mu.Unlock()
	if fn != nil {
		return fn(ctx, req)
	}
	if !ok {
		return nil, ErrNoAnswer
	}
	return &rung.RepairResponse{Args: args, Usage: p.usage(req.Prompt, args)}, nil
}

// PlanRequests returns the plan requests received so far.
func (p *Planner) PlanRequests() []rung.PlanRequest {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]rung.PlanRequest(nil), p.planRequests...)
}

// RepairRequests returns the repair requests received so far.
func (p *Planner) RepairRequests() []rung.RepairRequest {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]rung.RepairRequest(nil), p.repairRequests...)
}

func (p *Planner) usage(prompt rung.Prompt, answer any) rung.Usage {
	if p.Usage != nil {
		return *p.Usage
	}
	out, _ := json.Marshal(answer)
	return rung.Usage{InputTokens: EstimateTokens(prompt.System) + EstimateTokens(prompt.User), OutputTokens: EstimateTokens(string(out))}
}

// EstimateTokens estimates a text's tokens the usual rough way: one per
// four bytes, rounded up.
func EstimateTokens(s string) int { return (len(s) + 3) / 4 }
