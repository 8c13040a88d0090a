package classify

import "testing"

// First run at cb7f04af: 30/36 overall, 6/12 tricky.
func TestIndependentCases1556(t *testing.T) {
	runIndependent(t, "testdata/independent1556.jsonl", true)
}

// TestGeneralise1556PlanWithholds: a plan said to withhold what was asked
// ("Your plan does not give you access to that time period", Front's 403
// on analytics) is the plan, premise, as Intercom's api_plan_restricted;
// a role or scope that withholds it stays denied (generic.go).
func TestGeneralise1556PlanWithholds(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"front plan period", "http", 403, "", `{"_error":{"status":403,"message":"Your plan does not give you access to that time period"}}`, premise},
		{"plan doesnt give access", "http", 403, "", `{"error":"Your current plan doesn't give you access to this report"}`, premise},
		{"plan does not include access", "http", 402, "", "Your plan does not include access to the export API", premise},
		{"near: role withholds", "http", 403, "", `{"_error":{"status":403,"title":"Forbidden","message":"Your role does not give you access to this inbox"}}`, denied},
		{"near: scope", "http", 403, "", `{"_error":{"status":403,"title":"Forbidden","message":"The token does not have the required scope"}}`, denied},
	})
}

// TestGeneralise1556RequestBound: a *_limit_exceeded code whose message
// bounds the request's own list ("A list of up to 20 conversation IDs is
// required", Intercom /calls/search) is the argument, invalid; the same
// code shape naming a count the object holds stays premise, and a rate
// stays transient (codes.go modeLimit, requestBound).
func TestGeneralise1556RequestBound(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"intercom id list", "http", 400, "conversation_id_limit_exceeded", `{"type":"error.list","errors":[{"code":"conversation_id_limit_exceeded","message":"A list of up to 20 conversation IDs is required"}]}`, invalid},
		{"ids per request", "http", 400, "ids_limit_exceeded", "You can pass at most 100 ids per request", invalid},
		{"must contain at most", "http", 400, "tag_limit_exceeded", "tags must contain at most 50 items", invalid},
		{"near: object holds max", "http", 400, "contact_company_limit_exceeded", `{"type":"error.list","errors":[{"code":"contact_company_limit_exceeded","message":"Contact has reached the maximum of 1000 company associations"}]}`, premise},
		{"near: rate", "http", 429, "request_limit_exceeded", "Rate limit exceeded: 100 requests per second", transient},
	})
}

// TestGeneralise1556SelfLockout: an allow-list update refused because
// saving it would shut the caller out (Intercom PUT /ip_allowlist "Your IP
// (1.2.3.4) is not on the allowlist. Saving would lock you out of this
// workspace.") is the list submitted, invalid; an egress or access
// refusal by the allow-list stays denied (wording.go allowListWords).
func TestGeneralise1556SelfLockout(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"intercom allowlist", "http", 422, "parameter_invalid", `{"type":"error.list","errors":[{"code":"parameter_invalid","message":"Your IP (10.0.0.7) is not on the allowlist. Saving would lock you out of this workspace."}]}`, invalid},
		{"lock yourself out", "http", 400, "", "This change would lock yourself out of the account: add your current IP address first", invalid},
		{"near: not on allowlist", "http", 403, "", "Your IP (10.0.0.7) is not on the allowlist.", denied},
		{"near: locked out", "http", 403, "", "Your account has been locked out after too many attempts", denied},
	})
}

// TestGeneralise1556QuotedHolding: "You already have '<name>' in ..."
// names an object the caller holds (Intercom createDataAttribute's 400
// parameter_invalid), conflict; a count held ("You already have the
// maximum ...") names no object and is not read so; it keeps the
// reading it had (generic.go
// conflictWords).
func TestGeneralise1556QuotedHolding(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"intercom attribute", "http", 400, "parameter_invalid", `{"type":"error.list","errors":[{"code":"parameter_invalid","message":"You already have 'Plan Tier' in your company data."}]}`, conflict},
		{"double quoted", "http", 422, "", `You already have "Billing" as a team name`, conflict},
		// A count held names no object: it keeps the status reading, not conflict.
		{"near: count", "http", 400, "", "You already have the maximum of 10 webhooks for this app", invalid},
	})
}

// TestGeneralise1556PresentDeleted: an object the call names said to "be
// deleted" in the present tense (Intercom's 400 parameter_invalid "Away
// status reason is deleted") is gone, premise, as "has been deleted";
// an is_deleted argument is not (generic.go missing words).
func TestGeneralise1556PresentDeleted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"intercom away reason", "http", 400, "parameter_invalid", `{"type":"error.list","errors":[{"code":"parameter_invalid","message":"Away status reason is deleted"}]}`, premise},
		{"macro is deleted", "http", 422, "", "The macro is deleted and cannot be applied", premise},
		{"near: is_deleted arg", "http", 400, "", "is_deleted must be a boolean", invalid},
	})
}

// TestGeneralise1556DependantObject: an ending act refused while the object
// "has a dependant object" (British spelling; Intercom's 422 data_invalid
// on archiving a data attribute) holds dependents, premise; a dependent
// field asked for is no ending and stays invalid (dependents.go).
func TestGeneralise1556DependantObject(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"intercom archive", "http", 422, "data_invalid", `{"type":"error.list","errors":[{"code":"data_invalid","message":"The Data Attribute you are trying to archive has a dependant object"}]}`, premise},
		{"delete has dependent records", "http", 400, "", "The category you are trying to delete has dependent records", premise},
		{"because dependant", "http", 409, "", "Cannot remove group because dependant rules exist", premise},
		{"near: dependent field", "http", 422, "", "The field has a dependent field that must be set", invalid},
	})
}
