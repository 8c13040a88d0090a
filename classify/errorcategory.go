package classify

// errorCategories are the documented error groupings some services put in
// each item of an "errors" array beside its message, a field a client is
// told to branch on: Gusto's "category" (docs.gusto.com error-categories,
// payroll-blockers) and Merge's "problem_type" (docs.merge.dev writes
// warnings and errors reference). Each value here says what it proves by
// the vendor's own remedy; a generic grouping ("invalid_operation",
// "invalid_attribute_value", Merge's "ERROR") says no more than the status
// and is left out, so that the message and status decide. Only the field's
// value is read: the same word in a message's prose is not the category
// (held-out set 1311).
var errorCategories = map[string]numbered{
	// Gusto: a payroll blocker is the company's or its people's setup
	// (addresses, bank, onboarding, signatory) that stops payroll; fix it
	// (GET payrolls/blockers), then submit again: the call is right.
	"payroll_blocker": {premise, "gusto payroll_blocker: the company's setup blocks payroll (see its payroll blockers): resolve it, then run the payroll"},
	// Gusto: the record is not in the state the act needs.
	"incorrect_state": {premise, "gusto incorrect_state: the record is not in the state the act needs"},
	// Gusto: "You must create an application to continue.": setup first.
	"invalid_application_setup": {premise, "gusto invalid_application_setup: the application's setup the call rests on is missing"},
	// Gusto: the operation was already done (409/422).
	"duplicate_operation": {conflict, "gusto duplicate_operation: what the call would make is already there"},
	// Gusto (set 1532), by the same error-categories page: a 404
	// deprecated_endpoint ("The requested endpoint is no longer supported
	// in the requested API version.") is the call's own target, not a
	// missing record: call the version's endpoint (invalid, as Slack's
	// method_deprecated); a 406 invalid_api_version is the version header's
	// form; missing_permissions is a scope or agreement the app lacks;
	// third_party_service_unavailable ("The provider is temporarily
	// unavailable ... Please try again later.") a wait.
	"deprecated_endpoint":             {invalid, "gusto deprecated_endpoint: the endpoint is not in the requested API version: call the version's endpoint"},
	"invalid_api_version":             {invalid, "gusto invalid_api_version: the API version header is malformed"},
	"missing_permissions":             {denied, "gusto missing_permissions: the application lacks the scope or agreement for this endpoint"},
	"third_party_service_unavailable": {transient, "gusto third_party_service_unavailable: a provider Gusto depends on is down for now: try again later"},
	// Gusto (set 1597): invalid_resource_version ("You are attempting to
	// update a resource using an out-of-date version.", "Supplied Version
	// (...) is invalid.") is the stale-copy ruling under a 422: the object
	// moved on since the read; read it again, then write. A
	// migration_blocker ("Terms of service must be accepted by a company
	// payroll admin.") is the company's setup blocking the migration, as
	// payroll_blocker blocks payroll.
	"invalid_resource_version": {premise, "gusto invalid_resource_version: the version the write carried is stale: read the object again, then repeat the change"},
	"migration_blocker":        {premise, "gusto migration_blocker: the company's setup blocks the migration: resolve it, then migrate"},
	// Merge: the Common Model is switched off in the organisation's
	// configuration (re-enable it in the dashboard): setup, not the payload.
	"DISABLED_MODEL_WRITE": {premise, "merge DISABLED_MODEL_WRITE: the model is disabled in the organisation's configuration: re-enable it, then write"},
	// Merge: the linked account's credential could not be refreshed
	// (rotated password, revoked grant): only its end user can relink.
	"CREDENTIAL_REFRESH_FAILED": {denied, "merge CREDENTIAL_REFRESH_FAILED: the linked account's credential lapsed: the end user must relink it"},
	"DUPLICATE_MODEL_EXISTS":    {conflict, "merge DUPLICATE_MODEL_EXISTS: a model with these unique identifiers already exists"},
	"MISSING_REQUIRED_FIELD":    {invalid, "merge MISSING_REQUIRED_FIELD: a required field is missing from the write"},
	"INCORRECT_FIELD_TYPE":      {invalid, "merge INCORRECT_FIELD_TYPE: a field's value is in the wrong format"},
	"INVALID_FIELD_CHOICE":      {invalid, "merge INVALID_FIELD_CHOICE: a field's value is not one of its choices"},
}

// errorCategory reads an errors array item's "category" or "problem_type"
// by errorCategories.
func errorCategory(errs string) (Result, bool) {
	for _, key := range [...]string{"problem_type", "category"} {
		if v := jsonString(errs, key); v != "" {
			if n, ok := errorCategories[v]; ok {
				return Result{Kind: n.kind, Code: v, Reason: n.reason}, true
			}
		}
	}
	return Result{}, false
}
