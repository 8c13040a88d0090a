package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// flagSDK reads a feature-flag SDK's evaluation failure by the SDK's own
// markers (held-out set 1331). An evaluation that fails still returns the
// caller's default value; the error says why, and its kind is what the
// reason proves, not the default that came back.
//
// OpenFeature's error codes (spec section 2.2.7, the go-sdk's
// ResolutionError.Error() "<CODE>: <message>", and the client's
// "error code: <CODE>: <message>" wrapping; the code may also come as the
// input's Code, from EvaluationDetails.ErrorCode):
//   - PROVIDER_NOT_READY: "The value was resolved before the provider was
//     ready": the provider is still initializing, a wait.
//   - PROVIDER_FATAL: the provider "has entered an irrecoverable error
//     state": no wait brings it back; premise.
//   - FLAG_NOT_FOUND: the flag the code evaluates does not exist: premise.
//   - TYPE_MISMATCH: the typed accessor the call used is not the flag's
//     type: invalid, call the matching one.
//   - TARGETING_KEY_MISSING, INVALID_CONTEXT: the evaluation context the
//     call passed lacks what the provider needs: invalid.
//   - PARSE_ERROR: invalid only when the message names the flag key the
//     call passed (the go-sdk's "flag key is not a UTF-8 encoded string");
//     a provider's unparsable flag configuration is left to the words.
//   - GENERAL: says nothing; the message it carries decides ("flag is
//     disabled" stays the state it names).
//
// The go-sdk's provider-state errors before they carried a code
// ("provider not yet initialized", "provider is in an irrecoverable error
// state") and LaunchDarkly's server SDKs ("unknown feature key: k. Verify
// that this feature key exists. Returning default value"; "feature flag
// evaluation called before LaunchDarkly client initialization completed",
// the Node SDK's "Variation called before ...") are read the same way.
func flagSDK(c *ctx) (Result, bool) {
	if k, ok := openFeatureCode(c.code); ok {
		if r, ok := openFeatureResult(k, c.text); ok {
			return r, true
		}
	}
	t := strings.TrimSpace(c.text)
	if len(t) > 12 && hasPrefixFold(t, "error code: ") {
		t = t[len("error code: "):]
	}
	if len(t) > 0 && t[0] >= 'A' && t[0] <= 'Z' {
		if i := strings.Index(t, ": "); i > 0 {
			if k, ok := openFeatureCode(t[:i]); ok {
				if r, ok := openFeatureResult(k, t[i+2:]); ok {
					return r, true
				}
			}
		}
	}
	if r, ok := flagSDKConnect(t); ok {
		return r, true
	}
	if i, ok := flagSDKMatcher.find(c.text); ok {
		p := &flagSDKMatcher.pats[i]
		return verdict(p.kind, "flag sdk: "+p.reason)
	}
	return Result{}, false
}

var openFeatureCodes = [...]struct {
	code string
	kind rung.Kind
	why  string
}{
	{"PROVIDER_NOT_READY", transient, "the provider is still initializing: evaluate again once it is ready"},
	{"PROVIDER_FATAL", premise, "the provider is in an irrecoverable state: no wait brings it back; set it up again or plan without it"},
	{"FLAG_NOT_FOUND", premise, "the flag the code evaluates does not exist"},
	{"TYPE_MISMATCH", invalid, "the typed accessor the call used is not the flag's type: call the matching one"},
	{"TARGETING_KEY_MISSING", invalid, "the evaluation context lacks the targeting key the provider needs"},
	{"INVALID_CONTEXT", invalid, "the evaluation context does not meet the provider's requirements"},
	{"PARSE_ERROR", invalid, "the flag key the call passed could not be parsed"},
}

func openFeatureCode(s string) (int, bool) {
	for i := range openFeatureCodes {
		if s == openFeatureCodes[i].code {
			return i, true
		}
	}
	return 0, false
}

func openFeatureResult(k int, msg string) (Result, bool) {
	e := &openFeatureCodes[k]
	if e.code == "PARSE_ERROR" && !hasFold(msg, "flag key") {
		return Result{}, false
	}
	return Result{Kind: e.kind, Code: e.code, Reason: "openfeature: " + e.code + ": " + e.why}, true
}

var flagSDKMatcher = newMatcher([]pattern{
	{text: "provider not yet initialized", kind: transient, reason: "the OpenFeature provider is not initialized yet (NOT_READY): evaluate again once it is ready"},
	{text: "provider is in an irrecoverable error state", kind: premise, reason: "the OpenFeature provider is in its FATAL state: no wait brings it back"},
	{text: "verify that this feature key exists", kind: premise, reason: "the SDK has no flag under the key evaluated (FLAG_NOT_FOUND); the default came back"},
	{text: "before launchdarkly client initialization completed", kind: transient, reason: "the SDK client is still connecting: evaluate again once it is initialized"},
	// ConfigCat's SDKs, log event 1100, for a 403 or 404 from the CDN on
	// the config JSON of the SDK key (Go "your SDK Key seems to be wrong;
	// you can find the valid SDK Key at ...", C++, PHP, Swift, Dart,
	// .NET, Elixir "Your SDK Key seems to be wrong. ... Received
	// unexpected response: 403"; set 1568): the key is refused, whatever
	// the status or the word "unexpected" says.
	{text: "sdk key seems to be wrong", kind: denied, reason: "the SDK key is refused (ConfigCat event 1100): use a valid key"},
	// ConfigCat's Go SDK before any request, for Config.SDKKey unset
	// ("empty SDK key in configcat configuration"; set 1568): no
	// credential was refused, the call's own configuration lacks it.
	{text: "empty sdk key", kind: invalid, reason: "the SDK's configuration has no SDK key: set it"},
})

// flagSDKConnect reads a flag SDK's own verdict on its connection to the
// flag service (set 1568). LaunchDarkly's server SDKs (Go, Java, .NET,
// Ruby, C++) word every HTTP failure of their streaming connection or
// polling request "[Received ]HTTP error <status>[ (invalid SDK key)] for
// <context> - will retry" when they class the status recoverable (400,
// 408, 429 and every 5xx) and "... - giving up permanently" otherwise:
// "will retry" is a wait whatever the status (a 400 included), and the
// rest is left to the status and words it carries. The Go SDK's
// ErrInitializationFailed, "LaunchDarkly client initialization failed",
// is returned, by its own doc comment, only when the SDK key is invalid
// ("an invalid SDK key will never become valid"): denied when that is
// the whole text (a wrapper's "...: <cause>" is left to the cause).
func flagSDKConnect(t string) (Result, bool) {
	if hasPrefixFold(t, "[LDClient] ") {
		t = t[len("[LDClient] "):]
	}
	if strings.EqualFold(t, "LaunchDarkly client initialization failed") {
		return Result{Kind: denied, Reason: "flag sdk: LaunchDarkly's client initialization fails only for an invalid SDK key (ErrInitializationFailed)"}, true
	}
	if hasSuffixFold(t, " - will retry") && hasFold(t, "http error ") && hasAny(t, " for streaming connection", " for polling request") {
		return Result{Kind: transient, Reason: "flag sdk: the SDK classes this HTTP status recoverable and retries its connection (will retry)"}, true
	}
	return Result{}, false
}
