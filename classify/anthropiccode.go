package classify

import "github.com/rungkit/rung"

// Anthropic's error_code (set 89). An Anthropic error body may carry, beside
// its generic type, `error.details.error_code`: "A stable code that names the
// cause; branch on it rather than on message ... Treat an unrecognized
// error_code as the bare type" (anthropic-sdk-go internal/apierror, Error.
// ErrorCode and the ErrorCode constants, each documented with its status).
// The type is the family the status belongs to, so a cause that is a wait,
// a spent contract or a file's own attribute comes under invalid_request_error
// or rate_limit_error: the code decides first, the type only when the code is
// unknown.
//
// anthropicCauses lists the documented codes whose kind the type would get
// wrong; codes not listed are read by their spelling (serviceCode's snake-case
// shapes: *_not_found premise, *_timed_out transient, ...) and then, as the
// SDK says, by the type.
var anthropicCauses = map[string]rung.Kind{
	// Waits: another request still running, a check or store not ready,
	// a change that raced another ("Wait for it to complete", "Retry the
	// request once it completes", "Try again in a few minutes").
	"thread_continue_in_flight":       transient,
	"concurrent_membership_change":    transient,
	"external_key_changed":            transient,
	"storage_changed_concurrently":    transient,
	"workspace_changed_concurrently":  transient,
	"scan_pending":                    transient,
	"registration_pending":            transient,
	"storage_not_ready":               transient,
	"authorization_check_unavailable": transient,
	"cmek_context_unavailable":        transient,
	"cmek_key_unreachable":            transient,
	"compaction_unavailable":          transient,
	"ramp_limit_exceeded":             transient, // "Retry after the time in the retry-after header"
	"change_outcome_unknown":          transient, // "Send the same request again to finish it; changes already saved aren't repeated"
	// The account's or the object's state: spend limits and credit, a
	// quota or count the organization holds, a file that cannot be
	// downloaded or has expired, a disabled key, an archived environment.
	"contract_spend_limit_reached":            premise,
	"enforced_spend_limit_reached":            premise,
	"linked_organization_spend_limit_reached": premise,
	"linked_organization_billing_unavailable": premise,
	"storage_quota_exceeded":                  premise,
	"org_api_key_limit_exceeded":              premise,
	"workspace_api_key_limit_exceeded":        premise,
	"org_member_limit_exceeded":               premise,
	"workspace_member_limit_exceeded":         premise,
	"file_not_downloadable":                   premise,
	"file_expired":                            premise,
	"cmek_key_disabled":                       premise,
	"environment_archived":                    premise,
	"user_profile_not_found":                  premise,
	// The request as built: too many tools, a tool name two kinds share,
	// an image too large, an encoding, a thread's fixed fields.
	"available_tools_limit_exceeded":        invalid,
	"tool_name_conflict":                    invalid,
	"tool_reference_unresolved":             invalid,
	"image_dimensions_too_large":            invalid,
	"request_body_encoding_invalid":         invalid,
	"request_body_encoding_unsupported":     invalid,
	"request_body_too_large_after_decoding": invalid,
	"unsupported_charset":                   invalid,
	"thread_fingerprint_mismatch":           invalid,
	"thread_unsupported_request":            invalid,
	"invalid_metadata":                      invalid,
	"report_page_too_large":                 invalid,
	// What the step was to create is there already.
	"already_member":             conflict,
	"invite_already_exists":      conflict,
	"plugin_name_taken":          conflict,
	"skill_name_taken":           conflict,
	"storage_already_registered": conflict,
	// Authority: a scope, an egress rule, a policy, a billing authorization.
	"api_key_scope_missing":               denied,
	"sandbox_egress_restricted":           denied,
	"workspace_policy_violation":          denied,
	"user_profile_billing_not_authorized": denied,
	"organization_on_hold":                denied,
	// A key whose creator left the organization or workspace: the
	// credential's authority ended with its holder's membership, as a
	// token revoked when its user was removed (set 523).
	"claude_code_key_creator_not_member": denied,
	// Created, but not all of it took effect: "Don't send the create again".
	"workspace_created_incomplete": ambiguous,
}

// anthropicCause reads error.details.error_code of an Anthropic error object.
func anthropicCause(c *ctx, eo string) (Result, bool) {
	code := jsonString(jsonObject(eo, "details"), "error_code")
	if code == "" {
		return Result{}, false
	}
	if k, ok := anthropicCauses[code]; ok {
		return Result{Kind: k, Code: code, Reason: "error_code " + code + " names the cause (it decides before the type)"}, true
	}
	if cr, ok := snakeShape(code); ok { // stated.go
		r := cr.apply(c, "api", code, eo)
		r.Reason = "error_code " + code + ": " + r.Reason
		return r, true
	}
	return Result{}, false
}
