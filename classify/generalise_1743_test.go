package classify

import "testing"

// Tolerated: i1743-fs-change-requests: conflict vs premise (one-off): Flagsmith's 409 change_requests_enabled "Cannot update flags in an environment with change requests enabled." is a workflow gate worded once; set 1692's approval ruling reads approval gates as denied, so no class rule is added here.
// Tolerated: i1743-un-incompatible-project: denied vs premise (one-off): Unleash's 403 IncompatibleProjectError "<project> is not a compatible target" has no wording family beyond this one class name.
// First run at 7954785e: 30/36 overall, 9/15 tricky.
func TestIndependentCases1743(t *testing.T) {
	runIndependent(t, "testdata/independent1743.jsonl", true, "i1743-fs-change-requests", "i1743-un-incompatible-project")
}

// Tolgee's ValidationException body names its codes as map keys,
// {"CUSTOM_VALIDATION":{"<code>":[params]}} (ExceptionHandlers.kt); a key
// spelled <thing>_exists is a conflict as the same code in a "code" field
// is (existscode.go customValidationExists). Near misses: a
// STANDARD_VALIDATION field message, a CUSTOM_VALIDATION key that is not
// an exists code, and a "not_exists" key keep their reading.
func TestGeneralise1743CustomValidationExists(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"language-tag", "http", 400, "", `{"CUSTOM_VALIDATION":{"language_tag_exists":[]}}`, conflict},
		{"language-name", "http", 400, "", `{"CUSTOM_VALIDATION":{"language_name_exists":[]}}`, conflict},
		{"key-with-name", "http", 400, "", `{"CUSTOM_VALIDATION":{"key_exists":["home.title"]}}`, conflict},
		{"second-key", "http", 400, "", `{"CUSTOM_VALIDATION":{"language_tag_exists":[],"language_name_exists":[]}}`, conflict},
		{"near-standard", "http", 400, "", `{"STANDARD_VALIDATION":{"tag":"can not contain coma"}}`, invalid},
		{"near-not-exists", "http", 400, "", `{"CUSTOM_VALIDATION":{"key_not_exists":[]}}`, invalid},
		{"near-other-code", "http", 400, "", `{"CUSTOM_VALIDATION":{"translation_text_too_long":[]}}`, invalid},
	})
}

// A held count worded "has reached the maximum allowed <things> limit"
// (Flagsmith api/features/serializers.py and segments/serializers.py DRF
// field errors under a 400; heldlimits.go). Near misses: a size over "the
// maximum allowed" (an object or request too large) stays invalid.
func TestGeneralise1743MaximumAllowedHeld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"features", "http", 400, "", `{"project":["The Project has reached the maximum allowed features limit."]}`, premise},
		{"segments", "http", 400, "", `{"project":["The project has reached the maximum allowed segments limit."]}`, premise},
		{"overrides", "http", 400, "", `{"environment":["The environment has reached the maximum allowed segments overrides limit."]}`, premise},
		{"near-object-size", "http", 400, "", `{"error":"the object exceeds the maximum allowed object size"}`, invalid},
		{"near-name-length", "http", 400, "", `{"name":["Ensure this field has no more than 2000 characters."]}`, invalid},
	})
}

// A 403 whose body says the organisation's plan lacks the resource
// (Flagsmith InvalidSubscriptionPlanError; generic.go quota words beside
// "not included in your plan"). Near misses: a plain permission 403 stays
// denied.
func TestGeneralise1743NoValidPlan(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"flagsmith", "http", 403, "", `{"detail":"Organisation does not have a valid plan for this resource."}`, premise},
		{"account-variant", "http", 403, "", `{"detail":"Your account does not have a valid plan for this feature."}`, premise},
		{"near-permission", "http", 403, "", `{"detail":"You do not have permission to perform this action."}`, denied},
	})
}

// A 424 whose dependency rate-limited the service (Tolgee's
// llm_rate_limited, LlmRateLimitedException extends
// FailedDependencyException; dependency.go failedDependency). Near
// misses: a 424 from a dependency that refused access stays denied; a bare
// 424 keeps its premise reading.
func TestGeneralise1743DependencyRateLimited(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tolgee", "http", 424, "llm_rate_limited", `{"code":"llm_rate_limited","params":null}`, transient},
		{"words", "http", 424, "", `{"error":"The upstream provider rate limited the request"}`, transient},
		{"near-denied", "http", 424, "", `{"message":"Access denied while invoking Lambda function"}`, denied},
		{"near-bare", "http", 424, "", `{"error":"Failed Dependency"}`, premise},
	})
}
