package classify

import "testing"

// First run at ead3f84e: 28/30 overall, 9/11 tricky.
func TestIndependentCases1607(t *testing.T) {
	runIndependent(t, "testdata/independent1607.jsonl", true)
}

// TestGeneralise1607RequestLimitViolations: a 403 whose body says the
// caller is banned for repeated request-rate limit violations
// (LibreTranslate's flood guard, app.py access_check "Too many request
// limits violations"; flood.py forgive_banned lowers the count each cycle)
// is a wait, as "rate limit violations" already read; a lockout for failed
// sign-ins and a plain 403 keep denied.
func TestGeneralise1607RequestLimitViolations(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"libretranslate flood ban", "http", 403, "", `{"error":"Too many request limits violations"}`, transient},
		{"singular violation", "http", 403, "", `{"error":"Banned: request limit violation threshold reached"}`, transient},
		{"bare text", "", 0, "", "Too many request limits violations", transient},
		{"rate limit violations", "http", 403, "", `{"error":"Too many rate limit violations"}`, transient},
		{"near miss: failed logins", "http", 403, "", `{"error":"Too many failed login attempts"}`, denied},
		{"near miss: invalid key", "http", 403, "", `{"error":"Invalid API key"}`, denied},
		{"near miss: policy violation", "http", 403, "", `{"error":"Request blocked: content policy violation"}`, denied},
	})
}

// TestGeneralise1607DeprecatedArgument: an argument the call passed that
// the service or SDK deprecated, with the replacement named ("X is
// deprecated, please use Y instead"; deepl-python _check_valid_languages
// for target_lang "EN" and "PT") is invalid: the goal is fine and the
// message names the repair. Near misses: a model's deprecation (its
// retirement ruling), a version with no argument mark, a warning beside
// another failure, and "deprecated" without a replacement keep their
// readings.
func TestGeneralise1607DeprecatedArgument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deepl EN", "", 0, "", `target_lang="EN" is deprecated, please use "EN-GB" or "EN-US"instead.`, invalid},
		{"deepl PT", "", 0, "", `target_lang="PT" is deprecated, please use "PT-PT" or "PT-BR"instead.`, invalid},
		{"parameter", "", 0, "", `The parameter "q" is deprecated, please use "query" instead.`, invalid},
		{"cli option", "", 0, "", "Option --foo is deprecated; use --bar instead.", invalid},
		{"value of", "", 0, "", "The value of 'format' is deprecated. Use 'output_format' instead.", invalid},
		{"near miss: model", "", 0, "", "The model gpt-3 is deprecated, please use gpt-4 instead.", unk},
		{"near miss: api version", "", 0, "", "This API version is deprecated, please use v2 instead.", unk},
		{"near miss: npm warning", "exec", 1, "", "npm WARN deprecated request@2.88.2: request has been deprecated, use got instead", unk},
		{"near miss: no replacement", "", 0, "", "The field is deprecated", unk},
	})
}
