package rung

import "regexp"

// Codes and texts by which model APIs say a prompt did not fit the model's
// context window (OpenAI's context_length_exceeded, Anthropic's "prompt is
// too long", a 413 request_too_large).
var promptTooLongText = regexp.MustCompile(`(?i)prompt is too long|maximum context length|context[_ ]length|context window|too many (input )?tokens|reduce the length of the (messages|prompt)`)

// PromptTooLong reports whether f says the prompt did not fit the model's
// context window. The engine answers such a failure of a plan or replan
// call by asking once more with a compact prompt (CompactPlanRequest).
func PromptTooLong(f *Failure) bool {
	if f == nil {
		return false
	}
	switch f.Code {
	case "context_length_exceeded", "string_above_max_length", "request_too_large", "prompt_too_long":
		return true
	}
	return (f.Status == 0 || f.Status == 400 || f.Status == 413) && promptTooLongText.MatchString(f.Message)
}

// compactOutputBytes is how much of each completed output, observation and
// tool description a compact prompt keeps.
const compactOutputBytes = 256

// compactObservations is how many of the latest observations a compact
// prompt keeps: the newest are the ones the next plan must be conditioned on.
const compactObservations = 3

// CompactPlanRequest returns req cut down for a model whose context window
// could not hold it: tool schemas dropped and descriptions, completed
// outputs and observations clipped, only the latest observations kept. The
// goal, the falsified premise and the verbatim error stay whole, since they
// are what the plan must answer. Prompt is re-rendered.
func CompactPlanRequest(req PlanRequest) PlanRequest {
	tools := make([]ToolInfo, len(req.Tools))
	for i, t := range req.Tools {
		t.InputSchema = nil
		t.Description = Truncate(t.Description, compactOutputBytes/2)
		tools[i] = t
	}
	req.Tools = tools
	completed := make([]Completed, len(req.Completed))
	for i, c := range req.Completed {
		if c.Output != nil {
			c.Output = Truncate(jsonText(c.Output), compactOutputBytes)
		}
		completed[i] = c
	}
	req.Completed = completed
	obs := req.Observations
	if len(obs) > compactObservations {
		obs = obs[len(obs)-compactObservations:]
	}
	req.Observations = make([]Observation, len(obs))
	for i, o := range obs {
		if o.Output != nil {
			o.Output = Truncate(jsonText(o.Output), compactOutputBytes)
		}
		req.Observations[i] = o
	}
	if req.Purpose == PurposeReplan {
		req.Prompt = ReplanPrompt(req)
	} else {
		req.Prompt = PlanPrompt(req)
	}
	return req
}
