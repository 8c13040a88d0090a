package rung

import (
	"context"
	"strings"
	"time"
)

// PurposeClassify is a model turn that names a failure's kind, made by the
// opt-in model classifier (package classify/modelclass) when the presets
// cannot tell.
const PurposeClassify Purpose = "classify"

// ClassifiedByModel is the Failure.ClassifiedBy of a kind a model gave
// rather than a rule.
const ClassifiedByModel = "model"

// KindRequest asks a model which kind a failure is: the tool, the failure
// as the presets left it (its message is the verbatim error), and the
// prompt rendered from them by KindPrompt.
type KindRequest struct {
	Tool    string
	Failure *Failure
	Prompt  Prompt
}

// KindAnswer is a model's answer to a KindRequest. Kind is the name as the
// model wrote it: the caller validates it against the taxonomy (ParseKind),
// so a planner never decides what counts as a kind.
type KindAnswer struct {
	Kind   string
	Reason string
	Usage  Usage
}

// KindAsker is a planner that can also name a failure's kind: the
// OpenAI-compatible and Anthropic planners, and rungtest.Planner. An
// answer that cost tokens is returned with its Usage even when err is not
// nil, so the caller charges them.
type KindAsker interface {
	AskKind(ctx context.Context, req KindRequest) (*KindAnswer, error)
}

// KindEntry is one cached answer: the kind a model gave for a failure
// signature, why, which model, and when.
type KindEntry struct {
	Signature string
	Kind      Kind
	Reason    string
	Model     string
	At        time.Time
}

// KindCache keeps the model classifier's answers per failure signature, so
// that a fleet sharing a store asks the model once per signature. The
// memory, SQLite and PostgreSQL ledgers implement it. StoreKind keeps the
// first answer stored for a signature: two members that asked at once end
// up reading the same kind.
type KindCache interface {
	LookupKind(ctx context.Context, signature string) (KindEntry, bool, error)
	StoreKind(ctx context.Context, e KindEntry) error
}

// ModelTurn is how a classifier that asks a model pays for it: Charge
// charges the turn to the run's (or session's) budget, and Shortfall says
// what the budget lacks for a turn of that cost ("" when it can pay).
type ModelTurn struct {
	Charge    func(Usage)
	Shortfall func(Cost) string
}

// ContextClassifier is a Classifier that may make a model call: the engine
// and Session call ClassifyContext with the call's context and the budget's
// ModelTurn instead of Classify.
type ContextClassifier interface {
	Classifier
	ClassifyContext(ctx context.Context, t *Tool, err error, turn ModelTurn) *Failure
}

// classifyContext is classifyWith for a ContextClassifier: a failure the
// tool declared is still taken as it is, never put to a model.
func classifyContext(ctx context.Context, c ContextClassifier, t *Tool, err error, turn ModelTurn) *Failure {
	if f, ok := AsFailure(err); ok && (f.Kind != KindUnknown || f.Reason == "panic") {
		return cutByDeadline(err, f)
	}
	if f := c.ClassifyContext(ctx, t, err, turn); f != nil {
		return cutByDeadline(err, f)
	}
	return Unknown(err)
}

// classifyModel is the engine's hook for a ContextClassifier: model turns
// are charged like the planner's, under PurposeClassify.
func (r *runner) classifyModel(c ContextClassifier, t *Tool, err error) *Failure {
	start := r.clock.Now()
	return classifyContext(r.ctx, c, t, err, ModelTurn{
		Charge:    func(u Usage) { r.chargeModel(PurposeClassify, u, r.clock.Now().Sub(start)) },
		Shortfall: r.shortfall,
	})
}

// classify is the session's classification of a tool's error.
func (s *Session) classify(ctx context.Context, t *Tool, err error) *Failure {
	c, ok := s.opts.Classifier.(ContextClassifier)
	if !ok {
		return classifyWith(s.opts.Classifier, t, err)
	}
	return classifyContext(ctx, c, t, err, ModelTurn{
		Charge: func(u Usage) { s.chargeModel(PurposeClassify, u) },
		Shortfall: func(c Cost) string {
			return s.budget.State().Shortfall(s.clock.Now(), c)
		},
	})
}

// KindPrompt renders the classification prompt: the taxonomy (each kind
// and what it proves false) and the failure's verbatim error, redacted,
// truncated and fenced as data, with its protocol, status and code. Nothing
// else from the run is shown: the kind depends on the error alone.
func KindPrompt(req KindRequest) Prompt {
	var b strings.Builder
	b.WriteString("Kinds, each with what a failure of that kind proves false:\n")
	for _, k := range Kinds() {
		b.WriteString("- ")
		b.WriteString(k.String())
		b.WriteString(": ")
		b.WriteString(Proves(k))
		b.WriteString(". ")
		b.WriteString(kindHint(k))
		b.WriteString("\n")
	}
	b.WriteString("\nTool: ")
	b.WriteString(orWord(req.Tool, "(unnamed)"))
	b.WriteString("\nError")
	writeFailureHead(&b, req.Failure)
	b.WriteString(", verbatim:\n")
	writeData(&b, failureText(req.Failure))
	return Prompt{
		System: "You classify one failed tool call of an AI agent by what the error proves false. " +
			"Answer with exactly one of the kinds listed, by name; answer unknown when the error does not say. " +
			"Reply with one JSON object: {\"kind\": \"<kind>\", \"reason\": \"<one line: the words of the error that decide it>\"}.\n" + dataNote,
		User: b.String(),
	}
}

// kindHint gives the model the examples docs/taxonomy.md gives a person.
func kindHint(k Kind) string {
	switch k {
	case KindTransient:
		return "Examples: timeout, rate limit, 502/503/504, connection reset, lock timeout."
	case KindInvalid:
		return "Examples: validation error, unknown column, payload too large, context length exceeded."
	case KindPremise:
		return "Examples: table, bucket or key missing; account closed; quota exhausted; schema changed."
	case KindDenied:
		return "Examples: 401, 403, revoked token, sandbox boundary."
	case KindConflict:
		return "Examples: 409 already exists, unique violation."
	case KindAmbiguous:
		return "Examples: empty result where rows were needed, several matches, truncated output."
	}
	return "The error does not say."
}
