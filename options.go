package rung

import (
	"strconv"
	"strings"
	"time"
)

// optionsFor derives the smallest decisions that unblock a stopped run, as
// concrete options a person can pick from.
func (r *runner) optionsFor(rule string, s *stepRun, f *Failure) []string {
	var opts []string
	tool, step, target := "", "", ""
	if s != nil {
		step, tool = s.ID, s.Step.Tool
		if s.tool != nil {
			tool = s.tool.Name
		}
		target = Target(s.sent, s.tool)
		if f != nil && f.Target != "" {
			target = f.Target
		}
	}
	if target == "" {
		target = "its target"
	}
	alternatives := func() {
		if s == nil || s.orig == nil {
			return
		}
		for _, alt := range s.orig.Alternatives {
			if alt != tool {
				opts = append(opts, "use "+alt+" instead of "+tool+" for "+step)
			}
		}
	}
	switch rule {
	case RuleBudget:
		// Suggest raising only the limits that could not pay for what was
		// refused (r.need), to what would have paid for it.
		st := r.budget.State()
		now := r.clock.Now()
		used := now.Sub(r.start)
		short := false
		if left, ok := st.TimeLeft(now); ok && (left <= 0 || left < r.need.Time) {
			need := used + max(r.need.Time, r.expected(sToTool(s))) + time.Second
			secs := int((need + time.Second - 1) / time.Second)
			opts = append(opts, "raise the deadline to "+strconv.Itoa(secs)+" s and rerun from "+orWord(step, "the stop"))
			short = true
		}
		if left, ok := st.TokensLeft(); ok && r.need.ModelCalls > 0 && (left <= 0 || left < r.need.Tokens) {
			opts = append(opts, "raise the token ceiling to at least "+groupDigits(st.Spent.Tokens+max(r.need.Tokens, 1)))
			short = true
		}
		if left, ok := st.ToolCallsLeft(); ok && r.need.ToolCalls > 0 && left < r.need.ToolCalls {
			opts = append(opts, "raise the tool-call ceiling to at least "+strconv.Itoa(st.Spent.ToolCalls+r.need.ToolCalls))
			short = true
		}
		if !short && st.Limits.ModelCalls > 0 && r.need.ModelCalls > 0 {
			opts = append(opts, "raise the model-call ceiling above "+strconv.Itoa(st.Limits.ModelCalls))
		}
		opts = append(opts, r.partialOption())
	case RuleConvergence:
		if r.evidence.Fingerprint != "" {
			opts = append(opts, "tell the planner what plan "+strconv.Itoa(r.evidence.RepeatOf)+" lacked: it proposed the same actions again")
		}
		if f != nil {
			opts = append(opts, "make "+target+" available to "+tool+" (restore it), then rerun from "+step,
				"point the plan at another target than "+target)
		}
		opts = append(opts, r.partialOption())
	case RulePoison:
		opts = append(opts, "quarantine "+step+": fix the input or the tool "+tool+"; its error did not change after "+plural(sRepairs(s), "repair"),
			"skip "+step+" and continue without it")
	case RuleSideEffect:
		key := ""
		if s != nil && s.key != "" {
			key = " (idempotency key " + s.key + ")"
		}
		opts = append(opts, "reconcile "+tool+" on "+target+" by hand"+key+": read what the downstream holds",
			"if the effect landed, mark "+step+" done and rerun from the next step; if not, rerun from "+step)
	case "planner":
		opts = append(opts, "check the planner (its model, key and limits) and rerun from "+orWord(step, "the start"), r.partialOption())
	case RuleCanceled:
		opts = append(opts, "rerun from "+orWord(step, "the start")+" when ready")
	default:
		if f == nil {
			break
		}
		switch f.Kind {
		case KindDenied:
			opts = append(opts, "grant "+tool+" the authority it lacks on "+target)
			alternatives()
			opts = append(opts, "drop "+step+" and continue without it")
		case KindTransient:
			opts = append(opts, "retry "+step+" later: "+tool+" is still failing ("+orWord(codeText(f), "transient")+")")
			alternatives()
			if s != nil && s.orig != nil && len(s.orig.Alternatives) == 0 {
				opts = append(opts, "declare an alternative to "+tool)
			}
		case KindAmbiguous:
			opts = append(opts, "narrow "+step+": say which result is meant ("+oneLine(Redact(failureText(f)), 120)+")")
			alternatives()
		case KindInvalid:
			opts = append(opts, "correct the arguments of "+step+" by hand: "+oneLine(Redact(failureText(f)), 120))
		default:
			opts = append(opts, "restore "+target+" (what "+tool+" expected) or point the plan at another one, then rerun from "+step)
			if r.replans >= r.policy.replans() {
				opts = append(opts, "allow another replan (Policy.Replans is "+strconv.Itoa(r.policy.replans())+")")
			}
		}
		opts = append(opts, r.partialOption())
	}
	out := opts[:0]
	for _, o := range opts {
		if o != "" {
			out = append(out, o)
		}
	}
	return out
}

func (r *runner) partialOption() string {
	var done []string
	for _, c := range r.completed {
		if !c.invalid {
			done = append(done, c.ID)
		}
	}
	if len(done) == 0 {
		return ""
	}
	return "accept the partial result: " + strings.Join(done, ", ") + " done"
}

func sToTool(s *stepRun) *Tool {
	if s == nil {
		return nil
	}
	return s.tool
}

func sRepairs(s *stepRun) int {
	if s == nil {
		return 0
	}
	return s.repairs
}

func orWord(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
