package answer

import (
	"github.com/rungkit/rung"
)

// KindName is the tool (or JSON Schema) name of a classification answer.
const KindName = "rung_kind"

// KindDescription is shown to the model with the classification schema.
const KindDescription = "The kind of the failure: what it proves false, and the words of the error that decide it."

// KindSchema is the JSON Schema of a classification answer: {"kind",
// "reason"}, the kind one of the taxonomy's names. Strict or not, both
// fields are required; the enum keeps a strict server from inventing one.
func KindSchema() map[string]any {
	names := make([]any, 0, len(rung.Kinds()))
	for _, k := range rung.Kinds() {
		names = append(names, k.String())
	}
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"kind":   map[string]any{"type": "string", "enum": names, "description": "One of the kinds, by name."},
			"reason": map[string]any{"type": "string", "description": "One line: the words of the error that decide the kind."},
		},
		"required":             []any{"kind", "reason"},
		"additionalProperties": false,
	}
}

// ParseKind reads a classification answer. It checks the shape only (one
// JSON object whose kind is a string): whether the name is a kind is the
// caller's to decide (package classify/modelclass), so the planners never
// widen the taxonomy.
func ParseKind(text string) (kind, reason string, err error) {
	obj, err := decodeObject(text)
	if err != nil {
		return "", "", err
	}
	k, ok := obj["kind"].(string)
	if !ok {
		return "", "", fieldErr("kind", "is missing or not a string")
	}
	r, _ := obj["reason"].(string)
	return k, r, nil
}

// KindInvalid is the failure of a classification answer that could not be
// read: kind invalid, code invalid_answer. There is no feedback turn for a
// classification (it is asked once), so the reason says so.
func KindInvalid(protocol string, err error) *rung.Failure {
	f := rung.Invalid(err)
	f.Message = rung.Redact(err.Error())
	f.Protocol, f.Code = protocol, "invalid_answer"
	f.Reason = protocol + ": the model's classification could not be read: " + f.Message
	return f
}
