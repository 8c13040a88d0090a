package classify

import "strings"

// stepFirst reads a refusal that names the step the plan must take before
// this one, as an imperative: scikit-learn's NotFittedError "Call 'fit'
// with appropriate arguments before using this estimator.", a client's
// "Client not initialized. Call init() first.", an MCP tool's "call
// unseal_ledger before appending" or "run clone_repo first". The call's
// arguments are fine; the object it acts on is not yet in the state an
// earlier step puts it in: premise, as "must be stopped before". A
// sign-in named as the step ("run `gh auth login` first") is the
// caller's authority and is left to the credential rules; "call again
// later" names no step.
func stepFirst(t string) bool {
	// The step is named with "first" or "before" or not at all: one scan
	// each keeps the verb scans below off every other text.
	if !hasAny(t, "first", " before ") {
		return false
	}
	// A refusal of the program's own call order on its own handle (the
	// MCP TypeScript SDK's "Already connected to a transport. Call close()
	// before connecting to a new transport"): the step it names is the
	// program's, on a value it holds, and lifecycleWords read it invalid
	// (set 1161).
	if _, ok := lifecycleMatcher.find(t); ok {
		return false
	}
	if hasAny(t, "login", "log in", "logged in", "sign in", "signed in", "authenticat", "token", "credential", "api key", "password") {
		return false
	}
	for _, verb := range stepFirstVerbs {
		for i := range foldMatches(t, verb) {
			if !clauseOpens(t, i) {
				continue
			}
			rest := t[i+len(verb):]
			if e := strings.IndexAny(rest, ".;!?\n"); e >= 0 && !dotInName(rest, e) {
				rest = rest[:e]
			}
			if hasAny(rest, " again", "later", "back ") {
				continue
			}
			if hasWord(rest, "first") || hasFold(rest, " before ") {
				return true
			}
		}
	}
	return false
}

// stepFirstVerbs open the imperative that names the earlier step: a call
// of the program's ("call 'fit' ... before", "run clone_repo first"), and
// a platform's own step that puts an object in the state the act needs
// (Cloud Foundry's 422 "Assign a droplet before starting this app.",
// "Deploy the app before scaling it", "Attach a volume first", "Enable
// billing before using this API"; set 1582). A wait ("wait 5 seconds
// before retrying") or a repair of the call's own values ("set the header
// before sending") names no such step and is not among them.
var stepFirstVerbs = [...]string{"call ", "run ", "invoke ", "execute ", "assign ", "deploy ", "stage ", "upload ", "attach ", "enable "}

// clauseOpens reports a word at t[i:] that begins a clause or follows a
// modal ("you must call", "please run", "need to invoke"): an imperative,
// not a noun ("the call failed before").
func clauseOpens(t string, i int) bool {
	before := strings.TrimRight(t[:i], " ")
	if before == "" {
		return true
	}
	if c := before[len(before)-1]; c == '.' || c == ';' || c == ':' || c == ',' || c == '!' || c == '\n' || c == '(' || c == '"' {
		return true
	}
	for _, m := range [...]string{"must", "please", "need to", "needs to", "have to", "has to", "should", "first", "then", "you can"} {
		if hasSuffixFold(before, m) && (len(before) == len(m) || !isAlnum(before[len(before)-len(m)-1])) {
			return true
		}
	}
	return false
}

// dotInName reports a '.' at s[e] inside a name or call ("model.compile(",
// "init().then"), which does not end the clause.
func dotInName(s string, e int) bool {
	return s[e] == '.' && e+1 < len(s) && isAlnum(s[e+1])
}
