package classify

import (
	"strings"
)

// ascCode reads App Store Connect's dotted error codes. The API sends its
// validation and state errors as 409s ("ENTITY_ERROR.ATTRIBUTE.INVALID",
// "STATE_ERROR"), so the 409 status default (conflict with existing state)
// misreads them: the code, not the status, says what is false (held-out
// set 768). Apple's "Interpreting and handling errors" and the clients
// that render these bodies (fastlane spaceship, cider, asc CLIs) spell the
// codes exactly, in upper snake case joined by dots.
func ascCode(code, text string) (Result, bool) {
	if !strings.Contains(code, "_ERROR") || strings.IndexByte(code, ' ') >= 0 {
		return Result{}, false
	}
	base, _, _ := strings.Cut(code, ".")
	r := Result{Code: code}
	switch {
	case base != "STATE_ERROR" && base != "ENTITY_ERROR" && base != "PARAMETER_ERROR":
		return Result{}, false
	// ".DUPLICATE": "an attribute with a value that has already been
	// used" ("Entity with locale: 'ja' already exists"): what the step was
	// to create is there.
	case strings.HasSuffix(code, ".DUPLICATE"):
		r.Kind, r.Reason = conflict, "App Store Connect "+code+": a value already used: what the step was to create exists"
	// STATE_ERROR ("The request cannot be fulfilled because of the state
	// of another resource"), STATE_ERROR.ENTITY_STATE_INVALID and an
	// attribute refused ".INVALID_STATE" or "in the current state": the
	// state the plan assumed is not so; set 1280: the title "An attribute
	// value is not acceptable for the current resource state" says the
	// same. STATE_ERROR.VALIDATION_ERROR is
	// the uploaded binary's own validation, left to its text.
	case code == "STATE_ERROR", code == "STATE_ERROR.ENTITY_STATE_INVALID", strings.HasSuffix(code, ".INVALID_STATE"),
		base == "ENTITY_ERROR" && hasAny(text, "in the current state", "in its current state", "for the current resource state"):
		r.Kind, r.Reason = premise, "App Store Connect "+code+": the state of the resource (or another it needs) does not allow the request: another step comes first"
	case code == "ENTITY_ERROR.ATTRIBUTE.INVALID", code == "ENTITY_ERROR.ATTRIBUTE.REQUIRED", code == "ENTITY_ERROR.ATTRIBUTE.TYPE",
		code == "ENTITY_ERROR.RELATIONSHIP.INVALID", code == "ENTITY_ERROR.RELATIONSHIP.REQUIRED", code == "ENTITY_ERROR.INCLUDED.INVALID",
		code == "PARAMETER_ERROR.INVALID", code == "PARAMETER_ERROR.ILLEGAL", code == "PARAMETER_ERROR.REQUIRED":
		r.Kind, r.Reason = invalid, "App Store Connect "+code+": a value in the request is invalid (its source pointer names it): fix the call"
	default:
		return Result{}, false
	}
	return r, true
}
